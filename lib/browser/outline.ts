// Which outline link is active while the reader scrolls (docs/behaviour.md §4): the last heading scrolled past the
// top of the reading area, and the last heading once the page is scrolled to its bottom.
export const OUTLINE_SCROLL_THROTTLE_MS = 100;
export const HASH_SCROLL_RETRY_MS = 100;

export interface ScrollView {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
  /** Distance from the viewport top below which a heading counts as read (the navbar and a margin). */
  offset: number;
}

/** @param tops the document offsets of the visible headings, in page order. -1: none is active yet. */
export function activeHeadingIndex(tops: number[], view: ScrollView): number {
  if (tops.length === 0) return -1;
  // A heading near the end may never reach the top: the bottom of the page means the last one.
  if (view.scrollY > 0 && view.scrollY + view.viewportHeight >= view.documentHeight - 1) return tops.length - 1;
  let active = -1;
  tops.forEach((top, i) => {
    if (top <= view.scrollY + view.offset) active = i;
  });
  return active;
}
