// Overview pages (docs/behaviour.md §2.3): the pages of a section grouped as in its sidebar, each with its headings,
// and the filter readers type into. Pure data; components/overview renders it.
import type { ResolvedSidebarItem } from './sidebar';
import { breakPieces } from '../content/line-breaks';

export interface OverviewHeading {
  text: string;
  /** The text's pieces when it has break points (lib/content/line-breaks.ts breakPieces). */
  pieces?: string[];
  id: string;
}

export interface OverviewPage {
  title: string;
  /** The title's pieces when it has break points. */
  pieces?: string[];
  link: string;
  headings: OverviewHeading[];
}

export interface OverviewGroup {
  title: string;
  pages: OverviewPage[];
}

export interface OverviewOptions {
  /** The overview page itself, left out of its own list. */
  currentPath: string;
  /** Headings down to this depth are listed (2 = only `##`). */
  headersDepth: number;
  /** Title of the group that gathers pages the sidebar lists outside any group. */
  othersTitle: string;
  /** The outline of a page by its URL path. */
  tocOf: (routePath: string) => { text: string; id: string; depth: number }[];
}

/** One group per sidebar group with pages (nested groups flattened into it); loose pages share the "Others" group. */
export function buildOverview(sidebar: ResolvedSidebarItem[], options: OverviewOptions): OverviewGroup[] {
  const { currentPath, headersDepth, othersTitle, tocOf } = options;
  const toPage = (text: string, link: string): OverviewPage => ({
    title: text,
    ...breakPieces(text),
    link,
    headings: tocOf(link)
      .filter((h) => h.depth <= headersDepth)
      .map(({ text, id }) => ({ text, ...breakPieces(text), id })),
  });
  const pagesIn = (items: ResolvedSidebarItem[]): OverviewPage[] =>
    items.flatMap((item) => {
      if (item.kind === 'link') return item.link === currentPath ? [] : [toPage(item.text, item.link)];
      if (item.kind === 'group')
        return [
          ...(item.link && item.link !== currentPath ? [toPage(item.text, item.link)] : []),
          ...pagesIn(item.items),
        ];
      return [];
    });
  const groups: OverviewGroup[] = [];
  const others: OverviewGroup = { title: othersTitle, pages: [] };
  for (const item of sidebar) {
    const pages = pagesIn([item]);
    if (!pages.length) continue;
    if (item.kind === 'group') groups.push({ title: item.text, pages });
    else {
      // The loose pages form one group, where the first of them stands in the sidebar.
      if (!others.pages.length) groups.push(others);
      others.pages.push(...pages);
    }
  }
  return groups;
}

/** Case and hyphens do not matter: `dist-path`, `distPath` and `DISTPATH` are the same query. */
export const normalizeQuery = (text: string) => text.toLowerCase().replace(/-/g, '').trim();

/**
 * A group whose name matches keeps all its pages; otherwise pages whose title matches are kept whole;
 * otherwise a page stays with only its matching headings. Groups left empty disappear.
 */
export function filterOverview(groups: OverviewGroup[], query: string): OverviewGroup[] {
  const q = normalizeQuery(query);
  if (!q) return groups;
  const matches = (text: string) => normalizeQuery(text).includes(q);
  return groups.flatMap((group) => {
    if (matches(group.title)) return [group];
    const pages = group.pages.flatMap((page) => {
      if (matches(page.title)) return [page];
      const headings = page.headings.filter((h) => matches(h.text));
      return headings.length ? [{ ...page, headings }] : [];
    });
    return pages.length ? [{ ...group, pages }] : [];
  });
}
