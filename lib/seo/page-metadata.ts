import type { Metadata } from 'next';
import { siteConfig, type Lang } from '../site-config';
import { t } from '../i18n';
import { composeTitle } from '../page/title';
import type { FeedLink, PageData } from '../content/page-data';
import { siteLangOf } from '../routing/lang-path';
import { hreflangAlternates } from './sitemap';
import { absoluteUrl, markdownPathOf } from './urls';
import type { HeadTag } from './head-tags';

/** The site's default link-preview image (public/og-image.png, drawn from public/og-image.svg). */
export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630, type: 'image/png' };

const titleOf = (page: PageData) =>
  composeTitle(siteConfig.title, {
    title: page.title,
    pageType: page.pageType,
    titleSuffix: page.frontmatter.titleSuffix,
  });

/**
 * The head Next renders and updates on every client navigation: the title (docs/behaviour.md §5), the one tag a reader
 * sees. Everything else in a page's head is for crawlers and link previews (pageHeadTags).
 */
export function pageMetadata(page: PageData): Metadata {
  return { title: titleOf(page) };
}

/**
 * The rest of a page's head, read only by crawlers and link previews, which always fetch the page's HTML:
 * description, canonical URL, hreflang twins with x-default, the feeds it announces, its Markdown copy,
 * OpenGraph and Twitter cards. The build writes these into the exported HTML (lib/page/html-tags.ts), so
 * they stay out of the payload every client navigation fetches; the first client navigation removes them,
 * and the address bar then holds the canonical URL (lib/routing/canonical.ts). Absolute addresses
 * throughout: the home page's canonical URL ends in `/` like every section root's. Extra `head`
 * frontmatter tags are rendered by components/seo/PageSeo.tsx.
 */
export function pageHeadTags(page: PageData, isPage: (routePath: string) => boolean): HeadTag[] {
  const { lang } = page;
  const title = titleOf(page);
  const description = page.description ?? t(lang, 'site.description');
  const url = absoluteUrl(page.routePath);
  const image = absoluteUrl(OG_IMAGE.url);
  const twins = hreflangAlternates(page.route, isPage);
  const otherLocales = siteConfig.langs.filter((l) => l.lang !== lang && l.htmlLang in twins).map((l) => l.ogLocale);
  const published = page.frontmatter.published_at;
  const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });
  const og = (property: string, content: string | number): HeadTag => ({
    tag: 'meta',
    attributes: { property: `og:${property}`, content: String(content) },
  });
  const twitter = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { name: `twitter:${name}`, content },
  });
  return [
    { tag: 'meta', attributes: { name: 'description', content: description } },
    link({ rel: 'canonical', href: url }),
    ...Object.entries(twins).map(([hreflang, path]) => link({ rel: 'alternate', hreflang, href: absoluteUrl(path) })),
    ...feedLinks(page.feeds, lang).map(link),
    link({ rel: 'alternate', type: 'text/markdown', href: absoluteUrl(markdownPathOf(page.routePath)) }),
    og('title', title),
    og('description', description),
    og('url', url),
    og('site_name', siteConfig.title),
    og('locale', siteLangOf(lang).ogLocale),
    og('image', image),
    og('image:type', OG_IMAGE.type),
    og('image:width', OG_IMAGE.width),
    og('image:height', OG_IMAGE.height),
    og('image:alt', siteConfig.title),
    ...otherLocales.map((locale) => og('locale:alternate', locale)),
    og('type', published ? 'article' : 'website'),
    ...(published
      ? [{ tag: 'meta' as const, attributes: { property: 'article:published_time', content: published } }]
      : []),
    twitter('card', 'summary_large_image'),
    twitter('title', title),
    twitter('description', description),
    twitter('image', image),
    twitter('image:alt', siteConfig.title),
  ];
}

function feedLinks(feeds: FeedLink[], lang: Lang): Record<string, string>[] {
  return feeds.map((feed) => ({
    rel: 'alternate',
    type: feed.mime,
    href: feed.url,
    title: `${t(lang, 'feed.title')} (${feed.mime === 'application/rss+xml' ? 'RSS' : 'Atom'})`,
  }));
}

/** An old path of the redirect table: a page that only forwards the reader, never indexed. */
export function redirectMetadata(lang: Lang, target: string): Metadata {
  return {
    title: composeTitle(siteConfig.title, { title: t(lang, 'redirect.title') }),
    robots: { index: false },
    alternates: { canonical: absoluteUrl(target) },
  };
}

export function notFoundMetadata(): Metadata {
  return { title: composeTitle(siteConfig.title, { pageType: '404', title: '404' }), robots: { index: false } };
}
