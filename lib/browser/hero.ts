// The landing hero's decorations and button choice (docs/behaviour.md §2.10): 35 stars whose size grows with their
// index (index / 20 + 3 px), nudged toward the pointer when it comes within 100 px.

export const STAR_COUNT = 35;
export const STAR_PROXIMITY = 100;
/** How far toward the pointer a star moves, as a share of the distance between them. */
export const STAR_PULL = 0.12;

export interface Star {
  /** Position in the hero, percent of its width and height. */
  x: number;
  y: number;
  /** Pixels. */
  size: number;
}

export const starSize = (index: number) => index / 20 + 3;

/** Fixed positions (a low-discrepancy sequence), so the static HTML and every visit look the same. */
export function heroStars(count: number = STAR_COUNT): Star[] {
  const goldenRatio = (1 + Math.sqrt(5)) / 2;
  return Array.from({ length: count }, (_, i) => ({
    x: Number((((i * goldenRatio) % 1) * 96 + 2).toFixed(2)),
    y: Number(((((i + 0.5) / count) * 0.9 + 0.05) * 100).toFixed(2)),
    size: starSize(i),
  }));
}

/** The offset of a star centred at `star` with the pointer at `pointer`: toward it within 100 px, else none. */
export function starShift(
  star: { x: number; y: number },
  pointer: { x: number; y: number },
): { dx: number; dy: number } {
  const dx = pointer.x - star.x;
  const dy = pointer.y - star.y;
  if (Math.hypot(dx, dy) > STAR_PROXIMITY) return { dx: 0, dy: 0 };
  return { dx: dx * STAR_PULL, dy: dy * STAR_PULL };
}

export type HeroSecondaryButton = { kind: 'github'; href: string } | { kind: 'learnMore' };

/** `GitHub` in a new tab when the site has a repository, else `Learn More`. */
export function heroSecondaryButton(githubURL?: string): HeroSecondaryButton {
  return githubURL ? { kind: 'github', href: githubURL } : { kind: 'learnMore' };
}
