// The nav items as every page of a language shares them (lib/nav.ts localizedNav), and the one step that
// depends on the page: which item is active. Kept apart from lib/nav.ts, which reads the site config, so
// the browser can mark the items without the config in its bundle (components/navbar/SiteHeader.tsx).

export interface NavItemData {
  text: string;
  link?: string;
  external: boolean;
  /** A language-neutral route prefix: the item is active on the pages under it. */
  activeMatch?: string;
  position: 'left' | 'right';
  items?: NavItemData[];
}

export interface ResolvedNavItem extends Omit<NavItemData, 'items' | 'activeMatch'> {
  active: boolean;
  items?: ResolvedNavItem[];
}

/** The items with the ones whose activeMatch the language-neutral `route` starts with marked active. */
export function markNavActive(items: NavItemData[], route: string): ResolvedNavItem[] {
  return items.map(({ activeMatch, items: children, ...item }) => ({
    ...item,
    active: activeMatch ? route.startsWith(activeMatch) : false,
    ...(children ? { items: markNavActive(children, route) } : {}),
  }));
}

/** Left items follow the logo; right items (the default) sit before the tools. */
export function navByPosition<T extends { position: 'left' | 'right' }>(items: T[]): { left: T[]; right: T[] } {
  return { left: items.filter((i) => i.position === 'left'), right: items.filter((i) => i.position === 'right') };
}
