// The sidebar of a page, resolved from the site config: texts from the i18n module and page titles,
// links in the page's language, the active link and the groups that hold it.
import { siteConfig, type Lang, type SidebarItem } from '../site-config';
import { t } from '../i18n';
import { localizePath } from '../routing/lang-path';
import { breakPieces, SIDEBAR_PIECES } from '../content/line-breaks';

export type ResolvedSidebarItem =
  | { kind: 'link'; text: string; pieces?: string[]; link: string; active: boolean; tag?: string }
  | {
      kind: 'group';
      text: string;
      /** The text's pieces when it has break points (lib/content/line-breaks.ts breakPieces). */
      pieces?: string[];
      link?: string;
      items: ResolvedSidebarItem[];
      collapsible: boolean;
      collapsed: boolean;
      active: boolean;
      current: boolean;
      tag?: string;
    }
  | { kind: 'divider'; dividerType: 'solid' | 'dashed' }
  | { kind: 'section'; text: string; tag?: string }
  | { kind: 'external'; text: string; link: string };

/** The key of the sidebar config for a language-neutral route: the longest section prefix that matches it. */
export function sidebarKeyFor(
  route: string,
  sidebars: Record<string, SidebarItem[]> = siteConfig.sidebars,
): string | undefined {
  return Object.keys(sidebars)
    .filter((p) => route.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
}

/** The sidebar config for a language-neutral route. */
export function sidebarFor(
  route: string,
  sidebars: Record<string, SidebarItem[]> = siteConfig.sidebars,
): SidebarItem[] {
  const key = sidebarKeyFor(route, sidebars);
  return key ? sidebars[key] : [];
}

/** The keys of every sidebar that a route under `/<section>/` (its first path segment) can show. */
export function sectionSidebarKeys(
  section: string,
  sidebars: Record<string, SidebarItem[]> = siteConfig.sidebars,
): string[] {
  const top = `/${section}/`;
  return Object.keys(sidebars).filter((p) => p.startsWith(top) || top.startsWith(p));
}

/**
 * @param titleOf the title of a page by its URL path; a route with no page is an error, so a sidebar
 * can never point at a missing page.
 */
export function resolveSidebar(
  items: SidebarItem[],
  lang: Lang,
  currentPath: string,
  titleOf: (routePath: string) => string | undefined,
): ResolvedSidebarItem[] {
  const resolve = (item: SidebarItem): ResolvedSidebarItem => {
    switch (item.kind) {
      case 'link': {
        const link = localizePath(item.link, lang);
        const text = titleOf(link);
        if (text === undefined) throw new Error(`Sidebar links to ${link}, which has no page`);
        return {
          kind: 'link',
          text,
          ...breakPieces(text, SIDEBAR_PIECES),
          link,
          active: link === currentPath,
          tag: item.tag && t(lang, item.tag),
        };
      }
      case 'group': {
        const items = item.items.map(resolve);
        const link = item.link && localizePath(item.link, lang);
        const current = link === currentPath;
        const active = current || items.some((i) => 'active' in i && i.active);
        // A group holding the current page is always open.
        const collapsed = !active && (item.collapsed ?? false);
        const text = t(lang, item.text);
        return {
          kind: 'group',
          text,
          ...breakPieces(text, SIDEBAR_PIECES),
          link,
          items,
          collapsible: item.collapsible ?? true,
          collapsed,
          active,
          current,
          tag: item.tag && t(lang, item.tag),
        };
      }
      case 'divider':
        return { kind: 'divider', dividerType: item.dividerType ?? 'solid' };
      case 'section':
        return { kind: 'section', text: t(lang, item.text), tag: item.tag && t(lang, item.tag) };
      case 'external':
        return { kind: 'external', text: t(lang, item.text), link: item.link };
    }
  };
  return items.map(resolve);
}

export interface PageLink {
  text: string;
  link: string;
}

/** The sidebar's pages in reading order. */
export function flattenSidebar(items: ResolvedSidebarItem[]): PageLink[] {
  return items.flatMap((item): PageLink[] => {
    if (item.kind === 'link') return [{ text: item.text, link: item.link }];
    if (item.kind === 'group')
      return [...(item.link ? [{ text: item.text, link: item.link }] : []), ...flattenSidebar(item.items)];
    return [];
  });
}

/** Previous and next pages of the flattened sidebar order. */
export function prevNext(items: ResolvedSidebarItem[], currentPath: string): { prev?: PageLink; next?: PageLink } {
  const flat = flattenSidebar(items);
  const i = flat.findIndex((p) => p.link === currentPath);
  if (i === -1) return {};
  return { prev: flat[i - 1], next: flat[i + 1] };
}
