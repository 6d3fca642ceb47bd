import { flippedTheme, parseThemePreference, themeScriptFor } from './theme';

const themeScript = themeScriptFor(true);

describe('theme preference', () => {
  it('reads light and dark, and anything else as auto', () => {
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('purple')).toBe('auto');
    expect(parseThemePreference(null)).toBe('auto');
  });
  it('the button flips what the page shows, never to auto', () => {
    expect(flippedTheme(false)).toBe('dark');
    expect(flippedTheme(true)).toBe('light');
  });
  it('serialises a self-contained head script', () => {
    expect(() => new Function(themeScript)).not.toThrow();
    expect(themeScript).toContain('rsbuild-theme-appearance');
  });
});

describe('applying the stored theme', () => {
  function run(stored: string | null, systemDark: boolean, darkMode: boolean) {
    const classes = new Set<string>();
    const attrs: Record<string, string> = {};
    const root = {
      classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) },
      style: { colorScheme: '' },
      setAttribute: (k: string, v: string) => (attrs[k] = v),
    };
    const g = globalThis as unknown as Record<string, unknown>;
    g.document = { documentElement: root };
    g.localStorage = { getItem: () => stored };
    g.window = { matchMedia: () => ({ matches: systemDark }) };
    new Function(themeScriptFor(darkMode))();
    delete g.document;
    delete g.localStorage;
    delete g.window;
    return { dark: classes.has('dark'), preference: attrs['data-theme-preference'], scheme: root.style.colorScheme };
  }

  it('follows the stored choice, and the system in auto', () => {
    expect(run('dark', false, true)).toEqual({ dark: true, preference: 'dark', scheme: 'dark' });
    expect(run('light', true, true)).toEqual({ dark: false, preference: 'light', scheme: 'light' });
    expect(run(null, true, true)).toEqual({ dark: true, preference: 'auto', scheme: 'dark' });
    expect(run('purple', false, true)).toEqual({ dark: false, preference: 'auto', scheme: 'light' });
  });
  it('stays light when the site turns dark mode off', () => {
    expect(run('dark', true, false)).toEqual({ dark: false, preference: 'light', scheme: 'light' });
  });
});
