import { siteConfig } from './site-config';
import { LANG_CHOICE_KEY, localeRedirectConfig, localeRedirectScript, redirectToBrowserLanguage, VISITED_KEY, type BrowserLike } from './locale-redirect';

function browser(pathname: string, language: string, opts: { search?: string; hash?: string; ua?: string; store?: Record<string, string> } = {}) {
  const store: Record<string, string> = { ...opts.store };
  const replaced: string[] = [];
  const w: BrowserLike = {
    location: { pathname, search: opts.search ?? '', hash: opts.hash ?? '', replace: (url) => replaced.push(url) },
    navigator: { language, userAgent: opts.ua ?? 'Mozilla/5.0 Chrome/140' },
    localStorage: { getItem: (k) => store[k] ?? null, setItem: (k, v) => void (store[k] = v) },
  };
  return { w, store, replaced };
}
const cfg = localeRedirectConfig(siteConfig);

describe('language redirect', () => {
  it('moves a Chinese browser to the Chinese twin, keeping the query string, and sets the visited flag', () => {
    const b = browser('/config/output/minify', 'zh-CN', { search: '?a=1', hash: '#x' });
    expect(redirectToBrowserLanguage(cfg, b.w)).toBe('/zh/config/output/minify?a=1#x');
    expect(b.replaced).toEqual(['/zh/config/output/minify?a=1#x']);
    expect(b.store[VISITED_KEY]).toBe('1');
  });
  it('moves an English browser to the unprefixed page', () => {
    expect(redirectToBrowserLanguage(cfg, browser('/zh/', 'en-US').w)).toBe('/');
    expect(redirectToBrowserLanguage(cfg, browser('/zh/guide/start/', 'en').w)).toBe('/guide/start/');
  });
  it('stays when the page is already in the browser language or the language is not a site language', () => {
    expect(redirectToBrowserLanguage(cfg, browser('/zh/guide/start/', 'zh-TW').w)).toBeUndefined();
    const b = browser('/guide/start/', 'fr-FR');
    expect(redirectToBrowserLanguage(cfg, b.w)).toBeUndefined();
    expect(b.store[VISITED_KEY]).toBe('1');
  });
  it('runs once per browser', () => {
    const b = browser('/guide/start/', 'zh-CN', { store: { [VISITED_KEY]: '1' } });
    expect(redirectToBrowserLanguage(cfg, b.w)).toBeUndefined();
  });
  it('never overrides the language the reader chose with the switcher', () => {
    expect(redirectToBrowserLanguage(cfg, browser('/guide/start/', 'zh-CN', { store: { [LANG_CHOICE_KEY]: 'en' } }).w)).toBeUndefined();
  });
  it('leaves bots alone', () => {
    for (const ua of ['Googlebot/2.1', 'Baiduspider', 'facebookcrawler', 'Chrome-Lighthouse']) {
      const b = browser('/guide/start/', 'zh-CN', { ua });
      expect(redirectToBrowserLanguage(cfg, b.w)).toBeUndefined();
      expect(b.store[VISITED_KEY]).toBeUndefined();
    }
  });
  it('is left out of the page when localeRedirect is never', () => {
    expect(localeRedirectScript({ ...siteConfig, localeRedirect: 'never' })).toBe('');
    const script = localeRedirectScript({ ...siteConfig, localeRedirect: 'auto' });
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain(VISITED_KEY);
  });
});
