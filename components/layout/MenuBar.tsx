'use client';
// The mobile menu bar (spec 2.8): its Menu button opens the sidebar as a drawer over a backdrop and locks
// the page's scrolling; its outline button opens the outline as a dropdown. Both close on route change;
// the drawer on a backdrop click, the dropdown on a click outside it; both on Escape. The drawer and the
// dropdown are the page's own sidebar and outline, restyled through attributes on <html>.
import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useMessages } from './LangContext';
import { useModal } from './useModal';

type Panel = 'sidebar' | 'outline' | null;

export function MenuBar({ sidebar, outline }: { sidebar: boolean; outline: boolean }) {
  const m = useMessages();
  const [panel, setPanel] = useState<Panel>(null);
  const outlineButton = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  useEffect(() => setPanel(null), [pathname]);
  useModal(panel === 'sidebar', () => [document.getElementById('doc-sidebar'), document.querySelector('.sidebar-backdrop')], m['sidebar.label']);

  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-sidebar-open', panel === 'sidebar');
    root.toggleAttribute('data-outline-open', panel === 'outline');
    document.body.style.overflow = panel === 'sidebar' ? 'hidden' : '';
    if (!panel) return;
    if (panel === 'sidebar') document.querySelector<HTMLElement>('#doc-sidebar [aria-current="page"], #doc-sidebar a, #doc-sidebar button')?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPanel(null);
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (panel === 'outline' && !document.getElementById('doc-outline')?.contains(target) && !outlineButton.current?.contains(target)) setPanel(null);
    };
    // An outline link scrolls within the page: no route change, so close on the click itself.
    const onClick = (e: MouseEvent) => {
      if (panel === 'outline' && (e.target as Element).closest?.('#doc-outline a')) setPanel(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('click', onClick);
      root.removeAttribute('data-sidebar-open');
      root.removeAttribute('data-outline-open');
      document.body.style.overflow = '';
    };
  }, [panel]);

  return (
    <div className="menu-bar" data-has-outline={outline || undefined}>
      {sidebar && (
        <button type="button" className="menu-bar-button menu-bar-sidebar" aria-expanded={panel === 'sidebar'} aria-controls="doc-sidebar" onClick={() => setPanel(panel === 'sidebar' ? null : 'sidebar')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h12v2H3z" />
          </svg>
          {m['menuBar.menu']}
        </button>
      )}
      {outline && (
        <button ref={outlineButton} type="button" className="menu-bar-button menu-bar-outline" aria-expanded={panel === 'outline'} aria-controls="doc-outline" onClick={() => setPanel(panel === 'outline' ? null : 'outline')}>
          {m['menuBar.outline']}
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path fill="currentColor" d="M9.3 6.7l1.4-1.4 6.7 6.7-6.7 6.7-1.4-1.4 5.3-5.3z" />
          </svg>
        </button>
      )}
      {panel === 'sidebar' && <div className="sidebar-backdrop" data-testid="sidebar-backdrop" onClick={() => setPanel(null)} />}
    </div>
  );
}
