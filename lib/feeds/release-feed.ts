// The release notes as RSS 2.0 and Atom feeds, one pair per language, built with `feed` from the
// release pages: dated by `published_at`, with absolute links, the page description as summary and the
// page itself (through the Markdown export) as content.
import { Feed } from 'feed';
import { siteConfig, type Lang } from '../site-config';
import { t } from '../i18n';
import type { PageData } from '../content/page-data';
import { ContentError } from '../content/errors';
import { siteLangOf, localizePath } from '../routing/lang-path';
import { absoluteUrl } from '../seo/urls';
import { FEED_FORMATS, RELEASES_ROUTE, feedPath, isReleasePage, type FeedFormat } from './links';

export interface ReleaseEntry {
  title: string;
  url: string;
  /** `YYYY-MM-DD`. */
  date: string;
  summary?: string;
  html: string;
}

/** The release pages of a language, newest first; a release page without `published_at` fails the build. */
export function releasePages(pages: PageData[], lang: Lang): PageData[] {
  const releases = pages.filter((p) => p.lang === lang && isReleasePage(p.route));
  for (const page of releases) {
    if (!page.frontmatter.published_at)
      throw new ContentError(
        page.pagePath,
        'release notes need a published_at: YYYY-MM-DD frontmatter field for the feeds',
      );
  }
  return releases.sort(
    (a, b) => b.frontmatter.published_at!.localeCompare(a.frontmatter.published_at!) || a.route.localeCompare(b.route),
  );
}

export function releaseEntries(
  pages: PageData[],
  lang: Lang,
  htmlOfPage: (page: PageData) => string,
  siteUrl?: string,
): ReleaseEntry[] {
  return releasePages(pages, lang).map((page) => ({
    title: page.title,
    url: absoluteUrl(page.routePath, siteUrl),
    date: page.frontmatter.published_at!,
    summary: page.description,
    html: htmlOfPage(page),
  }));
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** The XML of one feed. Its dates come from the entries only, so a rebuild gives the same file. */
export function releaseFeedXml(
  lang: Lang,
  format: FeedFormat,
  entries: ReleaseEntry[],
  siteUrl: string = siteConfig.siteUrl,
): string {
  const language = siteLangOf(lang).htmlLang;
  const feed = new Feed({
    title: t(lang, 'feed.title'),
    description: t(lang, 'feed.description'),
    id: absoluteUrl(localizePath(RELEASES_ROUTE, lang), siteUrl),
    link: absoluteUrl(localizePath(RELEASES_ROUTE, lang), siteUrl),
    language,
    favicon: absoluteUrl(siteConfig.logo.light, siteUrl),
    updated: entries.length
      ? day(
          entries
            .map((e) => e.date)
            .sort()
            .at(-1)!,
        )
      : undefined,
    generator: false,
    feedLinks: { rss: absoluteUrl(feedPath(lang, 'rss'), siteUrl), atom: absoluteUrl(feedPath(lang, 'atom'), siteUrl) },
    // Atom requires an author for the feed or for every entry.
    author: { name: siteConfig.title, link: siteConfig.repoUrl },
  });
  for (const entry of entries) {
    feed.addItem({
      title: entry.title,
      id: entry.url,
      link: entry.url,
      date: day(entry.date),
      published: day(entry.date),
      description: entry.summary,
      content: entry.html,
    });
  }
  if (format === 'rss') return feed.rss2();
  // `feed` writes no language into Atom; xml:lang on the root is Atom's way of saying it.
  return feed
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom"',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}"`,
    );
}

export const feedContentType = (format: FeedFormat) => `${FEED_FORMATS[format].mime}; charset=utf-8`;
