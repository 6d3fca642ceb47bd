// The navigation progress bar (docs/behaviour.md §2.2): it shows only for navigations slower than 200 ms, with
// nprogress's start at 0.08 and a trickle every 800 ms.
import { stripBase } from '../base-path';
import { clientNavigationHref, type ClickLike, type LinkLike, type SiteRoots } from './client-navigation';

export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_OPTIONS = { minimum: 0.08, trickleSpeed: 800, showSpinner: false } as const;

/**
 * Whether a click on a link starts a navigation to another page that the router handles (lib/browser/client-navigation.ts):
 * the bar ends when the path changes, so a click that keeps the path (a query, the same page) starts none.
 */
export function startsPageNavigation(click: ClickLike, link: LinkLike, current: string, site: SiteRoots): boolean {
  const to = clientNavigationHref(click, link, current, site);
  return to !== null && new URL(to, current).pathname !== stripBase(new URL(current).pathname, site.basePath);
}

/** Dispatched on `window` by code that calls the router itself (a search result picked with Enter); its detail is the base-free path. */
export const NAVIGATION_START_EVENT = 'rsbuild-navigation-start';

/**
 * Whether going to `to` (a base-free path, maybe with a query or hash; null when outside the base) leaves
 * the page on screen, `shown` as the router reports it: Back to another heading of the same page does not.
 */
export function leavesPage(to: string | null, shown: string): boolean {
  if (to === null) return false;
  const path = (p: string) => new URL(p, 'http://x').pathname.replace(/(.)\/$/, '$1');
  return path(to) !== path(shown);
}
