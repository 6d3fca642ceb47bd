'use client';
// Client-side navigation for every link of the page, mounted once per root layout. Links are plain
// server-rendered <a href> elements (the base already in their href): a hundred next/link instances per
// doc page cost more to hydrate than the rest of the page. One listener per event does their work instead:
// a click the router should take (lib/browser/client-navigation.ts) becomes router.push, and pointing at a link or
// reaching it by keyboard preloads its page (docs/behaviour.md §2.2), never merely scrolling it into view. A tap does not:
// its click follows within a round trip, before a preload could finish, and the router then fetches the
// whole page anyway, so a preload would only fetch it twice.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { clientNavigationHref, preloadHref, type SiteRoots } from '@/lib/browser/client-navigation';

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const a = target instanceof Element ? target.closest('a[href]') : null;
  return a instanceof HTMLAnchorElement ? a : null;
}

export function ClientNavigation({ site }: { site: SiteRoots }) {
  const router = useRouter();
  useEffect(() => {
    // Where the pointer pressed, while it rests there. A click then changes the page under it (the new
    // page's sidebar scrolls to its entry), and the browser reports whatever link comes under the still
    // pointer as pointed at; the reader pointed at none of them.
    let resting: { x: number; y: number } | null = null;
    const onPress = (e: PointerEvent) => {
      resting = e.pointerType === 'touch' ? null : { x: e.clientX, y: e.clientY };
    };
    // Bubbling, after React's own handlers (on the document too, registered first): a link whose handler
    // prevents the default, such as next/link in the search modal, stays theirs.
    const onClick = (e: MouseEvent) => {
      const a = linkOf(e.target);
      if (!a) return;
      const to = clientNavigationHref(
        e,
        { href: a.href, target: a.target, download: a.hasAttribute('download') },
        location.href,
        site,
      );
      if (to === null) return;
      e.preventDefault();
      router.push(to);
    };
    const preload = (e: Event) => {
      const a = linkOf(e.target);
      // Moving between the parts of one link is not pointing at it again; a finger is not pointing.
      if (
        !a ||
        (e instanceof PointerEvent && (e.pointerType === 'touch' || a.contains(e.relatedTarget as Node | null)))
      )
        return;
      if (e instanceof PointerEvent && resting && e.clientX === resting.x && e.clientY === resting.y) return;
      // A link a pointer focuses is being clicked already.
      if (e.type === 'focusin' && !a.matches(':focus-visible')) return;
      const to = preloadHref(a.href, location.href, site);
      if (to !== null) router.prefetch(to);
    };
    const onMove = (e: PointerEvent) => {
      if (resting && (e.clientX !== resting.x || e.clientY !== resting.y)) resting = null;
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('pointerover', preload);
    document.addEventListener('pointermove', onMove);
    document.addEventListener('focusin', preload);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('pointerover', preload);
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('focusin', preload);
    };
  }, [router, site]);
  return null;
}
