import { localizedNav, logoParts, navByPosition, resolveNav, splitSocialLinks } from './nav';
import { markNavActive } from '../browser/nav-active';
import type { NavItem } from '../site-config';

describe('nav', () => {
  const nav: NavItem[] = [
    { text: 'nav.guide', link: '/guide/start/', activeMatch: '/guide/', position: 'left' },
    { text: 'nav.config', link: '/config/', activeMatch: '/config/' },
    {
      text: 'nav.version',
      items: [{ text: 'nav.changelog', link: 'https://github.com/web-infra-dev/rsbuild/releases' }],
    },
  ];

  it('localises texts and links and marks the active section', () => {
    const items = resolveNav('zh', '/zh/config/output/minify', nav);
    expect(items[0]).toMatchObject({ text: '指南', link: '/zh/guide/start/', active: false, position: 'left' });
    expect(items[1]).toMatchObject({ text: '配置', link: '/zh/config/', active: true });
    expect(items[1]).not.toHaveProperty('position');
    expect(items[2].items?.[0]).toMatchObject({
      external: true,
      link: 'https://github.com/web-infra-dev/rsbuild/releases',
    });
  });

  it('is the same data on every page of a language; the page only marks its item', () => {
    const shared = localizedNav('en', nav);
    expect(JSON.stringify(shared)).not.toContain('"active"');
    expect(markNavActive(shared, '/guide/basic/cli').map((i) => i.active)).toEqual([true, false, false]);
    expect(markNavActive(shared, '/guide/basic/cli')).toEqual(resolveNav('en', '/guide/basic/cli', nav));
    expect(markNavActive(shared, '/zh/guide/').some((i) => i.active)).toBe(false);
  });

  it('places items left or right, right by default', () => {
    const { left, right } = navByPosition(resolveNav('en', '/', nav));
    expect(left.map((i) => i.text)).toEqual(['Guide']);
    expect(right.map((i) => i.text)).toEqual(['Config', 'v1.4']);
  });

  it('shows the first five social links inline and the rest in the popup', () => {
    expect(splitSocialLinks([1, 2, 3, 4], 5)).toEqual({ inline: [1, 2, 3, 4], more: [] });
    expect(splitSocialLinks([1, 2, 3, 4, 5, 6, 7], 5)).toEqual({ inline: [1, 2, 3, 4, 5], more: [6, 7] });
  });

  it('draws the logo from one image, light and dark images, the logo text or the title', () => {
    expect(logoParts({ logo: '/a.svg', title: 'Rsbuild' })).toEqual({
      images: [{ src: '/a.svg' }],
      text: undefined,
      alt: 'Rsbuild',
    });
    expect(logoParts({ logo: { light: '/l.svg', dark: '/d.svg' }, logoText: 'Rsbuild', title: 'T' })).toEqual({
      images: [
        { src: '/l.svg', theme: 'light' },
        { src: '/d.svg', theme: 'dark' },
      ],
      text: 'Rsbuild',
      alt: '',
    });
    expect(logoParts({ logo: { light: '/a.svg', dark: '/a.svg' }, title: 'T' }).images).toEqual([{ src: '/a.svg' }]);
    expect(logoParts({ logoText: 'Docs', title: 'T' })).toEqual({ images: [], text: 'Docs', alt: '' });
    expect(logoParts({ title: 'Rsbuild' })).toEqual({ images: [], text: 'Rsbuild', alt: '' });
  });
});
