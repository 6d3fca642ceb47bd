import { siteConfig } from '../site-config';
import * as paths from '../routing/safe-path';
import {
  LANG_CHOICE_KEY,
  langRedirectConfig,
  langRedirectScript,
  redirectToBrowserLanguage,
  VISITED_KEY,
  type BrowserLike,
} from './lang-redirect';

function browser(
  pathname: string,
  language: string,
  opts: { search?: string; hash?: string; ua?: string; store?: Record<string, string> } = {},
) {
  const store: Record<string, string> = { ...opts.store };
  const replaced: string[] = [];
  const w: BrowserLike = {
    location: {
      origin: 'https://example.org',
      pathname,
      search: opts.search ?? '',
      hash: opts.hash ?? '',
      replace: (url) => replaced.push(url),
    },
    navigator: { language, userAgent: opts.ua ?? 'Mozilla/5.0 Chrome/140' },
    localStorage: { getItem: (k) => store[k] ?? null, setItem: (k, v) => void (store[k] = v) },
  };
  return { w, store, replaced };
}
const cfg = langRedirectConfig(siteConfig);

describe('language redirect', () => {
  it('moves a Chinese browser to the Chinese twin, keeping the query string, and sets the visited flag', () => {
    const b = browser('/config/output/minify', 'zh-CN', { search: '?a=1', hash: '#x' });
    expect(redirectToBrowserLanguage(cfg, b.w, paths)).toBe('/zh/config/output/minify?a=1#x');
    expect(b.replaced).toEqual(['/zh/config/output/minify?a=1#x']);
    expect(b.store[VISITED_KEY]).toBe('1');
  });
  it('moves an English browser to the unprefixed page', () => {
    expect(redirectToBrowserLanguage(cfg, browser('/zh/', 'en-US').w, paths)).toBe('/');
    expect(redirectToBrowserLanguage(cfg, browser('/zh/guide/start/', 'en').w, paths)).toBe('/guide/start/');
  });
  it('stays when the page is already in the browser language or the language is not a site language', () => {
    expect(redirectToBrowserLanguage(cfg, browser('/zh/guide/start/', 'zh-TW').w, paths)).toBeUndefined();
    const b = browser('/guide/start/', 'fr-FR');
    expect(redirectToBrowserLanguage(cfg, b.w, paths)).toBeUndefined();
    expect(b.store[VISITED_KEY]).toBe('1');
  });
  it('runs once per browser', () => {
    const b = browser('/guide/start/', 'zh-CN', { store: { [VISITED_KEY]: '1' } });
    expect(redirectToBrowserLanguage(cfg, b.w, paths)).toBeUndefined();
  });
  it('never overrides the language the reader chose with the switcher', () => {
    expect(
      redirectToBrowserLanguage(
        cfg,
        browser('/guide/start/', 'zh-CN', { store: { [LANG_CHOICE_KEY]: 'en' } }).w,
        paths,
      ),
    ).toBeUndefined();
  });
  it('leaves bots alone', () => {
    for (const ua of ['Googlebot/2.1', 'Baiduspider', 'facebookcrawler', 'Chrome-Lighthouse']) {
      const b = browser('/guide/start/', 'zh-CN', { ua });
      expect(redirectToBrowserLanguage(cfg, b.w, paths)).toBeUndefined();
      expect(b.store[VISITED_KEY]).toBeUndefined();
    }
  });
  it('works under the site base: strips it to read the language, puts it back on the twin', () => {
    const docs = langRedirectConfig({ ...siteConfig, base: '/docs/' });
    expect(
      redirectToBrowserLanguage(docs, browser('/docs/config/output/minify', 'zh-CN', { search: '?a=1' }).w, paths),
    ).toBe('/docs/zh/config/output/minify?a=1');
    expect(redirectToBrowserLanguage(docs, browser('/docs/zh/', 'en').w, paths)).toBe('/docs/');
    expect(redirectToBrowserLanguage(docs, browser('/docs', 'zh').w, paths)).toBe('/docs/zh/');
    expect(redirectToBrowserLanguage(docs, browser('/config/', 'zh').w, paths)).toBeUndefined();
  });
  it('runs as an inline script with the base', () => {
    const script = langRedirectScript({ ...siteConfig, base: '/docs/', langRedirect: 'auto' });
    const b = browser('/docs/guide/start/', 'zh-CN', { hash: '#x' });
    new Function('window', script)(b.w);
    expect(b.replaced).toEqual(['/docs/zh/guide/start/#x']);
  });
  it('is left out of the page when langRedirect is never', () => {
    expect(langRedirectScript({ ...siteConfig, langRedirect: 'never' })).toBe('');
    const script = langRedirectScript({ ...siteConfig, langRedirect: 'auto' });
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain(VISITED_KEY);
  });
  it('keeps a doubled slash after the prefix on this origin (/zh//host is not //host)', () => {
    for (const path of ['/zh//evil.example/x', '/zh/\\evil.example', '/zh/%5Cevil.example', '/zh//%2Fevil.example']) {
      const b = browser(path, 'en-US');
      new Function('window', langRedirectScript({ ...siteConfig, langRedirect: 'auto' }))(b.w);
      expect(b.replaced).toHaveLength(1);
      expect(new URL(b.replaced[0], 'https://example.org').origin).toBe('https://example.org');
      expect(b.replaced[0]).toMatch(/^\/[^/\\]/);
    }
  });
});
