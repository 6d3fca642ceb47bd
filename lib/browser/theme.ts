// Light / dark / auto. `applyStoredTheme` runs as an inline <head> script before first paint (it is
// serialised with toString, so it must stay self-contained) and again whenever the choice changes, then
// given the choice itself, which blocked storage may hold only in memory (lib/browser/reader-choices.ts). When the
// site turns dark mode off, every stored or system preference is ignored and the page stays light.
// No site-config import here: the theme toggle ships this module to the browser.

export type ThemePreference = 'light' | 'dark' | 'auto';
export const THEME_STORAGE_KEY = 'rsbuild-theme-appearance';

export function applyStoredTheme(storageKey: string, darkModeEnabled: boolean, chosen?: string | null): void {
  var root = document.documentElement;
  var stored = chosen;
  if (stored === undefined) {
    try {
      stored = localStorage.getItem(storageKey);
    } catch (e) {
      stored = null;
    }
  }
  var preference = !darkModeEnabled ? 'light' : stored === 'light' || stored === 'dark' ? stored : 'auto';
  var dark =
    preference === 'dark' || (preference === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.setAttribute('data-theme-preference', preference);
}

/** Invalid or missing stored values mean auto. */
export function parseThemePreference(value: unknown): ThemePreference {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/**
 * What the theme button stores: the opposite of what the reader sees, so that every click changes the page
 * (a cycle through auto would first store what the system already shows). Auto is chosen in its menu.
 */
export function flippedTheme(showingDark: boolean): ThemePreference {
  return showingDark ? 'light' : 'dark';
}

/** The choices of the theme menu, in their order. */
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'auto'];

export const themeScriptFor = (darkModeEnabled: boolean) =>
  `(${applyStoredTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)},${darkModeEnabled})`;
