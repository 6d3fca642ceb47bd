import { clientNavigationHref, preloadHref, routerHref, siteRootsOf } from './client-navigation';

const here = 'https://rsbuild.rs/guide/start/quick-start';
const root = { basePath: '', langPrefixes: ['/zh'] };
const docs = { basePath: '/docs', langPrefixes: ['/zh'] };
const underDocs = 'https://x.dev/docs/guide/start/quick-start';
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
/** A link as the DOM reports it: the href resolved against the page. */
const link = (href: string, from = here, extra: { target?: string; download?: boolean } = {}) => ({
  href: new URL(href, from).href,
  target: extra.target ?? '',
  download: extra.download ?? false,
});

describe('routerHref: which links the router follows', () => {
  it('gives another page of the site, with its query and hash, as the router wants it', () => {
    expect(routerHref('https://rsbuild.rs/config/', here, root)).toBe('/config/');
    expect(routerHref('https://rsbuild.rs/config/output/minify#options', here, root)).toBe(
      '/config/output/minify#options',
    );
    expect(routerHref('https://rsbuild.rs/guide/start/?sidebar=0', here, root)).toBe('/guide/start/?sidebar=0');
    expect(routerHref('/', here, root)).toBe('/');
    expect(routerHref('https://rsbuild.rs/zh/config/', 'https://rsbuild.rs/zh/guide/', root)).toBe('/zh/config/');
  });
  it('takes the base off, since the router adds it; a path outside the base is not the site', () => {
    expect(routerHref('https://x.dev/docs/config/', underDocs, docs)).toBe('/config/');
    expect(routerHref('https://x.dev/docs', underDocs, docs)).toBe('/');
    expect(routerHref('https://x.dev/docs/zh/', 'https://x.dev/docs/zh/guide/', docs)).toBe('/zh/');
    expect(routerHref('https://x.dev/config/', underDocs, docs)).toBeNull();
    expect(routerHref('https://x.dev/docsy/config/', underDocs, docs)).toBeNull();
  });
  it('leaves other origins and schemes to the browser', () => {
    for (const href of [
      'https://github.com/web-infra-dev/rsbuild',
      'http://rsbuild.rs/config/',
      'https://rsbuild.rs:8080/config/',
      'mailto:a@b.c',
      'javascript:void(0)',
    ]) {
      expect(routerHref(href, here, root)).toBeNull();
    }
  });
  it('leaves files of the export to the browser: Markdown copies, feeds, llms.txt, the sitemap', () => {
    for (const path of [
      '/guide/start/quick-start.md',
      '/community/releases/rss.xml',
      '/zh/community/releases/atom.xml',
      '/llms.txt',
      '/llms-full.txt',
      '/sitemap.xml',
      '/docs/x.zip',
    ]) {
      expect(routerHref(`https://rsbuild.rs${path}`, here, root)).toBeNull();
    }
    expect(routerHref('https://x.dev/docs/guide/start/quick-start.md', underDocs, docs)).toBeNull();
    // A dot elsewhere in the path is no extension.
    expect(routerHref('https://rsbuild.rs/v1.0/guide/', here, root)).toBe('/v1.0/guide/');
  });
  it('leaves the other language to the browser: its root layout needs a full load', () => {
    expect(routerHref('https://rsbuild.rs/zh/guide/start/quick-start', here, root)).toBeNull();
    expect(routerHref('https://rsbuild.rs/guide/start/', 'https://rsbuild.rs/zh/guide/start/', root)).toBeNull();
    expect(routerHref('https://x.dev/docs/zh/', underDocs, docs)).toBeNull();
  });
  it('leaves a jump to a heading of this page to the browser, but not a heading of another page', () => {
    expect(routerHref('https://rsbuild.rs/guide/start/quick-start#install', here, root)).toBeNull();
    expect(routerHref('https://rsbuild.rs/guide/start/quick-start#', here, root)).toBeNull();
    expect(routerHref('https://rsbuild.rs/guide/start/quick-start#top', `${here}#install`, root)).toBeNull();
    expect(routerHref('https://rsbuild.rs/guide/start/#install', here, root)).toBe('/guide/start/#install');
    expect(routerHref('https://rsbuild.rs/guide/start/quick-start?x=1#install', here, root)).toBe(
      '/guide/start/quick-start?x=1#install',
    );
  });
  it('lets the router reload this very page, as next/link did', () => {
    expect(routerHref(here, `${here}#install`, root)).toBe('/guide/start/quick-start');
  });
});

describe('siteRootsOf', () => {
  it('takes the basePath and the language prefixes from the site config', () => {
    const langs = [
      { lang: 'en' as const, label: 'English', htmlLang: 'en', ogLocale: 'en_US', prefix: '' },
      { lang: 'zh' as const, label: '简体中文', htmlLang: 'zh-CN', ogLocale: 'zh_CN', prefix: '/zh' },
    ];
    expect(siteRootsOf({ base: '/', langs })).toEqual(root);
    expect(siteRootsOf({ base: '/docs/', langs })).toEqual(docs);
  });
});

describe('clientNavigationHref: which clicks the router takes', () => {
  it('takes a plain left click on a page link', () => {
    expect(clientNavigationHref(click, link('/config/'), here, root)).toBe('/config/');
    expect(clientNavigationHref(click, link('/config/', here, { target: '_self' }), here, root)).toBe('/config/');
  });
  it('leaves a click with a modifier, another button, or one a handler already took', () => {
    for (const mod of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(clientNavigationHref({ ...click, [mod]: true }, link('/config/'), here, root)).toBeNull();
    expect(clientNavigationHref({ ...click, button: 1 }, link('/config/'), here, root)).toBeNull();
    expect(clientNavigationHref({ ...click, defaultPrevented: true }, link('/config/'), here, root)).toBeNull();
  });
  it('leaves links to another tab or frame, and downloads', () => {
    expect(clientNavigationHref(click, link('/config/', here, { target: '_blank' }), here, root)).toBeNull();
    expect(clientNavigationHref(click, link('/config/', here, { target: 'other' }), here, root)).toBeNull();
    expect(clientNavigationHref(click, link('/config/', here, { download: true }), here, root)).toBeNull();
  });
  it('leaves what routerHref leaves', () => {
    expect(clientNavigationHref(click, link('https://github.com/'), here, root)).toBeNull();
    expect(clientNavigationHref(click, link('/guide/start/quick-start.md'), here, root)).toBeNull();
    expect(clientNavigationHref(click, link('#install'), here, root)).toBeNull();
  });
});

describe('preloadHref: which page a hovered link preloads', () => {
  it('is the page the router would open, without its hash', () => {
    expect(preloadHref('https://rsbuild.rs/config/#a', here, root)).toBe('/config/');
    expect(preloadHref('https://x.dev/docs/config/', underDocs, docs)).toBe('/config/');
    expect(preloadHref('https://rsbuild.rs/guide/start/quick-start?sidebar=0', here, root)).toBe(
      '/guide/start/quick-start?sidebar=0',
    );
  });
  it('is nothing for this very page, a file, another site or the other language', () => {
    expect(preloadHref(here, here, root)).toBeNull();
    expect(preloadHref(here, `${here}#install`, root)).toBeNull();
    expect(preloadHref('https://x.dev/docs/guide/start/quick-start', underDocs, docs)).toBeNull();
    expect(preloadHref('https://rsbuild.rs/llms.txt', here, root)).toBeNull();
    expect(preloadHref('https://github.com/', here, root)).toBeNull();
    expect(preloadHref('https://rsbuild.rs/zh/', here, root)).toBeNull();
  });
});
