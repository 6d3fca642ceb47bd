// A third language over the route resolver, as data only: a site config with a French language, a French
// dictionary and French pages resolve like the other two, with no change to lib/page/route.ts or below.
import { jest } from '@jest/globals';
import { writeContentTree } from '../../testing/content-tree';
import { threeLangSite } from '../../testing/three-langs';

const en = await import('../i18n');
const fr = Object.fromEntries(Object.entries(en.messages.en).map(([key, text]) => [key, `fr:${text}`]));
jest.unstable_mockModule('../i18n', () => ({
  ...en,
  messages: { ...en.messages, fr },
  t: (lang: string, key: string) => (({ ...en.messages, fr }) as Record<string, Record<string, string>>)[lang][key],
}));
const { defineSiteConfig } = await import('../config/schema');
jest.unstable_mockModule('@site/config', () => ({
  default: defineSiteConfig({
    ...threeLangSite,
    sidebars: {
      '/guide/': [
        {
          kind: 'group',
          text: 'sidebar.guide.start',
          items: [
            { kind: 'link', link: '/guide/a' },
            { kind: 'link', link: '/guide/b' },
          ],
        },
      ],
    },
    redirects: [{ from: '/old', to: '/guide/b' }],
  }),
}));
const { buildContentIndex } = await import('../content/content-index');
const { headerRoutes, resolveRoute, sectionRouteParams } = await import('./route');

const page = (title: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n\nText.\n`;
const files: Record<string, string> = {};
for (const lang of ['en', 'zh', 'fr']) {
  for (const name of ['a', 'b']) files[`${lang}/guide/${name}.mdx`] = page(`${lang} ${name}`);
  files[`${lang}/blank.mdx`] = `---\ntitle: Blank\npageType: blank\n---\n\n# Blank\n`;
  files[`${lang}/guide/bare.mdx`] = `---\ntitle: Bare\nnavbar: false\n---\n\n# Bare\n`;
}
const index = buildContentIndex({ contentDir: writeContentTree(files), git: false });

test('a French page resolves with its French sidebar, neighbours and head', () => {
  const route = resolveRoute(index, 'fr' as never, ['guide', 'a']);
  expect(route.kind).toBe('page');
  if (route.kind !== 'page') return;
  expect(route.page.routePath).toBe('/fr/guide/a');
  expect(route.sidebar).toMatchObject([
    {
      kind: 'group',
      text: 'fr:Getting Started',
      items: [{ link: '/fr/guide/a', active: true }, { link: '/fr/guide/b' }],
    },
  ]);
  expect(route.next?.link).toBe('/fr/guide/b');
  expect(route.htmlOnlyHeadTags).toContainEqual({
    tag: 'meta',
    attributes: { property: 'og:locale', content: 'fr_FR' },
  });
  expect(route.htmlOnlyHeadTags.map((t) => t.attributes.hreflang).filter(Boolean)).toEqual(
    expect.arrayContaining(['en', 'zh-CN', 'fr']),
  );
});

test('its old paths redirect and its 404 is pre-rendered like Chinese', () => {
  expect(resolveRoute(index, 'fr' as never, ['old'])).toMatchObject({ kind: 'redirect', target: '/fr/guide/b' });
  expect(resolveRoute(index, 'fr' as never, ['nope']).kind).toBe('not-found');
  expect(sectionRouteParams(index, 'fr' as never).map((p) => [p.section, ...p.rest].join('/'))).toEqual(
    expect.arrayContaining(['guide/a', 'old', '404']),
  );
});

test('its root layout knows which pages have no header: blank, navbar off, the old paths; and its 404', () => {
  const routes = headerRoutes(index, 'fr' as never);
  expect(routes).toMatchObject({ prefix: '/fr', notFound: '/fr/404' });
  expect(routes.bare.sort()).toEqual(['/fr/blank', '/fr/guide/bare', '/fr/old']);
  expect(routes.slashed).toEqual([]);
});
