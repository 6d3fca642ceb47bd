import type { SidebarItem } from '../site-config';
import { flattenSidebar, prevNext, resolveSidebar, sectionSidebarKeys, sidebarFor, sidebarKeyFor } from './sidebar';

const items: SidebarItem[] = [
  { kind: 'link', link: '/guide/start/' },
  { kind: 'divider', dividerType: 'dashed' },
  {
    kind: 'group',
    text: 'sidebar.guide.basic',
    collapsed: true,
    items: [
      { kind: 'link', link: '/guide/basic/cli' },
      { kind: 'link', link: '/guide/basic/server' },
    ],
  },
  { kind: 'group', text: 'sidebar.guide.faq', collapsed: true, items: [{ kind: 'link', link: '/guide/faq/general' }] },
];
const titles: Record<string, string> = {
  '/zh/guide/start/': '开始',
  '/zh/guide/basic/cli': 'CLI',
  '/zh/guide/basic/server': '服务器',
  '/zh/guide/faq/general': '通用',
};

describe('sidebar', () => {
  const resolved = resolveSidebar(items, 'zh', '/zh/guide/basic/server', (p) => titles[p]);

  it('localises links and texts, marks the active page and opens the group holding it', () => {
    expect(resolved[0]).toEqual({
      kind: 'link',
      text: '开始',
      link: '/zh/guide/start/',
      active: false,
      tag: undefined,
    });
    expect(resolved[2]).toMatchObject({ kind: 'group', text: '基础', active: true, collapsed: false });
    expect(resolved[3]).toMatchObject({ kind: 'group', text: '常见问题', active: false, collapsed: true });
  });

  it('gives prev and next from the flattened order, across groups', () => {
    expect(flattenSidebar(resolved).map((l) => l.link)).toEqual([
      '/zh/guide/start/',
      '/zh/guide/basic/cli',
      '/zh/guide/basic/server',
      '/zh/guide/faq/general',
    ]);
    expect(prevNext(resolved, '/zh/guide/basic/server')).toEqual({
      prev: { text: 'CLI', link: '/zh/guide/basic/cli' },
      next: { text: '通用', link: '/zh/guide/faq/general' },
    });
    expect(prevNext(resolved, '/zh/guide/start/').prev).toBeUndefined();
  });

  it('refuses a link to a page that does not exist', () => {
    expect(() => resolveSidebar(items, 'en', '/', () => undefined)).toThrow(
      'Sidebar links to /guide/start/, which has no page',
    );
  });

  it('picks the sidebar by the longest matching section prefix', () => {
    const sidebars = { '/guide/': [items[0]], '/guide/faq/': [items[3]] };
    expect(sidebarFor('/guide/faq/general', sidebars)).toEqual([items[3]]);
    expect(sidebarFor('/guide/basic/cli', sidebars)).toEqual([items[0]]);
    expect(sidebarFor('/', sidebars)).toEqual([]);
  });
});

describe('sidebars of a section', () => {
  const sidebars = { '/': [items[0]], '/guide/': [items[0]], '/guide/faq/': [items[3]], '/config/': [items[1]] };

  it('are every sidebar a page under the first path segment can show', () => {
    expect(sectionSidebarKeys('guide', sidebars).sort()).toEqual(['/', '/guide/', '/guide/faq/']);
    expect(sectionSidebarKeys('config', sidebars).sort()).toEqual(['/', '/config/']);
    expect(sectionSidebarKeys('guid', sidebars)).toEqual(['/']);
  });

  it('hold the key each page picks', () => {
    for (const route of ['/guide/faq/general', '/guide/basic/cli', '/config/output/minify', '/api/']) {
      const key = sidebarKeyFor(route, sidebars)!;
      expect(sectionSidebarKeys(route.split('/')[1], sidebars)).toContain(key);
    }
  });
});
