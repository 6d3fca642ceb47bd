'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { applyStoredTheme, flippedTheme, parseThemePreference, THEME_PREFERENCES, THEME_STORAGE_KEY, type ThemePreference } from '@/lib/theme';
import { useMessages } from '../layout/LangContext';
import './ThemeToggle.css';

const ICONS = {
  light: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1 3h-2zm0 20-1-3h2zM2 12l3-1v2zm20 0-3 1v-2zM4.9 4.9l2.8 1.4-1.4 1.4zm14.2 14.2-2.8-1.4 1.4-1.4zM4.9 19.1l1.4-2.8 1.4 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4z',
  dark: 'M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z',
  auto: 'M12 3a9 9 0 1 0 0 18V3zm0 2v14a7 7 0 0 1 0-14z',
};

const Icon = ({ of, size = 20 }: { of: ThemePreference; size?: number }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
    <path fill="currentColor" d={ICONS[of]} />
  </svg>
);

// Rendered only when the site enables dark mode, hence `true` below. The button flips what the page shows;
// the small menu beside it also offers following the system (stored as auto).
export function ThemeToggle() {
  const m = useMessages();
  const [preference, setPreference] = useState<ThemePreference>('auto');
  const [dark, setDark] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const sync = () => {
    applyStoredTheme(THEME_STORAGE_KEY, true);
    setPreference(parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY)));
    setDark(document.documentElement.classList.contains('dark'));
  };

  useEffect(() => {
    sync();
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    // Other tabs write the same key; auto follows the system while the page is open.
    window.addEventListener('storage', sync);
    media.addEventListener('change', sync);
    return () => {
      window.removeEventListener('storage', sync);
      media.removeEventListener('change', sync);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => !root.current?.contains(e.target as Node) && setOpen(false);
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const choose = (next: ThemePreference) => {
    localStorage.setItem(THEME_STORAGE_KEY, next);
    sync();
  };

  const action = dark ? m['theme.toLight'] : m['theme.toDark'];
  return (
    <div className="theme-switch" ref={root}>
      <button type="button" className="icon-button theme-toggle" onClick={() => choose(flippedTheme(dark))} aria-label={action} title={action} data-preference={preference}>
        <Icon of={dark ? 'dark' : 'light'} />
      </button>
      <button type="button" ref={menuButton} className="icon-button theme-menu-toggle" aria-label={m['theme.menu']} title={m['theme.menu']} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="12" height="12">
          <path fill="currentColor" d="M5 8h14l-7 8z" />
        </svg>
      </button>
      <div className="theme-menu" id={menuId} role="group" aria-label={m['theme.menu']} hidden={!open}>
        {THEME_PREFERENCES.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={preference === p}
            onClick={() => {
              choose(p);
              setOpen(false);
              menuButton.current?.focus();
            }}
          >
            <Icon of={p} size={16} />
            {m[`theme.${p}`]}
          </button>
        ))}
      </div>
    </div>
  );
}
