// The route table as Next's page routes see it: one slug per page, plus the 404 page of every
// language but the default one, whose 404.html comes from app/global-not-found.tsx.
import { siteConfig, type Lang } from '../site-config';
import { localizePath } from '../routing/lang-path';
import type { ContentIndex } from './content-index';
import type { PageData } from './page-data';
import { exactRedirects, findExactRedirect, redirectTarget } from '../routing/redirects';

export const NOT_FOUND_SLUG = ['404'];

/** `/guide/start/` -> ['guide', 'start'], `/` -> []. */
export function slugOf(route: string): string[] {
  return route.split('/').filter(Boolean);
}

export function staticSlugs(index: ContentIndex, lang: Lang): string[][] {
  const pages = index.pages.filter((p) => p.lang === lang).map((p) => slugOf(p.route));
  const redirects = exactRedirects(siteConfig.redirects).map((r) => {
    if (index.byRoutePath.has(localizePath(r.from, lang))) throw new Error(`site-config redirects: ${r.from} is a page; a redirect cannot replace it`);
    return slugOf(r.from);
  });
  return lang === siteConfig.defaultLang ? [...pages, ...redirects] : [...pages, ...redirects, NOT_FOUND_SLUG];
}

/** Where the redirect page at this slug leads, when the slug is an old path of the redirect table. */
export function redirectForSlug(lang: Lang, slug: string[] = []): string | undefined {
  const route = `/${slug.map(decodeURIComponent).join('/')}`;
  const redirect = findExactRedirect(siteConfig.redirects, route);
  return redirect && redirectTarget(redirect.to, lang);
}

export function pageForSlug(index: ContentIndex, lang: Lang, slug: string[] = []): PageData | undefined {
  const route = `/${slug.map(decodeURIComponent).join('/')}`;
  return index.byRoutePath.get(localizePath(route, lang)) ?? index.byRoutePath.get(localizePath(route === '/' ? '/' : `${route}/`, lang));
}

export const isNotFoundSlug = (slug: string[] = []) => slug.length === 1 && slug[0] === NOT_FOUND_SLUG[0];
