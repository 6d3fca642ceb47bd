// The one route resolver: a language and a catch-all slug become exactly one of a page (with everything
// its layout renders), a redirect stub, or the 404 page. app/ asks once per route; the page component
// and generateMetadata share the answer, and components only render it.
import type { Metadata } from 'next';
import type { Lang } from '../site-config';
import { siteConfig } from '../site-config';
import { t } from '../i18n';
import { getContentIndex, type ContentIndex } from '../content/content-index';
import type { PageData } from '../content/page-data';
import { isNotFoundSlug, pageForSlug, redirectForSlug, staticSlugs } from '../content/static-routes';
import { layoutParts, type LayoutParts } from '../layout';
import { prevNext, resolveSidebar, sidebarFor, type PageLink, type ResolvedSidebarItem } from '../sidebar';
import { buildOverview, type OverviewGroup } from '../overview';
import { breadcrumbList, breadcrumbTrail, webSite } from '../seo/structured-data';
import { notFoundMetadata, pageMetadata, redirectMetadata } from '../seo/page-metadata';

export interface PageRoute {
  kind: 'page';
  lang: Lang;
  page: PageData;
  metadata: Metadata;
  /** Which layout parts the page type and frontmatter keep (the query string can still hide them). */
  parts: LayoutParts;
  /** The section's sidebar as this page shows it; empty when the page has none. */
  sidebar: ResolvedSidebarItem[];
  prev?: PageLink;
  next?: PageLink;
  /** The list of an overview page (frontmatter `overview: true`). */
  overview?: OverviewGroup[];
  /** JSON-LD: the site with its search on the home page, the breadcrumb trail on doc pages. */
  structuredData?: object;
  /** The announcement bar shows wherever the navbar does. */
  announcement: boolean;
  scrollToTop: boolean;
}

export interface RedirectRoute {
  kind: 'redirect';
  lang: Lang;
  metadata: Metadata;
  /** Where the stub sends the reader: a same-site path. */
  target: string;
}

export interface NotFoundRoute {
  kind: 'not-found';
  lang: Lang;
  metadata: Metadata;
  /** Every page's path, for the 404 page's script that corrects near misses. */
  routes: string[];
}

export type ResolvedRoute = PageRoute | RedirectRoute | NotFoundRoute;

export function resolveRoute(index: ContentIndex, lang: Lang, slug?: string[]): ResolvedRoute {
  const page = isNotFoundSlug(slug) ? undefined : pageForSlug(index, lang, slug);
  if (page) return pageRoute(index, page);
  const target = isNotFoundSlug(slug) ? undefined : redirectForSlug(lang, slug);
  if (target) return { kind: 'redirect', lang, target, metadata: redirectMetadata(lang, target) };
  return { kind: 'not-found', lang, metadata: notFoundMetadata(), routes: index.pages.map((p) => p.routePath) };
}

function pageRoute(index: ContentIndex, page: PageData): PageRoute {
  const { lang } = page;
  const parts = layoutParts(page.pageType, page.frontmatter);
  const doc = page.pageType === 'doc';
  const sidebar = doc ? resolveSidebar(sidebarFor(page.route), lang, page.routePath, (p) => index.byRoutePath.get(p)?.title) : [];
  const overview = doc && page.frontmatter.overview
    ? buildOverview(sidebar, {
        currentPath: page.routePath,
        headersDepth: siteConfig.overview.headersDepth,
        othersTitle: t(lang, 'overview.othersGroup'),
        tocOf: (p) => index.byRoutePath.get(p)?.toc ?? [],
      })
    : undefined;
  return {
    kind: 'page',
    lang,
    page,
    metadata: pageMetadata(page, (p) => index.byRoutePath.has(p)),
    parts: { ...parts, sidebar: parts.sidebar && sidebar.length > 0, outline: parts.outline && page.toc.length > 0 },
    sidebar: parts.sidebar ? sidebar : [],
    ...prevNext(sidebar, page.routePath),
    overview,
    structuredData: page.pageType === 'home' ? webSite(lang) : doc ? breadcrumbList(breadcrumbTrail(page.route, lang, page.title)) : undefined,
    announcement: parts.navbar,
    scrollToTop: siteConfig.enableScrollToTop && doc,
  };
}

/** The slugs Next pre-renders for a language: its pages, the redirect table's old paths, its 404. */
export function routeParams(index: ContentIndex, lang: Lang): { slug: string[] }[] {
  return staticSlugs(index, lang).map((slug) => ({ slug }));
}

const resolved = new WeakMap<ContentIndex, Map<string, ResolvedRoute>>();

/** resolveRoute, remembered per content index so that a page and its metadata resolve once. */
export function routeFor(index: ContentIndex, lang: Lang, slug: string[] = []): ResolvedRoute {
  let routes = resolved.get(index);
  if (!routes) resolved.set(index, (routes = new Map()));
  const key = `${lang}:${slug.join('/')}`;
  let route = routes.get(key);
  if (!route) routes.set(key, (route = resolveRoute(index, lang, slug)));
  return route;
}

/** A route of this site, from its content index (rebuilt on edits under `next dev`). */
export const siteRoute = (lang: Lang, slug?: string[]) => routeFor(getContentIndex(), lang, slug);

export const siteRouteParams = (lang: Lang) => routeParams(getContentIndex(), lang);
