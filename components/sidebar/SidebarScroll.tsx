'use client';
// Every page renders its own sidebar, so a navigation would reset its scroll: keep the reader's place,
// and on a first visit bring the active link into view.
import { useEffect } from 'react';

let savedScrollTop: number | undefined;

export function SidebarScroll() {
  useEffect(() => {
    const box = document.querySelector<HTMLElement>('.doc-sidebar');
    if (!box) return;
    if (savedScrollTop !== undefined) box.scrollTop = savedScrollTop;
    else {
      // Not scrollIntoView: that would scroll the page as well.
      const link = box.querySelector('[aria-current="page"]');
      const offset = link ? link.getBoundingClientRect().top - box.getBoundingClientRect().top : 0;
      if (offset > box.clientHeight - 40) box.scrollTop += offset - box.clientHeight / 2;
    }
    const save = () => (savedScrollTop = box.scrollTop);
    box.addEventListener('scroll', save, { passive: true });
    return () => box.removeEventListener('scroll', save);
  }, []);
  return null;
}
