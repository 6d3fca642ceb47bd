// The sidebar as the browser receives it: its section's layout carries it once (lib/page/route.ts
// resolveSection), and every page's HTML inlines that payload, so it travels as short data rather than as
// a rendered tree (a third of the bytes), and without what depends on the page: the browser marks the
// current page (components/sidebar/SidebarTree.tsx), checked against the route resolver's sidebar.
import type { ResolvedSidebarItem } from './sidebar';

export type SidebarPayloadItem =
  | { text: string; link: string; tag?: string }
  | { text: string; link?: string; tag?: string; items: SidebarPayloadItem[]; fixed?: 1; closed?: 1 }
  | { divider: 'solid' | 'dashed' }
  | { section: string; tag?: string }
  | { text: string; href: string };

const withTag = <T extends object>(value: T, tag?: string) => (tag ? { ...value, tag } : value);

export function packSidebar(items: ResolvedSidebarItem[]): SidebarPayloadItem[] {
  return items.map((item): SidebarPayloadItem => {
    switch (item.kind) {
      case 'link':
        return withTag({ text: item.text, link: item.link }, item.tag);
      case 'group':
        return withTag(
          {
            text: item.text,
            ...(item.link ? { link: item.link } : {}),
            items: packSidebar(item.items),
            ...(item.collapsible ? {} : { fixed: 1 as const }),
            ...(item.collapsed ? { closed: 1 as const } : {}),
          },
          item.tag,
        );
      case 'divider':
        return { divider: item.dividerType };
      case 'section':
        return withTag({ section: item.text }, item.tag);
      case 'external':
        return { text: item.text, href: item.link };
    }
  });
}

/** The sidebar of the page at `currentPath`: its link marked active, the groups holding it open. */
export function unpackSidebar(items: SidebarPayloadItem[], currentPath: string): ResolvedSidebarItem[] {
  return items.map((item): ResolvedSidebarItem => {
    if ('divider' in item) return { kind: 'divider', dividerType: item.divider };
    if ('section' in item) return { kind: 'section', text: item.section, tag: item.tag };
    if ('href' in item) return { kind: 'external', text: item.text, link: item.href };
    if ('items' in item) {
      const children = unpackSidebar(item.items, currentPath);
      const current = item.link !== undefined && item.link === currentPath;
      const active = current || children.some((c) => 'active' in c && c.active);
      return { kind: 'group', text: item.text, link: item.link, items: children, collapsible: !item.fixed, collapsed: !active && !!item.closed, active, current, tag: item.tag };
    }
    return { kind: 'link', text: item.text, link: item.link, active: item.link === currentPath, tag: item.tag };
  });
}
