import { leavesPage, startsPageNavigation } from './navigation-progress';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, target = '') => ({ href: new URL(href, here).href, target, download: false });
const here = 'https://rsbuild.rs/guide/start/';
const site = { basePath: '', langPrefixes: ['/zh'] };

describe('clicks that start a page navigation', () => {
  it('is a plain left click on a link to another page of the site', () => {
    expect(startsPageNavigation(click, link('/config/'), here, site)).toBe(true);
    expect(startsPageNavigation(click, link('/config/#a'), here, site)).toBe(true);
    expect(
      startsPageNavigation(click, link('https://x.dev/docs/config/'), 'https://x.dev/docs/guide/start/', {
        ...site,
        basePath: '/docs',
      }),
    ).toBe(true);
  });
  it('is not a click with a modifier or another button', () => {
    for (const mod of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(startsPageNavigation({ ...click, [mod]: true }, link('/config/'), here, site)).toBe(false);
    }
    expect(startsPageNavigation({ ...click, button: 1 }, link('/config/'), here, site)).toBe(false);
    expect(startsPageNavigation({ ...click, defaultPrevented: true }, link('/config/'), here, site)).toBe(false);
  });
  it('is not a link the browser follows: another site, a new tab, a download, a file, the other language', () => {
    expect(startsPageNavigation(click, link('https://github.com/'), here, site)).toBe(false);
    expect(startsPageNavigation(click, link('/config/', '_blank'), here, site)).toBe(false);
    expect(startsPageNavigation(click, { ...link('/a.zip'), download: true }, here, site)).toBe(false);
    expect(startsPageNavigation(click, link('/guide/start/index.md'), here, site)).toBe(false);
    expect(startsPageNavigation(click, link('/zh/guide/start/'), here, site)).toBe(false);
  });
  it('is not a click that keeps the path: a heading, a query, the page itself', () => {
    expect(startsPageNavigation(click, link('#install'), here, site)).toBe(false);
    expect(startsPageNavigation(click, link('/guide/start/?sidebar=0'), here, site)).toBe(false);
    expect(startsPageNavigation(click, link('/guide/start/'), here, site)).toBe(false);
  });
});

describe('a navigation that leaves the page on screen', () => {
  it('goes to another path, whatever the trailing slash, query or hash', () => {
    expect(leavesPage('/config/output/charset#example', '/guide/start/')).toBe(true);
    expect(leavesPage('/guide/start#install', '/guide/start/')).toBe(false);
    expect(leavesPage('/guide/start/?sidebar=0', '/guide/start')).toBe(false);
    expect(leavesPage('/', '/')).toBe(false);
  });
  it('is not one outside the site base', () => {
    expect(leavesPage(null, '/guide/start/')).toBe(false);
  });
});
