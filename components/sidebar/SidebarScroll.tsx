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
    else box.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'center' });
    const save = () => (savedScrollTop = box.scrollTop);
    box.addEventListener('scroll', save, { passive: true });
    return () => box.removeEventListener('scroll', save);
  }, []);
  return null;
}
