// Image zoom on content images (spec §4, §8, §9). medium-zoom does the zooming; these are the rules
// around it that do not need a browser to check.

/** Scrolling further than this closes the zoom; medium-zoom checks it 150 ms after the scroll starts. */
export const ZOOM_SCROLL_OFFSET = 40;
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
export const isUnreachableImage = (img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth === 0;

export const unreachableImageWarning = (src: string) => `Image zoom: unable to reach the image ${src}`;
