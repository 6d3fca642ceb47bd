'use client';
// The outline's live part (docs/behaviour.md §4, §5): it lists only headings that are visible and not inside a
// `data-toc-exclude` element, and marks the one being read, checked at most every 100 ms while scrolling.
import { useEffect } from 'react';
import { activeHeadingIndex, OUTLINE_SCROLL_THROTTLE_MS } from '@/lib/browser/outline';
import { throttle } from '@/lib/browser/throttle';
import { hashTarget } from '@/lib/browser/hash-target';

const shown = (el: HTMLElement | null): el is HTMLElement =>
  !!el && el.getClientRects().length > 0 && !el.closest('[data-toc-exclude]');

export function OutlineTracker() {
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.outline a[href^="#"]')];
    const update = () => {
      const visible: { link: HTMLAnchorElement; heading: HTMLElement }[] = [];
      for (const link of links) {
        const heading = hashTarget(link.hash);
        const ok = shown(heading);
        link.parentElement!.hidden = !ok;
        if (ok) visible.push({ link, heading });
      }
      const root = document.documentElement;
      const offset = (parseFloat(getComputedStyle(root).scrollPaddingTop) || 0) + 8;
      const tops = visible.map((v) => v.heading.getBoundingClientRect().top + window.scrollY);
      const active = activeHeadingIndex(tops, {
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        documentHeight: root.scrollHeight,
        offset,
      });
      const next = visible[active]?.link;
      for (const link of links)
        if (link !== next && link.hasAttribute('aria-current')) link.removeAttribute('aria-current');
      if (next && !next.hasAttribute('aria-current')) next.setAttribute('aria-current', 'location');
    };
    const onScroll = throttle(update, OUTLINE_SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    // Tabs and details change what is visible without scrolling.
    document.addEventListener('click', onScroll);
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      document.removeEventListener('click', onScroll);
    };
  }, []);
  return null;
}
