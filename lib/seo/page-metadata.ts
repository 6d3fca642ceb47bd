import type { Metadata } from 'next';
import { siteConfig, type Lang } from '../site-config';
import { t } from '../i18n';
import { composeTitle } from '../title';
import type { FeedLink, PageData } from '../content/page-data';
import { localeOf } from '../routing/locale';
import { hreflangAlternates } from './sitemap';
import { absoluteUrl, markdownPathOf } from './urls';

/** The site's default link-preview image (public/og-image.png, drawn from public/og-image.svg). */
export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630, type: 'image/png' };

/**
 * The head of a page: title (spec §5), description, canonical URL, hreflang twins with x-default, the
 * feeds it announces, its Markdown copy, and OpenGraph / Twitter cards. Extra `head` frontmatter tags
 * and JSON-LD are rendered by components/seo/PageSeo.tsx.
 */
export function pageMetadata(page: PageData, isPage: (routePath: string) => boolean): Metadata {
  const { lang } = page;
  const title = composeTitle(siteConfig.title, { title: page.title, pageType: page.pageType, titleSuffix: page.frontmatter.titleSuffix });
  const description = page.description ?? t(lang, 'site.description');
  const published = page.frontmatter.published_at;
  // Absolute addresses throughout and no metadataBase: with one, Next turns the home page's
  // `https://rsbuild.rs/` into `https://rsbuild.rs`, and its canonical URL must end in `/` like every
  // section root's.
  const languages = Object.fromEntries(Object.entries(hreflangAlternates(page.route, isPage)).map(([l, p]) => [l, absoluteUrl(p)]));
  const otherLocales = siteConfig.locales.filter((l) => l.lang !== lang && l.htmlLang in languages).map((l) => l.ogLocale);
  return {
    title,
    description,
    alternates: {
      canonical: absoluteUrl(page.routePath),
      languages,
      types: {
        ...feedTypes(page.feeds, lang),
        'text/markdown': absoluteUrl(markdownPathOf(page.routePath)),
      },
    },
    openGraph: {
      type: published ? 'article' : 'website',
      ...(published ? { publishedTime: published } : {}),
      siteName: siteConfig.title,
      title,
      description,
      url: absoluteUrl(page.routePath),
      locale: localeOf(lang).ogLocale,
      alternateLocale: otherLocales,
      images: [{ ...OG_IMAGE, url: absoluteUrl(OG_IMAGE.url), alt: siteConfig.title }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: absoluteUrl(OG_IMAGE.url), alt: siteConfig.title }] },
  };
}

function feedTypes(feeds: FeedLink[], lang: Lang): Record<string, { url: string; title: string }[]> {
  const types: Record<string, { url: string; title: string }[]> = {};
  for (const feed of feeds) {
    const kind = feed.mime === 'application/rss+xml' ? 'RSS' : 'Atom';
    (types[feed.mime] ??= []).push({ url: feed.url, title: `${t(lang, 'feed.title')} (${kind})` });
  }
  return types;
}

/** An old path of the redirect table: a page that only forwards the reader, never indexed. */
export function redirectMetadata(lang: Lang, target: string): Metadata {
  return { title: composeTitle(siteConfig.title, { title: t(lang, 'redirect.title') }), robots: { index: false }, alternates: { canonical: absoluteUrl(target) } };
}

export function notFoundMetadata(): Metadata {
  return { title: composeTitle(siteConfig.title, { pageType: '404', title: '404' }), robots: { index: false } };
}
