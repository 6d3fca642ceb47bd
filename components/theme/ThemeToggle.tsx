'use client';
import { useEffect, useState } from 'react';
import { applyStoredTheme, nextThemePreference, parseThemePreference, THEME_STORAGE_KEY, type ThemePreference } from '@/lib/theme';
import { useMessages } from '../layout/LangContext';

// Rendered only when the site enables dark mode, hence `true` below.
export function ThemeToggle() {
  const m = useMessages();
  const [preference, setPreference] = useState<ThemePreference>('auto');

  useEffect(() => {
    const sync = () => {
      applyStoredTheme(THEME_STORAGE_KEY, true);
      setPreference(parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY)));
    };
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

  const choose = () => {
    const next = nextThemePreference(preference);
    localStorage.setItem(THEME_STORAGE_KEY, next);
    applyStoredTheme(THEME_STORAGE_KEY, true);
    setPreference(next);
  };

  const label = { light: m['theme.light'], dark: m['theme.dark'], auto: m['theme.auto'] }[preference];
  return (
    <button type="button" className="icon-button theme-toggle" onClick={choose} aria-label={`${m['theme.toggle']}: ${label}`} title={`${m['theme.toggle']}: ${label}`} data-preference={preference}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        {preference === 'light' && <path fill="currentColor" d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1 3h-2zm0 20-1-3h2zM2 12l3-1v2zm20 0-3 1v-2zM4.9 4.9l2.8 1.4-1.4 1.4zm14.2 14.2-2.8-1.4 1.4-1.4zM4.9 19.1l1.4-2.8 1.4 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4z" />}
        {preference === 'dark' && <path fill="currentColor" d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />}
        {preference === 'auto' && <path fill="currentColor" d="M12 3a9 9 0 1 0 0 18V3zm0 2v14a7 7 0 0 1 0-14z" />}
      </svg>
    </button>
  );
}
