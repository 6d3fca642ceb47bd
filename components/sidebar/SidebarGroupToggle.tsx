'use client';
// Opens and closes the sidebar's groups (SidebarGroup renders them on the server) by one delegated
// listener: a toggle button flips its group; a group's own link opens it.
import { useEffect } from 'react';

function setOpen(items: HTMLElement, open: boolean) {
  items.dataset.open = String(open);
  items.inert = !open;
  for (const button of document.querySelectorAll(`[aria-controls="${CSS.escape(items.id)}"]`)) button.setAttribute('aria-expanded', String(open));
}

export function SidebarGroupToggle() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = (e.target as Element | null)?.closest?.('.sidebar-group-header [aria-controls], .sidebar-group-header [data-opens]');
      const id = target?.getAttribute('aria-controls') ?? target?.getAttribute('data-opens');
      const items = id ? document.getElementById(id) : null;
      if (!target || !items) return;
      setOpen(items, target.hasAttribute('data-opens') || items.dataset.open !== 'true');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
