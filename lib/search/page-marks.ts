// Marks on the page a search result opens: the words the search matched, found in the page's text the
// way the search finds them (a Latin word at its start, Chinese anywhere: 代理 inside 开发服务器代理). They are
// drawn with the CSS Custom Highlight API, so no text node changes and nothing moves; a browser without it
// shows the page unmarked. The reader can turn them off (PAGE_MARKS_KEY).
import { isCjk, matchRanges, type QueryTerm } from './text';

/** localStorage key of the reader's choice ('off' turns marks off). A stored choice depends on it: keep the name. */
export const PAGE_MARKS_KEY = 'rsbuild-search-marks';
/** The name of the highlight the page's CSS draws (`::highlight(search-marks)`). */
export const PAGE_MARKS_HIGHLIGHT = 'search-marks';
/** Enough marks for any page; a query of common words would otherwise mark thousands. */
const MAX_MARKS = 400;

/** The words worth marking on a page: one Chinese character or one letter would mark half of it. */
export function markTerms(words: readonly string[]): QueryTerm[] {
  const unique = [...new Set(words.map((w) => w.toLowerCase()))];
  return unique
    .filter((w) => Array.from(w).length >= 2 || (!isCjk(w) && /\d/.test(w)))
    .map((term) => ({ term, prefix: false }));
}

type HighlightRegistry = { set(name: string, value: unknown): void; delete(name: string): void };

/** Marks every match of `terms` in the text under `root`; returns what takes the marks away. */
export function markPage(root: HTMLElement, terms: QueryTerm[]): () => void {
  const registry = (globalThis.CSS as unknown as { highlights?: HighlightRegistry } | undefined)?.highlights;
  const HighlightClass = (globalThis as unknown as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  if (!registry || !HighlightClass || !terms.length) return () => {};
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (
    let node = walker.nextNode() as Text | null;
    node && ranges.length < MAX_MARKS;
    node = walker.nextNode() as Text | null
  ) {
    for (const [start, end] of matchRanges(node.data, terms)) {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      ranges.push(range);
    }
  }
  registry.set(PAGE_MARKS_HIGHLIGHT, new HighlightClass(...ranges));
  return () => registry.delete(PAGE_MARKS_HIGHLIGHT);
}

/** Whether the reader wants marks on the page a result opens (on unless turned off). */
export const pageMarksOn = (stored: string | null) => stored !== 'off';
