// A reader's stored choices, put in place before a page's first script as the site's own controls leave them.
import type { Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../lib/browser/theme';

/**
 * Every page of `page` starts with `theme` as the reader's stored theme; a theme the page stores later
 * (the toggle) is kept across loads, as a reader's would be.
 */
export const storeTheme = (page: Page, theme: 'light' | 'dark' | 'auto' | (string & {})) =>
  page.addInitScript(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const);
