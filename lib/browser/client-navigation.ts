// Which links the site's router follows (components/layout/ClientNavigation.tsx). Links are plain
// server-rendered <a href> elements with the base in their href; one listener per page decides, click by
// click, what next/link would decide per link: the router takes a plain left click on a link to a page of
// this site, the browser everything else (new tabs, downloads, files, other sites, headings of this page).
// This runs in the browser on every page, so it gets the site as the small SiteRoots rather than importing
// siteConfig, whose sidebars would land in the first-visit JavaScript.
import { basePathOf, stripBase } from '../base-path';
import type { SiteConfig } from '../site-config';

/** What tells the site's pages apart from everything else, and one root layout from another. */
export interface SiteRoots {
  /** Next.js's basePath: `/docs`, or '' at the root of a domain. */
  basePath: string;
  /** The path prefixes of the languages that have one (`/zh`); each language has its own root layout. */
  langPrefixes: string[];
}

export function siteRootsOf(config: Pick<SiteConfig, 'base' | 'langs'>): SiteRoots {
  return { basePath: basePathOf(config.base), langPrefixes: config.langs.map((l) => l.prefix).filter(Boolean) };
}

/** The language prefix a base-free path starts with, '' for the default language. */
const langPrefixOf = (path: string, prefixes: string[]) =>
  prefixes.find((p) => path === p || path.startsWith(`${p}/`)) ?? '';

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkLike {
  /** The resolved URL (`a.href`). */
  href: string;
  target: string;
  download: boolean;
}

/** A file of the export rather than a page: the last segment has an extension (`index.md`, `rss.xml`, `llms.txt`). */
function isFile(pathname: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * The address the router should go to for a link to `href` seen from the page at `current` (both absolute
 * URLs): the path without the base (the router adds it), the query and the hash. Null when the browser should follow the link itself: another origin, outside the
 * base, a file, the other language (its own root layout, which only a full load can swap), or a jump to a
 * heading of the page being read (the browser scrolls).
 */
export function routerHref(href: string, current: string, { basePath, langPrefixes }: SiteRoots): string | null {
  const from = new URL(current);
  const to = new URL(href, from);
  if (to.origin !== from.origin) return null;
  const path = stripBase(to.pathname, basePath);
  if (path === null || isFile(path)) return null;
  const fromPath = stripBase(from.pathname, basePath) ?? from.pathname;
  if (langPrefixOf(path, langPrefixes) !== langPrefixOf(fromPath, langPrefixes)) return null;
  // `href` keeps an empty fragment (`/a#`), which `hash` drops: both stay on the page.
  if (to.href.includes('#') && to.pathname === from.pathname && to.search === from.search) return null;
  return `${path}${to.search}${to.hash}`;
}

/** What a click on a link does: the router's address to go to (see routerHref), or null to leave it to the browser. */
export function clientNavigationHref(
  click: ClickLike,
  link: LinkLike,
  current: string,
  site: SiteRoots,
): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return null;
  if (link.download || (link.target && link.target !== '_self')) return null;
  return routerHref(link.href, current, site);
}

/**
 * The page to preload when the reader points at a link or reaches it by keyboard (docs/behaviour.md §2.2), or null:
 * not a page the router would open, or this very page.
 */
export function preloadHref(href: string, current: string, site: SiteRoots): string | null {
  const to = routerHref(href, current, site);
  if (to === null) return null;
  const page = to.replace(/#.*$/, '');
  const from = new URL(current);
  return page === `${stripBase(from.pathname, site.basePath)}${from.search}` ? null : page;
}
