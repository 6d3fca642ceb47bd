'use client';
import { useEffect, useId, useRef, useState } from 'react';
import {
  applyStoredTheme,
  flippedTheme,
  parseThemePreference,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from '@/lib/browser/theme';
import { readChoice, saveChoice } from '@/lib/browser/reader-choices';
import { useMessages } from '../layout/LangContext';
import { useDismiss } from '../layout/useDismiss';
import './ThemeToggle.css';
import { Icon } from '../icons/Icon';

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
    const chosen = readChoice(THEME_STORAGE_KEY);
    applyStoredTheme(THEME_STORAGE_KEY, true, chosen);
    setPreference(parseThemePreference(chosen));
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

  useDismiss(open, () => setOpen(false), {
    parts: () => [root.current],
    focus: true,
    returnFocus: () => menuButton.current,
  });

  const choose = (next: ThemePreference) => {
    saveChoice(THEME_STORAGE_KEY, next);
    sync();
  };

  const action = dark ? m['theme.toLight'] : m['theme.toDark'];
  return (
    <div className="theme-switch" ref={root}>
      <button
        type="button"
        className="icon-button theme-toggle"
        onClick={() => choose(flippedTheme(dark))}
        aria-label={action}
        title={action}
        data-preference={preference}
      >
        <Icon name={dark ? 'dark' : 'light'} size={20} />
      </button>
      <button
        type="button"
        ref={menuButton}
        className="icon-button theme-menu-toggle"
        aria-label={m['theme.menu']}
        title={m['theme.menu']}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="caret-down" size={12} />
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
            <Icon name={p} size={16} />
            {m[`theme.${p}`]}
          </button>
        ))}
      </div>
    </div>
  );
}
