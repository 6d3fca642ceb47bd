// JSON-LD for search engines: the breadcrumb trail of a doc page, from its place in the sidebar, and the
// site itself with its search on the home page.
import { siteConfig, type Lang, type SidebarItem } from '../site-config';
import type { PageData } from '../content/page-data';
import { t } from '../i18n';
import { siteLangOf, localizePath } from '../routing/lang-path';
import { sidebarFor } from '../page/sidebar';
import { sectionOf } from './sections';
import { absoluteUrl } from './urls';
import { SEARCH_QUERY_PARAM } from '../search/keys';

export interface Crumb {
  name: string;
  /** URL path in the page's language. */
  path: string;
}

/** The sidebar groups that hold a route, outermost first, or undefined when the sidebar does not list it. */
function groupsHolding(items: SidebarItem[], route: string): Extract<SidebarItem, { kind: 'group' }>[] | undefined {
  for (const item of items) {
    if (item.kind === 'link' && item.link === route) return [];
    if (item.kind === 'group') {
      if (item.link === route) return [];
      const inner = groupsHolding(item.items, route);
      if (inner) return [item, ...inner];
    }
  }
  return undefined;
}

function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.kind === 'link') return item.link;
    if (item.kind === 'group') {
      const link = item.link ?? firstLink(item.items);
      if (link) return link;
    }
  }
  return undefined;
}

/**
 * Home > navbar section > sidebar groups > page. A group without a page of its own stands for its first
 * page; a step that leads where a later one leads is dropped, so no two steps share an address.
 */
export function breadcrumbTrail(
  route: string,
  lang: Lang,
  title: string,
  sidebars: Record<string, SidebarItem[]> = siteConfig.sidebars,
): Crumb[] {
  const section = sectionOf(route, lang);
  const groups = groupsHolding(sidebarFor(route, sidebars), route) ?? [];
  const trail: Crumb[] = [
    { name: siteConfig.title, path: localizePath('/', lang) },
    ...(section ? [{ name: section.text, path: section.link }] : []),
    ...groups.flatMap((g) => {
      const link = g.link ?? firstLink(g.items);
      return link ? [{ name: t(lang, g.text), path: localizePath(link, lang) }] : [];
    }),
    { name: title, path: localizePath(route, lang) },
  ];
  return trail.filter((crumb, i) => !trail.slice(i + 1).some((later) => later.path === crumb.path));
}

export function breadcrumbList(trail: Crumb[], siteUrl: string = siteConfig.siteUrl) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

/** The query parameter that opens the search with a query (`/?q=minify`). */

export function webSite(lang: Lang, siteUrl: string = siteConfig.siteUrl) {
  const home = absoluteUrl(localizePath('/', lang), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.title,
    url: home,
    description: t(lang, 'site.description'),
    inLanguage: siteLangOf(lang).htmlLang,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}?${SEARCH_QUERY_PARAM}={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** JSON for an inline <script>: `<` escaped so page text can never close the script element. */
export const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** A page's JSON-LD: the site's WebSite on the home page, a breadcrumb trail on a doc page, else none. */
export function structuredDataFor(page: Pick<PageData, 'pageType' | 'route' | 'lang' | 'title'>): object | undefined {
  if (page.pageType === 'home') return webSite(page.lang);
  return page.pageType === 'doc' ? breadcrumbList(breadcrumbTrail(page.route, page.lang, page.title)) : undefined;
}
