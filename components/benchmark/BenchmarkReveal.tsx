'use client';
// Starts the bars' animation the first time the chart is on screen, and never again.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function BenchmarkReveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'run'>('idle');

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setState('run');
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="bench" data-state={state}>
      {children}
    </div>
  );
}
