'use client';
// A nav item with a submenu (the Version menu): opens on hover and closes 150 ms after the pointer leaves
// (docs/behaviour.md §2.4); from the keyboard, Enter or Space toggles it, arrows move through it, Escape closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ResolvedNavItem } from '@/lib/browser/nav-active';
import { NAV_DROPDOWN_CLOSE_MS } from '@/lib/browser/navbar';
import { withBase } from '@/lib/base-path';
import { useDismiss } from '../layout/useDismiss';
import { Icon } from '../icons/Icon';

export function NavDropdown({ text, items, active }: { text: string; items: ResolvedNavItem[]; active: boolean }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointer = useRef('');
  const root = useRef<HTMLLIElement>(null);
  const id = useId();
  const cancelClose = () => clearTimeout(timer.current);
  useEffect(() => cancelClose, []);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('.nav-dropdown-menu a') ?? [])];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(true);
    // The menu renders on open; move focus once it is there.
    requestAnimationFrame(() => {
      const all = links();
      const i = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = e.key === 'ArrowDown' ? (i + 1) % all.length : i <= 0 ? all.length - 1 : i - 1;
      all[next]?.focus();
    });
  };
  useDismiss(open, () => setOpen(false), {
    parts: () => [root.current],
    focus: true,
    returnFocus: () => root.current?.querySelector('button'),
  });

  return (
    // The item listens for its button's and its links' events as they bubble: hover opens and closes the
    // menu, arrow keys move between the links. Each of those is itself a button or a link.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={root}
      className="nav-dropdown"
      data-open={open || undefined}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        timer.current = setTimeout(() => setOpen(false), NAV_DROPDOWN_CLOSE_MS);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="nav-link"
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={id}
        onPointerDown={(e) => (pointer.current = e.pointerType)}
        // A mouse already opened the menu by hovering: its click must not close it again.
        onClick={() => {
          setOpen((o) => (pointer.current === 'mouse' ? true : !o));
          pointer.current = '';
        }}
      >
        {text}
        <Icon name="chevron-down" size={14} />
      </button>
      <ul id={id} className="nav-dropdown-menu" hidden={!open}>
        {items.map((sub) => (
          <li key={sub.text}>
            {!sub.link ? (
              <span className="nav-link">{sub.text}</span>
            ) : sub.external ? (
              <a href={sub.link} target="_blank" rel="noopener noreferrer" className="nav-link">
                {sub.text}
              </a>
            ) : (
              <a href={withBase(sub.link)} className="nav-link" aria-current={sub.active ? 'page' : undefined}>
                {sub.text}
              </a>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
