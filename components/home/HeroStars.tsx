'use client';
// The stars are in the static HTML; this only nudges the ones near the pointer toward it. The code that does
// (follow-pointer.ts) is fetched when the pointer first moves over the hero, so no page loads it up front.
import { useEffect, useRef } from 'react';
import type { Star } from '@/lib/browser/hero';

export function HeroStars({ stars }: { stars: Star[] }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = ref.current;
    const hero = layer?.parentElement;
    if (!layer || !hero) return;
    let stop: (() => void) | undefined;
    let gone = false;
    const start = (e: PointerEvent) => {
      hero.removeEventListener('pointermove', start);
      void import('./follow-pointer').then(({ followPointer }) => {
        if (!gone) stop = followPointer(layer, hero, stars, e);
      });
    };
    hero.addEventListener('pointermove', start);
    return () => {
      gone = true;
      hero.removeEventListener('pointermove', start);
      stop?.();
    };
  }, [stars]);

  return (
    <div ref={ref} className="hero-stars" aria-hidden="true">
      {stars.map((s, i) => (
        <span
          key={i}
          className="hero-star"
          style={{ left: `${s.x}%`, top: `${s.y}%`, width: s.size, height: s.size }}
        />
      ))}
    </div>
  );
}
