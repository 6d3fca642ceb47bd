'use client';
// Switches the tabs of every Tabs group on the page (rendered on the server) by delegated listeners: a
// click or the arrow keys select a tab; a group with an id saves the choice in localStorage and every
// group with that id follows, on this page, on the pages navigated to and in other windows.
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

const storageKey = (groupId: string) => `rsbuild-tabs-${groupId}`;

const tabsOf = (group: Element) => [...group.querySelectorAll<HTMLElement>(':scope > .tabs-list > [role="tab"]')];

function select(group: Element, index: number) {
  const tabs = tabsOf(group);
  if (!Number.isInteger(index) || index < 0 || index >= tabs.length) return;
  tabs.forEach((tab, i) => {
    tab.setAttribute('aria-selected', String(i === index));
    tab.tabIndex = i === index ? 0 : -1;
  });
  group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]').forEach((panel, i) => (panel.hidden = i !== index));
}

const groupsWithId = (groupId: string) => document.querySelectorAll(`.tabs[data-group-id="${CSS.escape(groupId)}"]`);

/** Every group with an id shows the saved choice. */
function restore() {
  for (const group of document.querySelectorAll<HTMLElement>('.tabs[data-group-id]')) {
    const stored = localStorage.getItem(storageKey(group.dataset.groupId!));
    if (stored !== null) select(group, Number(stored));
  }
}

function choose(group: HTMLElement, index: number) {
  const groupId = group.dataset.groupId;
  if (!groupId) return select(group, index);
  localStorage.setItem(storageKey(groupId), String(index));
  for (const other of groupsWithId(groupId)) select(other, index);
}

export function TabSwitcher() {
  const pathname = usePathname();
  useEffect(restore, [pathname]);

  useEffect(() => {
    const tabAt = (e: Event) => {
      const tab = (e.target as Element | null)?.closest?.('.tabs > .tabs-list > [role="tab"]') as HTMLElement | null;
      const group = tab?.parentElement?.parentElement;
      return tab && group ? { tab, group, index: tabsOf(group).indexOf(tab) } : null;
    };
    const onClick = (e: MouseEvent) => {
      const at = tabAt(e);
      if (at) choose(at.group, at.index);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      const at = tabAt(e);
      if (!at) return;
      const count = tabsOf(at.group).length;
      const next = (at.index + (e.key === 'ArrowRight' ? 1 : count - 1)) % count;
      choose(at.group, next);
      tabsOf(at.group)[next].focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('storage', restore);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('storage', restore);
    };
  }, []);
  return null;
}
