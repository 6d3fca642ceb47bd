import type { ResolvedSidebarItem } from './sidebar';
import { buildOverview, filterOverview, normalizeQuery } from './overview';

const link = (text: string, href: string): ResolvedSidebarItem => ({ kind: 'link', text, link: href, active: false });
const sidebar: ResolvedSidebarItem[] = [
  link('Config overview', '/config/'),
  link('root', '/config/root'),
  {
    kind: 'group',
    text: 'output',
    collapsible: true,
    collapsed: false,
    active: false,
    current: false,
    items: [link('output.distPath', '/config/output/dist-path'), link('output.minify', '/config/output/minify')],
  },
  {
    kind: 'group',
    text: 'dev',
    collapsible: true,
    collapsed: false,
    active: false,
    current: false,
    items: [link('dev.hmr', '/config/dev/hmr')],
  },
  link('mode', '/config/mode'),
];
const tocs: Record<string, { text: string; id: string; depth: number }[]> = {
  '/config/output/dist-path': [
    { text: 'Example', id: 'example', depth: 2 },
    { text: 'root', id: 'root', depth: 3 },
  ],
  '/config/output/minify': [{ text: 'Source maps and minification', id: 'sm', depth: 2 }],
  '/config/dev/hmr': [{ text: 'Live reload', id: 'live-reload', depth: 2 }],
};
const options = {
  currentPath: '/config/',
  headersDepth: 2,
  othersTitle: 'Others',
  tocOf: (p: string) => tocs[p] ?? [],
};

describe('overview', () => {
  const groups = buildOverview(sidebar, options);

  it('groups pages as the sidebar does, loose pages in the default group, without the overview page', () => {
    expect(groups.map((g) => g.title)).toEqual(['Others', 'output', 'dev']);
    expect(groups[0].pages.map((p) => p.link)).toEqual(['/config/root', '/config/mode']);
    expect(groups[1].pages.map((p) => p.title)).toEqual(['output.distPath', 'output.minify']);
  });

  it('lists headings down to the configured depth', () => {
    expect(groups[1].pages[0].headings.map((h) => h.id)).toEqual(['example']);
    const deeper = buildOverview(sidebar, { ...options, headersDepth: 3 });
    expect(deeper[1].pages[0].headings.map((h) => h.id)).toEqual(['example', 'root']);
  });

  it('gives the pieces of a long title or heading, where the browser may wrap it', () => {
    const long = buildOverview([link('performance.removeMomentLocale', '/config/performance/remove-moment-locale')], {
      ...options,
      tocOf: () => [{ text: 'Use performance.removeMomentLocale', id: 'use', depth: 2 }],
    });
    const [page] = long[0].pages;
    expect(page).toMatchObject({
      title: 'performance.removeMomentLocale',
      pieces: ['performance.', 'remove', 'Moment', 'Locale'],
    });
    expect(page.headings[0]).toEqual({
      text: 'Use performance.removeMomentLocale',
      pieces: ['Use performance.', 'remove', 'Moment', 'Locale'],
      id: 'use',
    });
    expect(groups[1].pages[0]).not.toHaveProperty('pieces');
  });

  it('ignores case and hyphens', () => {
    expect(normalizeQuery('Dist-Path')).toBe('distpath');
    expect(filterOverview(groups, 'DIST-PATH').flatMap((g) => g.pages.map((p) => p.title))).toEqual([
      'output.distPath',
    ]);
  });

  it('keeps a whole group whose name matches', () => {
    const result = filterOverview(groups, 'output');
    expect(result).toHaveLength(1);
    expect(result[0].pages).toHaveLength(2);
    expect(result[0].pages[1].headings).toHaveLength(1);
  });

  it('keeps a matching page with all its headings, else only the matching headings', () => {
    const byTitle = filterOverview(groups, 'minify');
    expect(byTitle[0].pages[0].headings.map((h) => h.id)).toEqual(['sm']);
    const byHeading = filterOverview(groups, 'Re-load');
    expect(byHeading).toEqual([
      {
        title: 'dev',
        pages: [{ title: 'dev.hmr', link: '/config/dev/hmr', headings: [{ text: 'Live reload', id: 'live-reload' }] }],
      },
    ]);
  });

  it('returns everything for an empty query and nothing for a query without match', () => {
    expect(filterOverview(groups, '  ')).toBe(groups);
    expect(filterOverview(groups, 'zzz')).toEqual([]);
  });
});
