'use client';
// Every page renders its own sidebar, so a navigation would reset its scroll: within one sidebar, keep the
// reader's place; on a first visit, or in another section's sidebar, where the old place means nothing,
// bring the active link into view. Before the new sidebar is painted (a layout effect): painted first, it
// would show its top for a frame, a jump under the reader's pointer that also reads as pointing at
// whatever link passed under it.
import { useLayoutEffect } from 'react';

let saved: { sidebarKey: string; scrollTop: number } | undefined;

export function SidebarScroll({ sidebarKey }: { sidebarKey: string }) {
  useLayoutEffect(() => {
    const box = document.querySelector<HTMLElement>('.doc-sidebar');
    if (!box) return;
    if (saved?.sidebarKey === sidebarKey) box.scrollTop = saved.scrollTop;
    else {
      // Not scrollIntoView: that would scroll the page as well.
      const link = box.querySelector('[aria-current="page"]');
      const offset = link ? link.getBoundingClientRect().top - box.getBoundingClientRect().top : 0;
      if (offset > box.clientHeight - 40) box.scrollTop += offset - box.clientHeight / 2;
    }
    const save = () => (saved = { sidebarKey, scrollTop: box.scrollTop });
    save();
    box.addEventListener('scroll', save, { passive: true });
    return () => box.removeEventListener('scroll', save);
  }, [sidebarKey]);
  return null;
}
