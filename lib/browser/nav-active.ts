// The nav items as every page of a language shares them (lib/page/nav.ts localizedNav), and what the browser
// works out from the navbar's data: which item is active, which social links fit in the bar. Kept apart
// from lib/page/nav.ts, which reads the site config, so the browser does this without the config in its bundle
// (components/navbar/SiteHeader.tsx, SocialLinks.tsx).

/** Defaults are left out (not external, on the right): every page's payload carries these. */
export interface NavItemData {
  text: string;
  link?: string;
  external?: true;
  /** A language-neutral route prefix: the item is active on the pages under it. */
  activeMatch?: string;
  position?: 'left';
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
export function navByPosition<T extends { position?: 'left' }>(items: T[]): { left: T[]; right: T[] } {
  return { left: items.filter((i) => i.position === 'left'), right: items.filter((i) => i.position !== 'left') };
}

/** The first `inline` social links show in the navbar; the rest go into a popup. */
export function splitSocialLinks<T>(links: T[], inline: number): { inline: T[]; more: T[] } {
  return { inline: links.slice(0, inline), more: links.slice(inline) };
}
