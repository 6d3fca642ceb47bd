'use client';
// What happens after every route change: the query switches (?sidebar=0 ...) are read again, a URL hash
// is scrolled to (and again 100 ms later, once late content has settled: docs/behaviour.md §2.2), and after a client
// navigation focus moves to the content (the heading the hash names, or <main>), as a full page load
// would leave it for screen-reader users, and the crawler tags the HTML carried for the page first loaded
// leave the head.
import { focusRegion } from '@/lib/browser/focus-region';
import { hashTarget } from '@/lib/browser/hash-target';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { applyLayoutQuery, LAYOUT_PARTS } from '@/lib/page/layout-parts';
import { HASH_SCROLL_RETRY_MS } from '@/lib/browser/outline';
import { PAGE_TAG_ATTRIBUTE } from '@/lib/page/page-tag-attribute';

function scrollToHash(): HTMLElement | null {
  const target = hashTarget(location.hash);
  target?.scrollIntoView();
  return target;
}

export function RouteChange() {
  const pathname = usePathname();
  const firstRender = useRef(true);
  useEffect(() => {
    applyLayoutQuery(LAYOUT_PARTS, location.search);
    const initial = firstRender.current;
    firstRender.current = false;
    if (!initial) for (const tag of document.head.querySelectorAll(`[${PAGE_TAG_ATTRIBUTE}]`)) tag.remove();
    const target = scrollToHash();
    // To the heading a link or search result named, else to the top of the content; the next Tab goes on from there.
    if (!initial) focusRegion(target ?? document.getElementById('main-content'));
    if (target) {
      const retry = setTimeout(scrollToHash, HASH_SCROLL_RETRY_MS);
      return () => clearTimeout(retry);
    }
  }, [pathname]);
  return null;
}
