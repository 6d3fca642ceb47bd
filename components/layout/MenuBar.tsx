'use client';
// The mobile menu bar (docs/behaviour.md §2.8): its Menu button opens the sidebar as a drawer over a backdrop and locks
// the page's scrolling; its outline button opens the outline as a dropdown. Both open below the bar, so
// the button that closes them stays in sight, and close on route change, on a tap outside them, on
// Escape, and when the window grows past their width (a tablet turned sideways): the page would otherwise
// stay locked and inert behind a drawer no longer drawn. The drawer and the dropdown are the page's own
// sidebar and outline, restyled through attributes on <html>.
import { useEffect, useRef, useState } from 'react';
import { MENU_PANEL_MAX_WIDTH } from '@/lib/browser/navbar';
import { useMessages } from './LangContext';
import { useDismiss } from './useDismiss';
import { useDrawer } from './useDrawer';
import { useModal } from './useModal';
import { Icon } from '../icons/Icon';

type Panel = 'sidebar' | 'outline' | null;

export function MenuBar({ sidebar, outline }: { sidebar: boolean; outline: boolean }) {
  const m = useMessages();
  const [panel, setPanel] = useState<Panel>(null);
  const bar = useRef<HTMLDivElement>(null);
  // The Menu button that opened the drawer closes it again, so it stays out of the inert page; focus still
  // moves into the drawer, onto the current page's entry.
  useModal(
    panel === 'sidebar',
    () => [
      document.getElementById('doc-sidebar'),
      document.querySelector('.sidebar-backdrop'),
      bar.current?.querySelector('.menu-bar-sidebar'),
    ],
    m['sidebar.label'],
    { focusDialog: true },
  );
  const close = () => setPanel(null);
  const below = { bar: () => bar.current, property: '--menu-bar-bottom' };
  useDrawer(panel === 'sidebar', close, {
    attribute: 'data-sidebar-open',
    closesFrom: MENU_PANEL_MAX_WIDTH.sidebar + 1,
    ...below,
  });
  useDrawer(panel === 'outline', close, {
    attribute: 'data-outline-open',
    closesFrom: MENU_PANEL_MAX_WIDTH.outline + 1,
    lockScroll: false,
    ...below,
  });
  // A tap outside the panel (backdrop, page, navbar) closes it; a drag does not, and the bar's buttons
  // toggle it themselves.
  useDismiss(panel !== null, close, {
    parts: () => [panelBox(panel), ...(bar.current?.querySelectorAll('.menu-bar-button') ?? [])],
    press: 'click',
    returnFocus: () =>
      bar.current?.querySelector<HTMLElement>(panel === 'sidebar' ? '.menu-bar-sidebar' : '.menu-bar-outline'),
  });

  useEffect(() => {
    const box = panelBox(panel);
    if (!box) return;
    if (panel === 'sidebar') showCurrentEntry(box);
    if (panel !== 'outline') return;
    // An outline link only scrolls the page, where a sidebar link leaves it: the link closes the dropdown.
    const onClick = (e: MouseEvent) => (e.target as Element).closest('a') && setPanel(null);
    box.addEventListener('click', onClick);
    return () => box.removeEventListener('click', onClick);
  }, [panel]);

  return (
    <div ref={bar} className="menu-bar" data-has-outline={outline || undefined}>
      {sidebar && (
        <button
          type="button"
          className="menu-bar-button menu-bar-sidebar"
          aria-expanded={panel === 'sidebar'}
          aria-controls="doc-sidebar"
          onClick={() => setPanel(panel === 'sidebar' ? null : 'sidebar')}
        >
          <Icon name="menu-short" size={18} />
          {m['menuBar.menu']}
        </button>
      )}
      {outline && (
        <button
          type="button"
          className="menu-bar-button menu-bar-outline"
          aria-expanded={panel === 'outline'}
          aria-controls="doc-outline"
          onClick={() => setPanel(panel === 'outline' ? null : 'outline')}
        >
          {m['menuBar.outline']}
          <Icon name="chevron-right" />
        </button>
      )}
      {panel === 'sidebar' && <div className="sidebar-backdrop" data-testid="sidebar-backdrop" />}
    </div>
  );
}

/** The page's own sidebar or outline, which the open panel shows. */
function panelBox(panel: Panel): HTMLElement | null {
  return panel && document.getElementById(panel === 'sidebar' ? 'doc-sidebar' : 'doc-outline');
}

/** Scrolls the opened drawer (not the page) so the current page's entry is in sight; the modal focuses it. */
function showCurrentEntry(drawer: HTMLElement) {
  const current = drawer.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  const top = current.getBoundingClientRect().top - drawer.getBoundingClientRect().top;
  if (top < 0 || top + current.offsetHeight > drawer.clientHeight) drawer.scrollTop += top - drawer.clientHeight / 2;
}
