'use client';
// Two screens DocSearch 5.1 does not show: 'No recent searches' on an empty start screen (it renders
// nothing), and the network error screen (its error status is reset as soon as the request settles).
// They are drawn in DocSearch's own markup, in a slot inside its modal, above the footer.
import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Messages } from '@/lib/i18n';

export interface ModalStatus {
  screen: 'none' | 'empty' | 'error';
  slot: HTMLElement | null;
}

/** Watches the modal DOM: no dropdown means an empty query with nothing stored. */
export function useModalStatus(root: RefObject<HTMLElement | null>, failed: boolean): ModalStatus {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [dom, setDom] = useState({ dropdown: true, query: '' });

  useEffect(() => {
    const modal = root.current?.querySelector('.DocSearch-Modal');
    if (!modal) return;
    const el = document.createElement('div');
    el.className = 'search-status-slot';
    modal.insertBefore(el, modal.querySelector('.DocSearch-Footer'));
    setSlot(el);
    const read = () => {
      const dropdown = Boolean(modal.querySelector(':scope > .DocSearch-Dropdown'));
      const query = modal.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      // Only a real change re-renders: a re-render mutates the modal, which would call this again.
      setDom((prev) => (prev.dropdown === dropdown && prev.query === query ? prev : { dropdown, query }));
    };
    const observer = new MutationObserver(read);
    observer.observe(modal, { childList: true, subtree: true, characterData: true });
    modal.addEventListener('input', read);
    read();
    return () => {
      observer.disconnect();
      modal.removeEventListener('input', read);
      el.remove();
    };
  }, [root]);

  const screen = failed && dom.query ? 'error' : !dom.dropdown ? 'empty' : 'none';
  return { screen, slot };
}

export function StatusScreen({ status, messages: m }: { status: ModalStatus; messages: Messages }) {
  if (!status.slot || status.screen === 'none') return null;
  const body =
    status.screen === 'error' ? (
      <div className="DocSearch-Dropdown">
        <div className="DocSearch-ErrorScreen">
          <p className="DocSearch-Title">{m['search.errorTitle']}</p>
          <p className="DocSearch-Help">{m['search.errorHelp']}</p>
        </div>
      </div>
    ) : (
      <div className="DocSearch-StartScreen search-no-recent">
        <p className="DocSearch-Help">{m['search.noRecent']}</p>
      </div>
    );
  return createPortal(body, status.slot);
}
