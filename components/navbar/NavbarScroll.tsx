'use client';
// hideNavbar (docs/behaviour.md §2.4): marks <html data-navbar-hidden> while the navbar should be out of the way; the
// CSS slides it up and sets --navbar-height to 0. The mode is read from <html data-hide-navbar-mode> on
// every check, so the page's own markup is the single source of it.
import { useEffect } from 'react';
import { navbarHidden, NAVBAR_SCROLL_THROTTLE_MS, type HideNavbar } from '@/lib/browser/navbar';
import { throttle } from '@/lib/browser/throttle';

// Above this scroll offset the navbar always shows: the page top is where it sits.
const NAVBAR_HEIGHT = 72;

export function NavbarScroll({ mode }: { mode: HideNavbar }) {
  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute('data-hide-navbar-mode')) root.setAttribute('data-hide-navbar-mode', mode);
    let previousY = window.scrollY;
    const check = throttle(() => {
      const current = root.getAttribute('data-hide-navbar-mode') as HideNavbar;
      const y = window.scrollY;
      root.toggleAttribute(
        'data-navbar-hidden',
        navbarHidden(current, previousY, y, root.hasAttribute('data-navbar-hidden'), NAVBAR_HEIGHT),
      );
      previousY = y;
    }, NAVBAR_SCROLL_THROTTLE_MS);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
    };
  }, [mode]);
  return null;
}
