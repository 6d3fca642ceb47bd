import { startsPageNavigation } from './page-loading';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, target = '') => ({ href, target, download: false });
const here = 'https://rsbuild.rs/guide/start/';

describe('clicks that start a page navigation', () => {
  it('is a plain left click on a link to another page of the site', () => {
    expect(startsPageNavigation(click, link('/config/'), here)).toBe(true);
    expect(startsPageNavigation(click, link('https://rsbuild.rs/zh/guide/start/'), here)).toBe(true);
  });
  it('is not a click with a modifier or another button', () => {
    for (const mod of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(startsPageNavigation({ ...click, [mod]: true }, link('/config/'), here)).toBe(false);
    }
    expect(startsPageNavigation({ ...click, button: 1 }, link('/config/'), here)).toBe(false);
    expect(startsPageNavigation({ ...click, defaultPrevented: true }, link('/config/'), here)).toBe(false);
  });
  it('is not a link to another site, a new tab, a download or a heading of the same page', () => {
    expect(startsPageNavigation(click, link('https://github.com/'), here)).toBe(false);
    expect(startsPageNavigation(click, link('/config/', '_blank'), here)).toBe(false);
    expect(startsPageNavigation(click, { ...link('/a.zip'), download: true }, here)).toBe(false);
    expect(startsPageNavigation(click, link('#install'), here)).toBe(false);
  });
});
