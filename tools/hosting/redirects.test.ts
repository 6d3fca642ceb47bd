import type { SiteLang } from '../../lib/site-config';
import { serverPatternRedirects, serverRedirects } from './redirects';

const langs: SiteLang[] = [
  { lang: 'en', label: 'English', htmlLang: 'en', ogLocale: 'en_US', prefix: '' },
  { lang: 'zh', label: '中文', htmlLang: 'zh-CN', ogLocale: 'zh_CN', prefix: '/zh' },
];

describe('serverRedirects', () => {
  it('answers each row in every language, and external targets as they are', () => {
    const rules = [
      { from: '/config/source/alias', to: '/config/resolve/alias' },
      { from: '/plugins/list/plugin-assets-retry', to: 'https://example.com/repo' },
    ];
    expect(serverRedirects(rules, langs)).toEqual([
      { from: '/config/source/alias', to: '/config/resolve/alias' },
      { from: '/zh/config/source/alias', to: '/zh/config/resolve/alias' },
      { from: '/plugins/list/plugin-assets-retry', to: 'https://example.com/repo' },
      { from: '/zh/plugins/list/plugin-assets-retry', to: 'https://example.com/repo' },
    ]);
  });
  it('puts both sides under the site base', () => {
    expect(serverRedirects([{ from: '/a', to: '/b' }], langs.slice(0, 1), '/docs/')).toEqual([
      { from: '/docs/a', to: '/docs/b' },
    ]);
  });
  it('fails on a malformed row or a path claimed twice', () => {
    expect(() => serverRedirects([{ from: 'config/x', to: '/y' }], langs)).toThrow(/"from" must be a plain path/);
    expect(() => serverRedirects([{ from: '/x y', to: '/y' }], langs)).toThrow(/"from"/);
    expect(() => serverRedirects([{ from: '/x', to: 'y' }], langs)).toThrow(/"to" must be a path/);
    expect(() =>
      serverRedirects(
        [
          { from: '/x', to: '/y' },
          { from: '/x', to: '/z' },
        ],
        langs,
      ),
    ).toThrow(/appears twice/);
  });
});

describe('serverPatternRedirects', () => {
  it('anchors whole-path patterns under each language prefix, prefixed languages first', () => {
    const rules = [
      { from: '/exact', to: '/x' },
      { pattern: '^/plugins/plugin-(a|b)$', to: '/plugins/$1' },
      { pattern: '^/old/(\\d+)$', to: 'https://example.com/$1' },
    ];
    expect(serverPatternRedirects(rules, langs)).toEqual([
      { pattern: '^/zh/plugins/plugin-(a|b)$', to: '/zh/plugins/$1' },
      { pattern: '^/plugins/plugin-(a|b)$', to: '/plugins/$1' },
      { pattern: '^/zh/old/(\\d+)$', to: 'https://example.com/$1' },
      { pattern: '^/old/(\\d+)$', to: 'https://example.com/$1' },
    ]);
    expect(serverPatternRedirects([{ pattern: '^/a$', to: '/b' }], langs.slice(0, 1), '/docs/')).toEqual([
      { pattern: '^/docs/a$', to: '/docs/b' },
    ]);
  });
  it('leaves partial and invalid patterns to the 404 page', () => {
    expect(
      serverPatternRedirects(
        [
          { pattern: '/plugin-', to: '/p' },
          { pattern: '^/a(', to: '/b' },
          { pattern: '^/a$', to: '$&' },
        ],
        langs,
      ),
    ).toEqual([]);
  });
  it('matches what the 404 page matches', () => {
    const [zh, en] = serverPatternRedirects([{ pattern: '^/p/plugin-(a|b)$', to: '/q/$1' }], langs);
    expect('/zh/p/plugin-a'.replace(new RegExp(zh.pattern), zh.to)).toBe('/zh/q/a');
    expect(new RegExp(en.pattern).test('/zh/p/plugin-a')).toBe(false);
    expect(new RegExp(en.pattern).test('/p/plugin-c')).toBe(false);
  });
});
