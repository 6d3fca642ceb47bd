import { heroSecondaryButton, heroStars, starShift, STAR_PROXIMITY } from './hero';

describe('hero', () => {
  it('has 35 stars sized index / 20 + 3 px, inside the hero', () => {
    const stars = heroStars();
    expect(stars).toHaveLength(35);
    expect(stars[0].size).toBe(3);
    expect(stars[20].size).toBe(4);
    expect(stars[34].size).toBeCloseTo(4.7);
    for (const s of stars) {
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x).toBeLessThanOrEqual(100);
      expect(s.y).toBeGreaterThanOrEqual(0);
      expect(s.y).toBeLessThanOrEqual(100);
    }
    expect(new Set(stars.map((s) => `${s.x},${s.y}`)).size).toBe(35);
  });
  it('moves a star slightly toward a pointer within 100 px, and leaves it alone farther away', () => {
    const near = starShift({ x: 100, y: 100 }, { x: 160, y: 180 });
    expect(near.dx).toBeGreaterThan(0);
    expect(near.dy).toBeGreaterThan(0);
    expect(Math.hypot(near.dx, near.dy)).toBeLessThan(20);
    expect(near.dy / near.dx).toBeCloseTo(80 / 60);
    expect(starShift({ x: 100, y: 100 }, { x: 100 + STAR_PROXIMITY + 1, y: 100 })).toEqual({ dx: 0, dy: 0 });
  });
  it('offers GitHub with a repository, Learn More without', () => {
    expect(heroSecondaryButton('https://github.com/web-infra-dev/rsbuild')).toEqual({
      kind: 'github',
      href: 'https://github.com/web-infra-dev/rsbuild',
    });
    expect(heroSecondaryButton(undefined)).toEqual({ kind: 'learnMore' });
    expect(heroSecondaryButton('')).toEqual({ kind: 'learnMore' });
  });
});
