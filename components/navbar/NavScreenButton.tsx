'use client';
// The hamburger of narrow windows: opens the nav screen (the navbar's menu, full screen), which closes
// on route change and once the window is at least 768 px wide (spec 2.8). The CSS keys off <html>.
import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { MOBILE_NAV_MIN_WIDTH } from '@/lib/layout';
import { useMessages } from '../layout/LangContext';
import { pinBelow } from '../layout/pin-below';
import { useModal } from '../layout/useModal';

export function NavScreenButton({ controls }: { controls: string }) {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useModal(open, () => [document.getElementById(controls), button.current], m['nav.menu']);

  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-nav-screen-open', open);
    document.body.style.overflow = open ? 'hidden' : '';
    if (!open) return;
    const unpin = pinBelow(document.querySelector('.navbar'), '--navbar-bottom');
    const wide = window.matchMedia(`(min-width: ${MOBILE_NAV_MIN_WIDTH}px)`);
    const close = () => wide.matches && setOpen(false);
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    wide.addEventListener('change', close);
    document.addEventListener('keydown', escape);
    return () => {
      wide.removeEventListener('change', close);
      document.removeEventListener('keydown', escape);
      unpin();
      root.removeAttribute('data-nav-screen-open');
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <button ref={button} type="button" className="icon-button nav-screen-button" aria-expanded={open} aria-controls={controls} aria-label={open ? m['nav.closeScreen'] : m['nav.openScreen']} onClick={() => setOpen(!open)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        {open ? <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" /> : <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />}
      </svg>
    </button>
  );
}
