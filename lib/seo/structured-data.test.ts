import type { SidebarItem } from '../site-config';
import { breadcrumbList, breadcrumbTrail, jsonLd, webSite } from './structured-data';

test('a config page: home, the Config section, its sidebar group (standing for its first page), the page', () => {
  expect(breadcrumbTrail('/config/output/minify', 'en', 'output.minify')).toEqual([
    { name: 'Rsbuild', path: '/' },
    { name: 'Config', path: '/config/' },
    { name: 'output', path: '/config/output/asset-prefix' },
    { name: 'output.minify', path: '/config/output/minify' },
  ]);
});

test('steps that lead where a later step leads are dropped; Chinese names and paths', () => {
  // Guide leads to /guide/start/, and so does the Getting Started group: both give way to the page.
  expect(breadcrumbTrail('/guide/start/', 'zh', '介绍')).toEqual([
    { name: 'Rsbuild', path: '/zh/' },
    { name: '介绍', path: '/zh/guide/start/' },
  ]);
  expect(breadcrumbTrail('/guide/start/quick-start', 'zh', '快速上手').map((c) => c.name)).toEqual([
    'Rsbuild',
    '开始',
    '快速上手',
  ]);
});

test('a page outside every sidebar gets home and itself', () => {
  const sidebars: Record<string, SidebarItem[]> = {
    '/x/': [
      {
        kind: 'group',
        text: 'nav.guide',
        items: [
          { kind: 'link', link: '/x/a' },
          { kind: 'link', link: '/x/b' },
        ],
      },
    ],
  };
  expect(breadcrumbTrail('/y/b', 'en', 'B', sidebars)).toEqual([
    { name: 'Rsbuild', path: '/' },
    { name: 'B', path: '/y/b' },
  ]);
  expect(breadcrumbTrail('/x/b', 'en', 'B', sidebars).map((c) => c.path)).toEqual(['/', '/x/a', '/x/b']);
});

test('BreadcrumbList has positions and absolute URLs', () => {
  const list = breadcrumbList(
    [
      { name: 'Rsbuild', path: '/' },
      { name: 'Config', path: '/config/' },
    ],
    'https://x.dev',
  );
  expect(list).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Rsbuild', item: 'https://x.dev/' },
      { '@type': 'ListItem', position: 2, name: 'Config', item: 'https://x.dev/config/' },
    ],
  });
});

test('WebSite with a SearchAction on the language home', () => {
  const site = webSite('zh', 'https://x.dev');
  expect(site).toMatchObject({ '@type': 'WebSite', url: 'https://x.dev/zh/', inLanguage: 'zh-CN' });
  expect(site.potentialAction.target.urlTemplate).toBe('https://x.dev/zh/?q={search_term_string}');
  expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
});

test('JSON-LD text cannot close its script element', () => {
  expect(jsonLd({ a: '</script><b>' })).toBe('{"a":"\\u003c/script>\\u003cb>"}');
});
