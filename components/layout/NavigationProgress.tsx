'use client';
// The navigation progress bar (docs/behaviour.md §2.2): a navigation that is not done within 200 ms shows nprogress
// (minimum 0.08, trickle every 800 ms), whatever started it: a link click, a search result picked with
// the keyboard (NAVIGATION_START_EVENT), Back or Forward. nprogress is not in the page's first scripts; it
// loads when the browser is first idle, so the first slow navigation does not wait for it.
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { stripBase } from '@/lib/base-path';
import {
  leavesPage,
  NAVIGATION_START_EVENT,
  PROGRESS_DELAY_MS,
  PROGRESS_OPTIONS,
  startsPageNavigation,
} from '@/lib/browser/navigation-progress';
import type { SiteRoots } from '@/lib/browser/client-navigation';
import './NavigationProgress.css';

type NProgress = typeof import('nprogress').default;

let loading: Promise<NProgress> | undefined;
const loadBar = () =>
  (loading ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure(PROGRESS_OPTIONS);
    return nprogress;
  }));

export function NavigationProgress({ site }: { site: SiteRoots }) {
  const pathname = usePathname();
  const shown = useRef(pathname);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navigating = useRef(false);
  const bar = useRef<NProgress | null>(null);

  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    whenIdle(() => void loadBar().then((nprogress) => (bar.current = nprogress)));

    const start = () => {
      navigating.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        bar.current ??= await loadBar();
        if (navigating.current) bar.current.start();
      }, PROGRESS_DELAY_MS);
    };
    // Capture: the router's click handlers (ClientNavigation, next/link in search) prevent the default
    // before a bubbling listener sees it.
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (
        a &&
        startsPageNavigation(
          e,
          { href: a.href, target: a.target, download: a.hasAttribute('download') },
          location.href,
          site,
        )
      )
        start();
    };
    const onStart = (e: Event) => leavesPage((e as CustomEvent<string>).detail, shown.current) && start();
    // Back and Forward: the address has changed, the page on screen not yet.
    const onPopState = () => leavesPage(stripBase(location.pathname, site.basePath), shown.current) && start();
    document.addEventListener('click', onClick, true);
    window.addEventListener(NAVIGATION_START_EVENT, onStart);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(NAVIGATION_START_EVENT, onStart);
      window.removeEventListener('popstate', onPopState);
    };
  }, [site]);

  useEffect(() => {
    shown.current = pathname;
    navigating.current = false;
    clearTimeout(timer.current);
    bar.current?.done();
  }, [pathname]);

  return null;
}
