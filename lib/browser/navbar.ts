// The navbar and the menus in the browser: when the navbar hides, the widths below which menus fold into
// drawers, and how long a dropdown waits before it closes.

// The navbar (docs/behaviour.md §2.4): `never` hides it, `always` keeps it hidden, `scroll` hides it while the
// reader scrolls down and shows it again on any scroll up.
export type HideNavbar = 'never' | 'always' | 'scroll';
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

export function navbarHidden(
  mode: HideNavbar,
  previousY: number,
  y: number,
  hiddenNow: boolean,
  navbarHeight: number,
): boolean {
  if (mode === 'always') return true;
  if (mode === 'never' || y <= navbarHeight) return false;
  if (y === previousY) return hiddenNow;
  return y > previousY;
}

/** Below this width the navbar folds into the mobile nav screen (§2.8). */
export const MOBILE_NAV_MIN_WIDTH = 768;

/**
 * The widest windows in which the menu bar's panels exist (components/layout/DocLayout.css): the sidebar
 * is a drawer up to 960 px, the outline a dropdown up to 1280 px.
 */
export const MENU_PANEL_MAX_WIDTH = { sidebar: 960, outline: 1280 } as const;

/** Nav dropdowns stay open this long after the pointer leaves, so a diagonal move does not close them. */
export const NAV_DROPDOWN_CLOSE_MS = 150;
