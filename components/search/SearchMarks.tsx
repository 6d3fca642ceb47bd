'use client';
// Applies the marks a picked search result handed over (lib/search/marks-handoff.ts) once its page is
// shown, and takes them away on Escape, on a click or tap, or on the next navigation.
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { MARKS_HANDOFF_EVENT, takeMarks } from '@/lib/search/marks-handoff';
import './SearchMarks.css';

export function SearchMarks() {
  const pathname = usePathname();
  useEffect(() => {
    let clear: (() => void) | undefined;
    const remove = () => {
      clear?.();
      clear = undefined;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', remove);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') remove();
    };
    const apply = () => {
      const marks = takeMarks(location.pathname);
      const root = document.getElementById('main-content');
      if (!marks || !root) return;
      remove();
      clear = marks.apply(root);
      document.addEventListener('keydown', onKey);
      document.addEventListener('pointerdown', remove);
    };
    apply();
    window.addEventListener(MARKS_HANDOFF_EVENT, apply);
    return () => {
      window.removeEventListener(MARKS_HANDOFF_EVENT, apply);
      remove();
    };
  }, [pathname]);
  return null;
}
