// Page loading (spec 2.2, §9): the top loading bar shows only for navigations slower than 200 ms, with
// nprogress's start at 0.08 and a trickle every 800 ms.
export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_OPTIONS = { minimum: 0.08, trickleSpeed: 800, showSpinner: false } as const;

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether a click on a link starts a navigation to another page of the site that the router handles:
 * left button, no modifier (spec §5), same origin, same tab, another path (a hash only scrolls).
 */
export function startsPageNavigation(click: ClickLike, link: { href: string; target: string; download: boolean }, current: string): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download || (link.target && link.target !== '_self')) return false;
  const from = new URL(current);
  const to = new URL(link.href, from);
  return to.origin === from.origin && to.pathname !== from.pathname;
}
