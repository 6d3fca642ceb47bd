// Where the release-note feeds live, and which pages announce them in their head (docs/behaviour.md §3).
import type { Lang } from '../site-config';
import type { FeedLink } from '../content/page-data';
import { siteLangOf, localizePath } from '../routing/lang-path';
import { absoluteUrl } from '../seo/urls';

/** The releases section: its index and every release page under it. */
export const RELEASES_ROUTE = '/community/releases/';

export const FEED_FORMATS = {
  rss: { file: 'rss.xml', mime: 'application/rss+xml' },
  atom: { file: 'atom.xml', mime: 'application/atom+xml' },
} as const satisfies Record<string, { file: string; mime: FeedLink['mime'] }>;
export type FeedFormat = keyof typeof FEED_FORMATS;

/** The URL path of a feed: `/zh/community/releases/atom.xml`. */
export function feedPath(lang: Lang, format: FeedFormat): string {
  return localizePath(`${RELEASES_ROUTE}${FEED_FORMATS[format].file}`, lang);
}

export function feedLinks(lang: Lang, siteUrl?: string): FeedLink[] {
  return (Object.keys(FEED_FORMATS) as FeedFormat[]).map((format) => ({
    url: absoluteUrl(feedPath(lang, format), siteUrl),
    mime: FEED_FORMATS[format].mime,
    language: siteLangOf(lang).htmlLang,
  }));
}

/** The feeds a page links to: the release pages and the releases index link their language's feeds. */
export function feedLinksFor(route: string, lang: Lang, siteUrl?: string): FeedLink[] {
  return route.startsWith(RELEASES_ROUTE) ? feedLinks(lang, siteUrl) : [];
}

/** A release page, as opposed to the releases index. */
export const isReleasePage = (route: string) => route.startsWith(RELEASES_ROUTE) && route !== RELEASES_ROUTE;
