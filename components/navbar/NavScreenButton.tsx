'use client';
// The hamburger of narrow windows: opens the nav screen (the navbar's menu, full screen), which closes
// on route change and once the window is at least 768 px wide (spec 2.8). The CSS keys off <html>.
import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { MOBILE_NAV_MIN_WIDTH } from '@/lib/browser/navbar';
import { useMessages } from '../layout/LangContext';
import { pinBelow } from '../layout/pin-below';
import { useModal } from '../layout/useModal';
import { Icon } from '../icons/Icon';

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
      <Icon name={open ? 'close' : 'menu'} size={22} />
    </button>
  );
}
