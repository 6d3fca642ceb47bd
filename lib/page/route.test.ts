import { getContentIndex } from '../content/site-index';
import { flattenSidebar } from './sidebar';
import { structuredDataFor } from '../seo/structured-data';
import { resolveRoute, resolveSection, routeFor, sectionRouteParams, type PageRoute } from './route';

const index = getContentIndex();
const page = (lang: 'en' | 'zh', slug: string[]) => {
  const route = resolveRoute(index, lang, slug);
  if (route.kind !== 'page') throw new Error(`${lang} ${slug.join('/')} is a ${route.kind}`);
  return route;
};
const crumbs = (route: PageRoute) =>
  (structuredDataFor(route.page) as { itemListElement: { name: string }[] }).itemListElement.map((c) => c.name);

describe('resolveRoute', () => {
  test('an option page gets its section sidebar, neighbours, trail and head in one answer', () => {
    const route = page('en', ['config', 'output', 'minify']);
    expect(route.page.routePath).toBe('/config/output/minify');
    expect(route.parts).toEqual({ navbar: true, sidebar: true, outline: true, footer: true });
    const links = flattenSidebar(route.sidebar).map((l) => l.link);
    expect(links).toContain('/config/output/minify');
    expect(links.every((l) => l.startsWith('/config/'))).toBe(true);
    expect(route.prev?.link).toBe(links[links.indexOf('/config/output/minify') - 1]);
    expect(route.next?.link).toBe(links[links.indexOf('/config/output/minify') + 1]);
    expect(crumbs(route).at(-1)).toBe(route.page.title);
    expect(route.metadata).toEqual({ title: 'output.minify - Rsbuild' });
    expect(route.htmlOnlyHeadTags).toContainEqual({
      tag: 'link',
      attributes: { rel: 'canonical', href: 'https://rsbuild.rs/config/output/minify' },
    });
    expect(route.overview).toBeUndefined();
  });

  test('the Chinese twin resolves in Chinese, with Chinese links', () => {
    const route = page('zh', ['config', 'output', 'minify']);
    expect(route.page.routePath).toBe('/zh/config/output/minify');
    expect(flattenSidebar(route.sidebar).every((l) => l.link.startsWith('/zh/config/'))).toBe(true);
    expect(route.htmlOnlyHeadTags).toContainEqual({
      tag: 'meta',
      attributes: { property: 'og:locale', content: 'zh_CN' },
    });
  });

  test('an overview page carries its groups; the home page has no sidebar and describes the site', () => {
    const overview = page('en', ['config']);
    expect(overview.overview!.length).toBeGreaterThan(3);
    expect(overview.overview!.flatMap((g) => g.pages.map((p) => p.link))).toContain('/config/output/minify');
    const home = page('en', []);
    expect(home.sidebar).toEqual([]);
    expect(home.parts.sidebar).toBe(false);
    expect(structuredDataFor(home.page)).toMatchObject({ '@type': 'WebSite' });
  });

  test('an old path is a redirect stub, an unknown one and the 404 slug are not found', () => {
    expect(resolveRoute(index, 'zh', ['config', 'source', 'alias'])).toMatchObject({
      kind: 'redirect',
      target: '/zh/config/resolve/alias',
      metadata: { robots: { index: false } },
    });
    const missing = resolveRoute(index, 'en', ['no', 'such', 'page']);
    expect(missing).toMatchObject({ kind: 'not-found', lang: 'en' });
    expect(missing.kind === 'not-found' && missing.routes).toContain('/zh/guide/start/');
    expect(resolveRoute(index, 'zh', ['404']).kind).toBe('not-found');
  });

  test('a page and its metadata share one resolution', () => {
    expect(routeFor(index, 'en', ['guide', 'start', 'quick-start'])).toBe(
      routeFor(index, 'en', ['guide', 'start', 'quick-start']),
    );
  });

  test('each language pre-renders its pages and old paths; only the other languages render a 404 route', () => {
    const slugs = (lang: 'en' | 'zh') => sectionRouteParams(index, lang).map((p) => [p.section, ...p.rest].join('/'));
    expect(slugs('en')).toEqual(expect.arrayContaining(['config', 'config/output/minify', 'config/source/alias']));
    // The home page has a route file of its own.
    expect(slugs('en')).not.toContain('');
    expect(slugs('en')).not.toContain('404');
    expect(slugs('zh')).toContain('404');
  });

  test('a section carries its sidebar once, without a current page; its pages only name it', () => {
    const config = resolveSection(index, 'zh', 'config');
    expect(Object.keys(config.sidebars)).toEqual(['/config/']);
    expect(JSON.stringify(config.sidebars)).not.toMatch(/"(active|current)"/);
    expect(page('zh', ['config', 'output', 'minify']).sidebarKey).toBe('/config/');
    expect(page('en', []).sidebarKey).toBeUndefined();
    expect(resolveSection(index, 'en', 'no-such-section').sidebars).toEqual({});
  });
});
