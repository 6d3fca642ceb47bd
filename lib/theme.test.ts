import { nextThemePreference, parseThemePreference, themeScript } from './theme';

describe('theme preference', () => {
  it('reads light and dark, and anything else as auto', () => {
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('purple')).toBe('auto');
    expect(parseThemePreference(null)).toBe('auto');
  });
  it('cycles light, dark, auto', () => {
    expect(nextThemePreference('light')).toBe('dark');
    expect(nextThemePreference('dark')).toBe('auto');
    expect(nextThemePreference('auto')).toBe('light');
  });
  it('serialises a self-contained head script', () => {
    expect(() => new Function(themeScript)).not.toThrow();
    expect(themeScript).toContain('rsbuild-theme-appearance');
  });
});
