import { getContentIndex } from '../content/site-index';
import { resolveRoute, resolveSection, sectionRouteParams } from './route';
import { resolveSidebar, type ResolvedSidebarItem } from './sidebar';
import { packSidebar, unpackSidebar } from './sidebar-payload';
import type { SidebarItem } from '../site-config';

describe('the sidebar payload', () => {
  test("every page of the site gets back, from its section's layout, the sidebar the resolver gave it", () => {
    const index = getContentIndex();
    let checked = 0;
    for (const lang of ['en', 'zh'] as const) {
      for (const { section, rest } of sectionRouteParams(index, lang)) {
        const route = resolveRoute(index, lang, [section, ...rest]);
        if (route.kind !== 'page' || !route.sidebarKey) continue;
        const payload = resolveSection(index, lang, section).sidebars[route.sidebarKey];
        expect(unpackSidebar(payload, route.page.routePath)).toEqual(route.sidebar);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  const items: SidebarItem[] = [
    { kind: 'section', text: 'sidebar.guide.basic', tag: 'sidebar.guide.basic' },
    {
      kind: 'group',
      text: 'sidebar.guide.faq',
      link: '/guide/faq/',
      collapsed: true,
      items: [{ kind: 'link', link: '/guide/faq/general' }],
    },
    {
      kind: 'group',
      text: 'sidebar.guide.basic',
      collapsible: false,
      items: [{ kind: 'link', link: '/guide/basic/cli' }],
    },
    { kind: 'divider', dividerType: 'dashed' },
    { kind: 'external', text: 'sidebar.guide.basic', link: 'https://example.com/' },
  ];
  const titles: Record<string, string> = {
    '/guide/faq/': 'FAQ',
    '/guide/faq/general': 'General',
    '/guide/basic/cli': 'CLI',
  };
  const sidebarAt = (path: string) => resolveSidebar(items, 'en', path, (p) => titles[p]);

  test('keeps every kind of entry, and a collapsed group opens on the page it holds or links to', () => {
    const packed = packSidebar(sidebarAt(''));
    for (const path of ['/guide/basic/cli', '/guide/faq/general', '/guide/faq/']) {
      expect(unpackSidebar(packed, path)).toEqual(sidebarAt(path));
    }
    const faq = (path: string) => unpackSidebar(packed, path)[1] as Extract<ResolvedSidebarItem, { kind: 'group' }>;
    expect(faq('/guide/basic/cli')).toMatchObject({ collapsed: true, active: false });
    expect(faq('/guide/faq/general')).toMatchObject({ collapsed: false, active: true, current: false });
    expect(faq('/guide/faq/')).toMatchObject({ collapsed: false, active: true, current: true });
  });

  test('carries no page state: the groups a page would open stay as the config leaves them', () => {
    expect(JSON.stringify(packSidebar(sidebarAt('')))).not.toMatch(/active|current|kind/);
    expect(packSidebar(sidebarAt('')).items[1]).toMatchObject({ closed: 1 });
  });

  test("writes each link's path after the prefix all of the sidebar's links share", () => {
    expect(packSidebar(sidebarAt(''))).toEqual({
      base: '/guide/',
      items: [
        { section: 'Basic', tag: 'Basic' },
        { text: 'FAQ', path: 'faq/', items: [['General', 'faq/general']], closed: 1 },
        { text: 'Basic', items: [['CLI', 'basic/cli']], fixed: 1 },
        { divider: 'dashed' },
        { text: 'Basic', href: 'https://example.com/' },
      ],
    });
    const zh = resolveSidebar(items, 'zh', '', (p) => titles[p.replace(/^\/zh/, '')]);
    expect(packSidebar(zh).base).toBe('/zh/guide/');
    const mixed = resolveSidebar(
      [
        { kind: 'link', link: '/guide/basic/cli' },
        { kind: 'link', link: '/api/start/' },
      ],
      'en',
      '',
      () => 'T',
    );
    expect(packSidebar(mixed)).toEqual({
      base: '/',
      items: [
        ['T', 'guide/basic/cli'],
        ['T', 'api/start/'],
      ],
    });
    expect(unpackSidebar(packSidebar(mixed), '/api/start/')[1]).toMatchObject({ link: '/api/start/', active: true });
  });

  test('carries the pieces of a text with break points in place of the text, which unpacking joins again', () => {
    const long = resolveSidebar(
      [{ kind: 'link', link: '/config/performance/remove-moment-locale' }],
      'en',
      '',
      () => 'performance.removeMomentLocale',
    );
    const packed = packSidebar(long);
    expect(packed.items).toEqual([[['performance.', 'removeMomentLocale'], 'remove-moment-locale']]);
    expect(unpackSidebar(packed, '')).toEqual(long);
    expect(unpackSidebar(packed, '')[0]).toMatchObject({
      text: 'performance.removeMomentLocale',
      pieces: ['performance.', 'removeMomentLocale'],
    });
  });
});
