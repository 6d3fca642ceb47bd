'use client';
// The top loading bar (spec 2.2, §9): a navigation that is not done within 200 ms shows nprogress
// (minimum 0.08, trickle every 800 ms). nprogress loads only then, so it costs a first visit nothing.
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { PROGRESS_DELAY_MS, PROGRESS_OPTIONS, startsPageNavigation } from '@/lib/page-loading';
import type { SiteRoots } from '@/lib/client-navigation';
import './NavigationProgress.css';

type NProgress = typeof import('nprogress').default;

export function NavigationProgress({ site }: { site: SiteRoots }) {
  const pathname = usePathname();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navigating = useRef(false);
  const bar = useRef<NProgress | null>(null);

  useEffect(() => {
    // Capture: the router's click handlers (ClientNavigation, next/link in search) prevent the default
    // before a bubbling listener sees it.
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || !startsPageNavigation(e, { href: a.href, target: a.target, download: a.hasAttribute('download') }, location.href, site)) return;
      navigating.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        const { default: nprogress } = await import('nprogress');
        nprogress.configure(PROGRESS_OPTIONS);
        bar.current = nprogress;
        if (navigating.current) nprogress.start();
      }, PROGRESS_DELAY_MS);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [site]);

  useEffect(() => {
    navigating.current = false;
    clearTimeout(timer.current);
    bar.current?.done();
  }, [pathname]);

  return null;
}
