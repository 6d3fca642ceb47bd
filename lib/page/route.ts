// The one route resolver: a language and a slug become exactly one of a page (with everything its layout
// renders), a redirect stub, or the 404 page; a language and a section (a slug's first segment) become what
// the section's pages share. app/ asks once per route; the page component and generateMetadata share the
// answer, and components only render it.
import type { Metadata } from 'next';
import type { Lang } from '../site-config';
import { siteConfig } from '../site-config';
import { t } from '../i18n';
import { getContentIndex } from '../content/site-index';
import type { ContentIndex } from '../content/content-index';
import type { PageData } from '../content/page-data';
import { isNotFoundSlug, NOT_FOUND_SLUG, pageForSlug, redirectForSlug, staticSlugs } from '../content/static-routes';
import { exactRedirects } from '../routing/redirects';
import { siteLangOf, localizePath } from '../routing/lang-path';
import type { HeaderRoutes } from '../browser/header-route';
import { layoutParts, type LayoutParts } from './layout-parts';
import {
  prevNext,
  resolveSidebar,
  sectionSidebarKeys,
  sidebarFor,
  sidebarKeyFor,
  type PageLink,
  type ResolvedSidebarItem,
} from './sidebar';
import { packSidebar, type SidebarPayload } from './sidebar-payload';
import { buildOverview, type OverviewGroup } from './overview';
import { notFoundMetadata, pageHeadTags, pageMetadata, redirectMetadata } from '../seo/page-metadata';
import type { HeadTag } from '../seo/head-tags';

export interface PageRoute {
  kind: 'page';
  lang: Lang;
  page: PageData;
  metadata: Metadata;
  /** The head tags only the page's HTML carries (lib/page/html-tags.ts); `next dev` renders them. */
  htmlOnlyHeadTags: HeadTag[];
  /** Which layout parts the page type and frontmatter keep (the query string can still hide them). */
  parts: LayoutParts;
  /** The section's sidebar as this page shows it; empty when the page has none. */
  sidebar: ResolvedSidebarItem[];
  /** Which of its section's sidebars (SectionRoute) the page shows; the browser renders it from there. */
  sidebarKey?: string;
  prev?: PageLink;
  next?: PageLink;
  /** The list of an overview page (frontmatter `overview: true`). */
  overview?: OverviewGroup[];
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

/**
 * What every route under one first path segment shares, rendered once as the section's layout: a client
 * navigation within the section fetches it once and then only the pages.
 */
export interface SectionRoute {
  /** Its sidebars by key, as page-independent payload: each page marks itself (lib/page/sidebar-payload.ts). */
  sidebars: Record<string, SidebarPayload>;
}

export function resolveSection(index: ContentIndex, lang: Lang, section: string): SectionRoute {
  const titleOf = (p: string) => index.byRoutePath.get(p)?.title;
  // No page is current here, so every group keeps the collapsed state the config gives it.
  const sidebars = sectionSidebarKeys(section).map((key) => [
    key,
    packSidebar(resolveSidebar(siteConfig.sidebars[key], lang, '', titleOf)),
  ]);
  return { sidebars: Object.fromEntries(sidebars) };
}

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
  const sidebar = doc
    ? resolveSidebar(sidebarFor(page.route), lang, page.routePath, (p) => index.byRoutePath.get(p)?.title)
    : [];
  const overview =
    doc && page.frontmatter.overview
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
    metadata: pageMetadata(page),
    htmlOnlyHeadTags: pageHeadTags(page, (p) => index.byRoutePath.has(p)),
    parts: { ...parts, sidebar: parts.sidebar && sidebar.length > 0, outline: parts.outline && page.toc.length > 0 },
    sidebar: parts.sidebar ? sidebar : [],
    sidebarKey: parts.sidebar && sidebar.length > 0 ? sidebarKeyFor(page.route) : undefined,
    ...prevNext(sidebar, page.routePath),
    overview,
    scrollToTop: siteConfig.enableScrollToTop && doc,
  };
}

/** What the language's root layout needs to tell which page its header stands above (lib/browser/header-route.ts). */
export function headerRoutes(index: ContentIndex, lang: Lang): HeaderRoutes {
  const pages = index.pages.filter((p) => p.lang === lang);
  return {
    prefix: siteLangOf(lang).prefix,
    slashed: pages.filter((p) => p.routePath.endsWith('/')).map((p) => p.routePath),
    bare: [
      ...pages.filter((p) => !layoutParts(p.pageType, p.frontmatter).navbar).map((p) => p.routePath),
      ...exactRedirects(siteConfig.redirects).map((r) => localizePath(r.from, lang)),
    ],
    notFound: localizePath(`/${NOT_FOUND_SLUG.join('/')}`, lang),
  };
}

/**
 * The params of the section routes (app/(lang)/[section]/[[...rest]]): every slug Next pre-renders for the
 * language (its pages, the redirect table's old paths, its 404) but the home page's.
 */
export function sectionRouteParams(index: ContentIndex, lang: Lang): { section: string; rest: string[] }[] {
  return staticSlugs(index, lang)
    .filter((slug) => slug.length > 0)
    .map(([section, ...rest]) => ({ section, rest }));
}

/** Remembers per content index what `make` gives for a key, so a page and its metadata resolve once. */
function memo<T>(make: (index: ContentIndex, key: string) => T) {
  const cache = new WeakMap<ContentIndex, Map<string, T>>();
  return (index: ContentIndex, key: string): T => {
    let values = cache.get(index);
    if (!values) cache.set(index, (values = new Map()));
    if (!values.has(key)) values.set(key, make(index, key));
    return values.get(key)!;
  };
}

// Keys are JSON arrays: a slug segment may hold any character.
const routes = memo((index, key) => {
  const [lang, ...slug] = JSON.parse(key) as [Lang, ...string[]];
  return resolveRoute(index, lang, slug);
});
const sections = memo((index, key) => {
  const [lang, section] = JSON.parse(key) as [Lang, string];
  return resolveSection(index, lang, section);
});

/** resolveRoute, remembered per content index. */
export const routeFor = (index: ContentIndex, lang: Lang, slug: string[] = []): ResolvedRoute =>
  routes(index, JSON.stringify([lang, ...slug]));

/** A route of this site, from its content index (rebuilt on edits under `next dev`). */
export const siteRoute = (lang: Lang, slug?: string[]) => routeFor(getContentIndex(), lang, slug);

/** A section of this site, remembered like its routes. */
export const siteSection = (lang: Lang, section: string) =>
  sections(getContentIndex(), JSON.stringify([lang, section]));

const headers = memo((index, lang) => headerRoutes(index, lang as Lang));

/** This site's headerRoutes, remembered like its routes. */
export const siteHeaderRoutes = (lang: Lang) => headers(getContentIndex(), lang);

export const siteSectionRouteParams = (lang: Lang) => sectionRouteParams(getContentIndex(), lang);
