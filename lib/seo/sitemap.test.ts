import type { PageData } from '../content/page-data';
import { hreflangAlternates, robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

const page = (routePath: string, route: string, lastUpdatedTime?: string) =>
  ({ routePath, route, lastUpdatedTime }) as PageData;

test('every page with its last-modified date and its language twins', () => {
  const entries = sitemapEntries(
    [
      page('/zh/guide/start/', '/guide/start/', '2026-01-02T03:04:05+00:00'),
      page('/guide/start/', '/guide/start/', '2026-01-01T00:00:00+00:00'),
      page('/only-en', '/only-en'),
    ],
    'https://x.dev',
  );
  expect(entries).toEqual([
    {
      url: 'https://x.dev/guide/start/',
      lastModified: '2026-01-01T00:00:00+00:00',
      languages: {
        en: 'https://x.dev/guide/start/',
        'zh-CN': 'https://x.dev/zh/guide/start/',
        'x-default': 'https://x.dev/guide/start/',
      },
    },
    {
      url: 'https://x.dev/only-en',
      lastModified: undefined,
      languages: { en: 'https://x.dev/only-en', 'x-default': 'https://x.dev/only-en' },
    },
    {
      url: 'https://x.dev/zh/guide/start/',
      lastModified: '2026-01-02T03:04:05+00:00',
      languages: {
        en: 'https://x.dev/guide/start/',
        'zh-CN': 'https://x.dev/zh/guide/start/',
        'x-default': 'https://x.dev/guide/start/',
      },
    },
  ]);
});

test('x-default is left out when the default language has no such page', () => {
  expect(hreflangAlternates('/x', (p) => p === '/zh/x')).toEqual({ 'zh-CN': '/zh/x' });
});

test('robots.txt allows everything and points at the sitemap', () => {
  expect(robotsTxt('https://x.dev')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://x.dev/sitemap.xml\n');
  expect(robotsTxt('https://x.dev', '/docs/')).toBe(
    'User-agent: *\nAllow: /docs/\n\nSitemap: https://x.dev/docs/sitemap.xml\n',
  );
});

test("sitemap.xml: each entry's lastmod before its alternates, as the protocol schema wants; text escaped", () => {
  const xml = sitemapXml([
    {
      url: 'https://x.dev/a?b&c',
      lastModified: '2026-01-01T00:00:00+00:00',
      languages: { en: 'https://x.dev/a', 'x-default': 'https://x.dev/a' },
    },
    { url: 'https://x.dev/b', languages: { en: 'https://x.dev/b' } },
  ]);
  expect(xml).toBe(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      '<url>',
      '<loc>https://x.dev/a?b&amp;c</loc>',
      '<lastmod>2026-01-01T00:00:00+00:00</lastmod>',
      '<xhtml:link rel="alternate" hreflang="en" href="https://x.dev/a"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.dev/a"/>',
      '</url>',
      '<url>',
      '<loc>https://x.dev/b</loc>',
      '<xhtml:link rel="alternate" hreflang="en" href="https://x.dev/b"/>',
      '</url>',
      '</urlset>',
      '',
    ].join('\n'),
  );
});
