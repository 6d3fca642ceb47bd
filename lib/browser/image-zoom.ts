// Zoom on content pictures (docs/behaviour.md §4, §8). medium-zoom zooms images; components/pictures/figure-zoom.ts
// zooms the figures that are not images (SVG diagrams, charts) by the same rules, all kept here.

/** Scrolling further than this from where the zoom opened closes it, ZOOM_CLOSE_DELAY ms later. */
export const ZOOM_SCROLL_OFFSET = 40;
/** medium-zoom's own delay, which figures copy. */
export const ZOOM_CLOSE_DELAY = 150;
/** The overlay takes the theme's background, so it follows light and dark. */
export const ZOOM_BACKGROUND = 'var(--c-bg)';

/** Throws when `selector` is not a valid CSS selector, as `querySelectorAll` reports it. */
export function assertZoomSelector(selector: string, query: (selector: string) => unknown): void {
  try {
    query(selector);
  } catch {
    throw new TypeError(`Image zoom: "${selector}" is not a valid CSS selector`);
  }
}

/** An image the browser could not load has completed with no natural size. */
export const isUnreachableImage = (img: { complete: boolean; naturalWidth: number }) =>
  img.complete && img.naturalWidth === 0;

export const unreachableImageWarning = (src: string) => `Image zoom: unable to reach the image ${src}`;

/** Whether the page has scrolled far enough from where the zoom opened to close it. */
export const scrolledPastZoomOffset = (openedAt: number, now: number) => Math.abs(now - openedAt) > ZOOM_SCROLL_OFFSET;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The CSS transform (origin at the centre) that puts a figure drawn at `box` in the middle of the viewport,
 * as large as fits: what medium-zoom does to an SVG image, whose natural size is the viewport's.
 */
export function figureZoomTransform(box: Box, viewport: { width: number; height: number }): string {
  const scale = Math.min(viewport.width / box.width, viewport.height / box.height);
  const x = viewport.width / 2 - (box.left + box.width / 2);
  const y = viewport.height / 2 - (box.top + box.height / 2);
  return `translate(${x}px, ${y}px) scale(${scale})`;
}
