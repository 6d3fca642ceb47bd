// The page data (docs/behaviour.md §3), one object per page, built at build time; components only read it.
import type { Lang } from '../site-config';
import { MAX_DESCRIPTION, type Frontmatter, type PageType } from './frontmatter';
import type { TocItem } from './analyze';

export interface FeedLink {
  url: string;
  mime: 'application/rss+xml' | 'application/atom+xml';
  language: string;
}

export interface PageData {
  /** Source file, relative to the project: `content/en/guide/start/index.mdx`. */
  pagePath: string;
  /** The page's URL path: `/zh/guide/start/`. */
  routePath: string;
  /** The same route without language prefix: `/guide/start/`. */
  route: string;
  pageType: PageType;
  title: string;
  description?: string;
  frontmatter: Frontmatter;
  toc: TocItem[];
  /** Every heading id on the page, for fragment checks. */
  anchors: string[];
  /** False when the page has no h1 of its own and the layout renders the title as one. */
  hasH1: boolean;
  /** The text of the page's own h1, which config pages must make their key. */
  h1?: string;
  lang: Lang;
  version: '';
  /** ISO date of the last commit that touched the source, when it is in git. */
  lastUpdatedTime?: string;
  feeds: FeedLink[];
  /** Source file relative to the content folder: `en/guide/start/index.mdx`. */
  _relativePath: string;
}

/** A meta description: the frontmatter's, else the first paragraph cut at a word near 160 characters. */
export function describe(frontmatter: Frontmatter, firstParagraph?: string): string | undefined {
  if (frontmatter.description) return frontmatter.description;
  if (!firstParagraph) return undefined;
  if (firstParagraph.length <= MAX_DESCRIPTION) return firstParagraph;
  const cut = firstParagraph.slice(0, MAX_DESCRIPTION - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}
