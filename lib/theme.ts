// Light / dark / auto. `applyStoredTheme` runs as an inline <head> script before first paint (it is
// serialised with toString, so it must stay self-contained) and again whenever the choice changes.
export type ThemePreference = 'light' | 'dark' | 'auto';
export const THEME_STORAGE_KEY = 'rsbuild-theme-appearance';

export function applyStoredTheme(storageKey: string): void {
  var root = document.documentElement;
  var stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch (e) {
    stored = null;
  }
  var preference = stored === 'light' || stored === 'dark' ? stored : 'auto';
  var dark = preference === 'dark' || (preference === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.setAttribute('data-theme-preference', preference);
}

/** Invalid or missing stored values mean auto. */
export function parseThemePreference(value: unknown): ThemePreference {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

export function nextThemePreference(current: ThemePreference): ThemePreference {
  return current === 'light' ? 'dark' : current === 'dark' ? 'auto' : 'light';
}

export const themeScript = `(${applyStoredTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)})`;
