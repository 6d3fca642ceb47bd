// What search engines crawl: every page with its last-modified date and its twins in the other
// languages, and a robots.txt that points at the sitemap.
import { siteConfig } from '../site-config';
import type { PageData } from '../content/page-data';
import { LANGS, siteLangOf, localizePath } from '../routing/lang-path';
import { absoluteUrl } from './urls';
import { withBase } from '../base-path';
import { escapeHtml } from '../search/text';

export interface SitemapEntry {
  url: string;
  lastModified?: string;
  /** hreflang -> absolute URL of the same page in that language, x-default included. */
  languages: Record<string, string>;
}

export const SITEMAP_PATH = '/sitemap.xml';

/** hreflang alternates of a page: every language that has the page, plus x-default (the default language). */
export function hreflangAlternates(route: string, hasPage: (routePath: string) => boolean): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const lang of LANGS) {
    const path = localizePath(route, lang);
    if (hasPage(path)) languages[siteLangOf(lang).htmlLang] = path;
  }
  const fallback = localizePath(route, siteConfig.defaultLang);
  if (hasPage(fallback)) languages['x-default'] = fallback;
  return languages;
}

export function sitemapEntries(pages: PageData[], siteUrl: string = siteConfig.siteUrl): SitemapEntry[] {
  const routes = new Set(pages.map((p) => p.routePath));
  return [...pages]
    .sort((a, b) => a.routePath.localeCompare(b.routePath))
    .map((page) => ({
      url: absoluteUrl(page.routePath, siteUrl),
      lastModified: page.lastUpdatedTime,
      languages: Object.fromEntries(
        Object.entries(hreflangAlternates(page.route, (p) => routes.has(p))).map(([lang, path]) => [
          lang,
          absoluteUrl(path, siteUrl),
        ]),
      ),
    }));
}

/**
 * sitemap.xml. The protocol's schema (scripts/check/schemas/sitemap.xsd) wants its own elements first, so each
 * entry's `<lastmod>` comes before the `xhtml:link` alternates.
 */
export function sitemapXml(entries: SitemapEntry[]): string {
  const url = ({ url, lastModified, languages }: SitemapEntry) =>
    [
      '<url>',
      `<loc>${escapeHtml(url)}</loc>`,
      ...(lastModified ? [`<lastmod>${escapeHtml(lastModified)}</lastmod>`] : []),
      ...Object.entries(languages).map(
        ([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}"/>`,
      ),
      '</url>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(url),
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers read robots.txt at the root of a domain only; under a base it still names the right sitemap. */
export function robotsTxt(siteUrl: string = siteConfig.siteUrl, base: string = siteConfig.base): string {
  return `User-agent: *\nAllow: ${withBase('/', base)}\n\nSitemap: ${absoluteUrl(SITEMAP_PATH, siteUrl, base)}\n`;
}
