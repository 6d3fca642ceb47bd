// The sidebar as the browser receives it: its section's layout carries it once (lib/page/route.ts
// resolveSection), and every page's HTML inlines that payload, so it travels as short data rather than as
// a rendered tree, and without what depends on the page: the browser marks the current page
// (components/sidebar/SidebarTree.tsx), checked against the route resolver's sidebar. Links, most of the
// entries, are [text, path] pairs, their paths written after the prefix all of the sidebar's links share.
import type { ResolvedSidebarItem } from './sidebar';

/** An entry's text, or its pieces when it has break points. */
type PayloadText = string | string[];

export type SidebarPayloadItem =
  | [text: PayloadText, path: string]
  | [text: PayloadText, path: string, tag: string]
  | { text: PayloadText; path?: string; tag?: string; items: SidebarPayloadItem[]; fixed?: 1; closed?: 1 }
  | { divider: 'solid' | 'dashed' }
  | { section: string; tag?: string }
  | { text: string; href: string };

export interface SidebarPayload {
  /** What every internal link of the sidebar starts with, left out of each `path`. */
  base: string;
  items: SidebarPayloadItem[];
}

/** The longest prefix, up to a slash, of every internal link in `items`. */
function commonBase(items: ResolvedSidebarItem[]): string {
  const links: string[] = [];
  const collect = (list: ResolvedSidebarItem[]) => {
    for (const item of list) {
      if (item.kind === 'link') links.push(item.link);
      if (item.kind === 'group') {
        if (item.link) links.push(item.link);
        collect(item.items);
      }
    }
  };
  collect(items);
  if (links.length === 0) return '/';
  let base = links[0].slice(0, links[0].lastIndexOf('/') + 1);
  for (const link of links)
    while (!link.startsWith(base))
      base = base.length > 1 ? base.slice(0, base.lastIndexOf('/', base.length - 2) + 1) : '';
  return base;
}

export function packSidebar(resolved: ResolvedSidebarItem[]): SidebarPayload {
  const base = commonBase(resolved);
  const pack = (items: ResolvedSidebarItem[]): SidebarPayloadItem[] =>
    items.map((item): SidebarPayloadItem => {
      switch (item.kind) {
        case 'link': {
          const path = item.link.slice(base.length);
          const text = item.pieces ?? item.text;
          return item.tag ? [text, path, item.tag] : [text, path];
        }
        case 'group':
          return {
            text: item.pieces ?? item.text,
            ...(item.link ? { path: item.link.slice(base.length) } : {}),
            ...(item.tag ? { tag: item.tag } : {}),
            items: pack(item.items),
            ...(item.collapsible ? {} : { fixed: 1 as const }),
            ...(item.collapsed ? { closed: 1 as const } : {}),
          };
        case 'divider':
          return { divider: item.dividerType };
        case 'section':
          return item.tag ? { section: item.text, tag: item.tag } : { section: item.text };
        case 'external':
          return { text: item.text, href: item.link };
      }
    });
  return { base, items: pack(resolved) };
}

/** The sidebar of the page at `currentPath`: its link marked active, the groups holding it open. */
export function unpackSidebar({ base, items }: SidebarPayload, currentPath: string): ResolvedSidebarItem[] {
  const named = (text: PayloadText) => (typeof text === 'string' ? { text } : { text: text.join(''), pieces: text });
  const unpack = (list: SidebarPayloadItem[]): ResolvedSidebarItem[] =>
    list.map((item): ResolvedSidebarItem => {
      if (Array.isArray(item)) {
        const link = base + item[1];
        return { kind: 'link', ...named(item[0]), link, active: link === currentPath, tag: item[2] };
      }
      if ('divider' in item) return { kind: 'divider', dividerType: item.divider };
      if ('section' in item) return { kind: 'section', text: item.section, tag: item.tag };
      if ('href' in item) return { kind: 'external', text: item.text, link: item.href };
      const children = unpack(item.items);
      const link = item.path === undefined ? undefined : base + item.path;
      const current = link !== undefined && link === currentPath;
      const active = current || children.some((c) => 'active' in c && c.active);
      return {
        kind: 'group',
        ...named(item.text),
        link,
        items: children,
        collapsible: !item.fixed,
        collapsed: !active && !!item.closed,
        active,
        current,
        tag: item.tag,
      };
    });
  return unpack(items);
}
