'use client';
// The hamburger of narrow windows: opens the nav screen (the navbar's menu, full screen), which closes
// on route change and once the window is at least 768 px wide (docs/behaviour.md §2.8). The CSS keys off <html>.
import { useRef, useState } from 'react';
import { MOBILE_NAV_MIN_WIDTH } from '@/lib/browser/navbar';
import { useMessages } from '../layout/LangContext';
import { useDismiss } from '../layout/useDismiss';
import { useDrawer } from '../layout/useDrawer';
import { useModal } from '../layout/useModal';
import { Icon } from '../icons/Icon';

export function NavScreenButton({ controls }: { controls: string }) {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const parts = () => [document.getElementById(controls), button.current];
  useModal(open, parts, m['nav.menu']);
  useDrawer(open, close, {
    attribute: 'data-nav-screen-open',
    bar: () => document.querySelector('.navbar'),
    property: '--navbar-bottom',
    closesFrom: MOBILE_NAV_MIN_WIDTH,
  });
  // The screen covers the page below the navbar, whose other controls it makes inert: a press there was
  // never meant to close it.
  useDismiss(open, close, { parts, press: 'none', returnFocus: () => button.current });

  return (
    <button
      ref={button}
      type="button"
      className="icon-button nav-screen-button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? m['nav.closeScreen'] : m['nav.openScreen']}
      onClick={() => setOpen(!open)}
    >
      <Icon name={open ? 'close' : 'menu'} size={22} />
    </button>
  );
}
