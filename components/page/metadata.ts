import type { Metadata } from 'next';
import { siteConfig, type Lang } from '@/lib/site-config';
import { t } from '@/lib/i18n';
import { composeTitle } from '@/lib/title';
import { getContentIndex } from '@/lib/content/content-index';
import { isNotFoundSlug, pageForSlug, staticSlugs } from '@/lib/content/static-routes';
import { LANGS, localeOf, localizePath } from '@/lib/routing/locale';

export function staticParams(lang: Lang) {
  return staticSlugs(getContentIndex(), lang).map((slug) => ({ slug }));
}

/** The head of a page: title (spec §5), description, canonical URL and its twin in the other language. */
export function pageMetadata(lang: Lang, slug?: string[]): Metadata {
  const index = getContentIndex();
  const page = isNotFoundSlug(slug) ? undefined : pageForSlug(index, lang, slug);
  if (!page) return { title: composeTitle(siteConfig.title, { pageType: '404', title: '404' }), robots: { index: false } };
  const languages = Object.fromEntries(
    LANGS.filter((l) => index.byRoutePath.has(localizePath(page.route, l))).map((l) => [localeOf(l).htmlLang, localizePath(page.route, l)]),
  );
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    title: composeTitle(siteConfig.title, { title: page.title, pageType: page.pageType, titleSuffix: page.frontmatter.titleSuffix }),
    description: page.description ?? t(lang, 'site.description'),
    alternates: { canonical: page.routePath, languages: { ...languages, 'x-default': localizePath(page.route, siteConfig.defaultLang) } },
  };
}
