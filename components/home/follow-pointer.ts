// The stars' pull toward the pointer (components/home/HeroStars.tsx), fetched when the pointer first moves
// over the hero. Returns what stops it.
import { starShift, type Star } from '@/lib/browser/hero';

export function followPointer(layer: HTMLElement, hero: HTMLElement, stars: Star[], first: PointerEvent): () => void {
  const dots = Array.from(layer.children) as HTMLElement[];
  let frame = 0;
  let pointer: { x: number; y: number } | null = null;
  const paint = () => {
    frame = 0;
    // Resting centres come from the layout data, not from the dots, which may be mid-transition.
    const box = layer.getBoundingClientRect();
    stars.forEach((star, i) => {
      const centre = {
        x: box.left + (star.x / 100) * box.width + star.size / 2,
        y: box.top + (star.y / 100) * box.height + star.size / 2,
      };
      const { dx, dy } = pointer ? starShift(centre, pointer) : { dx: 0, dy: 0 };
      dots[i].style.translate = dx || dy ? `${dx.toFixed(1)}px ${dy.toFixed(1)}px` : '';
    });
  };
  const schedule = (next: { x: number; y: number } | null) => {
    pointer = next;
    if (!frame) frame = requestAnimationFrame(paint);
  };
  // Following the pointer is decoration: a reader who asks for less motion keeps the stars still.
  const still = window.matchMedia('(prefers-reduced-motion: reduce)');
  const move = (e: PointerEvent) => !still.matches && schedule({ x: e.clientX, y: e.clientY });
  const leave = () => schedule(null);
  hero.addEventListener('pointermove', move);
  hero.addEventListener('pointerleave', leave);
  // Where the pointer is by now: it may have left while the code loaded.
  if (hero.matches(':hover')) move(first);
  return () => {
    hero.removeEventListener('pointermove', move);
    hero.removeEventListener('pointerleave', leave);
    cancelAnimationFrame(frame);
  };
}
