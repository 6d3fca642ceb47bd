'use client';
// The mobile menu bar (spec 2.8): its Menu button opens the sidebar as a drawer over a backdrop and locks
// the page's scrolling; its outline button opens the outline as a dropdown. Both open below the bar, so
// the button that closes them stays in sight, and close on route change, on a tap outside them, on
// Escape, and when the window grows past their width (a tablet turned sideways): the page would otherwise
// stay locked and inert behind a drawer no longer drawn. The drawer and the dropdown are the page's own
// sidebar and outline, restyled through attributes on <html>.
import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { MENU_PANEL_MAX_WIDTH } from '@/lib/browser/navbar';
import { useMessages } from './LangContext';
import { pinBelow } from './pin-below';
import { useModal } from './useModal';
import { Icon } from '../icons/Icon';

type Panel = 'sidebar' | 'outline' | null;

export function MenuBar({ sidebar, outline }: { sidebar: boolean; outline: boolean }) {
  const m = useMessages();
  const [panel, setPanel] = useState<Panel>(null);
  const bar = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  useEffect(() => setPanel(null), [pathname]);
  // The Menu button that opened the drawer closes it again, so it stays out of the inert page; focus still
  // moves into the drawer, onto the current page's entry.
  useModal(panel === 'sidebar', () => [document.getElementById('doc-sidebar'), document.querySelector('.sidebar-backdrop'), bar.current?.querySelector('.menu-bar-sidebar')], m['sidebar.label'], { focusDialog: true });

  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-sidebar-open', panel === 'sidebar');
    root.toggleAttribute('data-outline-open', panel === 'outline');
    document.body.style.overflow = panel === 'sidebar' ? 'hidden' : '';
    if (!panel) return;
    const unpin = pinBelow(bar.current, '--menu-bar-bottom');
    const box = document.getElementById(panel === 'sidebar' ? 'doc-sidebar' : 'doc-outline');
    if (panel === 'sidebar' && box) showCurrentEntry(box);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPanel(null);
    const wide = window.matchMedia(`(min-width: ${MENU_PANEL_MAX_WIDTH[panel] + 1}px)`);
    const onWide = () => wide.matches && setPanel(null);
    // A tap outside the panel (backdrop, page, navbar) closes it, and so does an outline link, which only
    // scrolls the page; a drag does not, and the bar's buttons toggle it themselves.
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element;
      if ((!box?.contains(target) && !target.closest('.menu-bar-button')) || target.closest('#doc-outline a')) setPanel(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    wide.addEventListener('change', onWide);
    return () => {
      wide.removeEventListener('change', onWide);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      unpin();
      root.removeAttribute('data-sidebar-open');
      root.removeAttribute('data-outline-open');
      document.body.style.overflow = '';
    };
  }, [panel]);

  return (
    <div ref={bar} className="menu-bar" data-has-outline={outline || undefined}>
      {sidebar && (
        <button type="button" className="menu-bar-button menu-bar-sidebar" aria-expanded={panel === 'sidebar'} aria-controls="doc-sidebar" onClick={() => setPanel(panel === 'sidebar' ? null : 'sidebar')}>
          <Icon name="menu-short" size={18} />
          {m['menuBar.menu']}
        </button>
      )}
      {outline && (
        <button type="button" className="menu-bar-button menu-bar-outline" aria-expanded={panel === 'outline'} aria-controls="doc-outline" onClick={() => setPanel(panel === 'outline' ? null : 'outline')}>
          {m['menuBar.outline']}
          <Icon name="chevron-right" />
        </button>
      )}
      {panel === 'sidebar' && <div className="sidebar-backdrop" data-testid="sidebar-backdrop" />}
    </div>
  );
}

/** Scrolls the opened drawer (not the page) so the current page's entry is in sight; the modal focuses it. */
function showCurrentEntry(drawer: HTMLElement) {
  const current = drawer.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  const top = current.getBoundingClientRect().top - drawer.getBoundingClientRect().top;
  if (top < 0 || top + current.offsetHeight > drawer.clientHeight) drawer.scrollTop += top - drawer.clientHeight / 2;
}
