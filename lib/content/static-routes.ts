// The route table as Next's catch-all routes see it: one slug per page, plus the 404 page of every
// language but the default one, whose 404.html comes from app/global-not-found.tsx.
import { siteConfig, type Lang } from '../site-config';
import { localizePath } from '../routing/locale';
import type { ContentIndex } from './content-index';
import type { PageData } from './page-data';

export const NOT_FOUND_SLUG = ['404'];

/** `/guide/start/` -> ['guide', 'start'], `/` -> []. */
export function slugOf(route: string): string[] {
  return route.split('/').filter(Boolean);
}

export function staticSlugs(index: ContentIndex, lang: Lang): string[][] {
  const pages = index.pages.filter((p) => p.lang === lang).map((p) => slugOf(p.route));
  return lang === siteConfig.defaultLang ? pages : [...pages, NOT_FOUND_SLUG];
}

export function pageForSlug(index: ContentIndex, lang: Lang, slug: string[] = []): PageData | undefined {
  const route = `/${slug.map(decodeURIComponent).join('/')}`;
  return index.byRoutePath.get(localizePath(route, lang)) ?? index.byRoutePath.get(localizePath(route === '/' ? '/' : `${route}/`, lang));
}

export const isNotFoundSlug = (slug: string[] = []) => slug.length === 1 && slug[0] === NOT_FOUND_SLUG[0];
