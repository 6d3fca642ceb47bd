// Which parts of the layout a page shows (docs/behaviour.md §2.3, §2.8). The page type and the frontmatter decide at
// build time. The query parameters navbar=0, sidebar=0, outline=0 and footer=0 can only be read in the
// browser (the export has no server): an inline head script marks <html> before first paint and the CSS
// hides what is marked, so a hidden part never flashes.
import type { Frontmatter, PageType } from '../content/frontmatter';

export const LAYOUT_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type LayoutPart = (typeof LAYOUT_PARTS)[number];
export type LayoutParts = Record<LayoutPart, boolean>;

/** home, 404 and custom pages keep the navbar only; blank pages show nothing but their content. */
export function layoutParts(pageType: PageType, frontmatter: Partial<Pick<Frontmatter, LayoutPart>>): LayoutParts {
  const doc = pageType === 'doc';
  return {
    navbar: pageType !== 'blank' && frontmatter.navbar !== false,
    sidebar: doc && frontmatter.sidebar !== false,
    outline: doc && frontmatter.outline !== false,
    footer: doc && frontmatter.footer !== false,
  };
}

/**
 * Marks <html data-hide-PART> for every part whose query parameter is 0, and clears the others, so it can
 * run again after a client navigation. Serialised into the head with toString: self-contained.
 */
export function applyLayoutQuery(parts: readonly string[], search: string): string[] {
  var params = new URLSearchParams(search);
  var hidden: string[] = [];
  for (var i = 0; i < parts.length; i++) {
    var off = params.get(parts[i]) === '0';
    if (off) hidden.push(parts[i]);
    if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-hide-' + parts[i], off);
  }
  return hidden;
}

export const layoutQueryScript = `(${applyLayoutQuery.toString()})(${JSON.stringify(LAYOUT_PARTS)},location.search)`;
