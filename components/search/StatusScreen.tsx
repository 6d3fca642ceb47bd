'use client';
// Two screens DocSearch 5.1 does not show: 'No recent searches' on an empty start screen (it renders
// nothing), and the network error screen (its error status is reset as soon as the request settles).
// They are drawn in DocSearch's own markup, in a slot inside its modal, above the footer. This component
// keeps its own state, so watching the modal never re-renders DocSearch itself.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { SearchMessages } from '@/lib/i18n/search';

/** Whether the last search request failed; written by the search client, read by the status screen. */
export function createFailureFlag() {
  let failed = false;
  const listeners = new Set<() => void>();
  return {
    set(value: boolean) {
      if (value === failed) return;
      failed = value;
      listeners.forEach((l) => l());
    },
    get: () => failed,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type FailureFlag = ReturnType<typeof createFailureFlag>;

export function StatusScreen({
  root,
  failure,
  messages: m,
}: {
  root: RefObject<HTMLElement | null>;
  failure: FailureFlag;
  messages: SearchMessages;
}) {
  const failed = useSyncExternalStore(failure.subscribe, failure.get, failure.get);
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
      // No dropdown of DocSearch's own means an empty query and nothing stored.
      const dropdown = Boolean(modal.querySelector(':scope > .DocSearch-Dropdown'));
      const query = modal.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      setDom((prev) => (prev.dropdown === dropdown && prev.query === query ? prev : { dropdown, query }));
    };
    const observer = new MutationObserver(read);
    observer.observe(modal, { childList: true, subtree: true });
    read();
    return () => {
      observer.disconnect();
      el.remove();
    };
  }, [root]);

  const screen = failed && dom.query ? 'error' : !dom.dropdown ? 'empty' : 'none';
  useEffect(() => {
    if (root.current) root.current.dataset.status = screen;
  }, [root, screen]);

  if (!slot || screen === 'none') return null;
  const body =
    screen === 'error' ? (
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
  return createPortal(body, slot);
}
