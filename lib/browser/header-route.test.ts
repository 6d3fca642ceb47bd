import { headerPage, type HeaderRoutes } from './header-route';

const en: HeaderRoutes = {
  prefix: '',
  slashed: ['/', '/guide/start/'],
  bare: ['/blank', '/config/source/alias'],
  notFound: '/404',
};
const zh: HeaderRoutes = {
  prefix: '/zh',
  slashed: ['/zh/', '/zh/guide/start/'],
  bare: ['/zh/blank'],
  notFound: '/zh/404',
};

describe('the page the header stands above', () => {
  test('a page, from its segments, in either language; the route groups are not part of the path', () => {
    expect(headerPage(['config', 'output/minify'], en)).toEqual({
      route: '/config/output/minify',
      header: true,
      notFound: false,
    });
    expect(headerPage(['(zh)', 'zh', 'config', 'output/minify'], zh)).toEqual({
      route: '/config/output/minify',
      header: true,
      notFound: false,
    });
  });

  test('home pages and section roots get back the slash their segments lose', () => {
    expect(headerPage([], en).route).toBe('/');
    expect(headerPage(['zh'], zh).route).toBe('/');
    expect(headerPage(['guide', 'start'], en).route).toBe('/guide/start/');
    expect(headerPage(['zh', 'guide', 'start'], zh).route).toBe('/guide/start/');
    // A path that only starts like the prefix keeps it.
    expect(headerPage(['zhong'], zh).route).toBe('/zhong');
  });

  test('blank pages, pages without a navbar and redirect stubs show no header', () => {
    expect(headerPage(['blank'], en).header).toBe(false);
    expect(headerPage(['config', 'source/alias'], en).header).toBe(false);
    expect(headerPage(['zh', 'blank'], zh).header).toBe(false);
  });

  test('the 404 page, by its path or its own word, shows the header of the home page', () => {
    expect(headerPage(['zh', '404'], zh)).toEqual({ route: '/', header: true, notFound: true });
    expect(headerPage([], en, true)).toEqual({ route: '/', header: true, notFound: true });
  });
});
