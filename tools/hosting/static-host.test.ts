import { headersFile, netlifyToml, notFoundRules, redirectsFile } from './static-host';

describe('redirectsFile', () => {
  const file = redirectsFile({
    base: '/',
    defaultLang: 'en',
    redirects: [
      { from: '/a', to: '/b' },
      { from: '/zh/a', to: '/zh/b' },
    ],
  });
  const rules = file.split('\n').filter((l) => l && !l.startsWith('#'));

  it('lists the table as 301s, then the default-language prefix, and no 404 rule (Cloudflare Pages rejects status 404)', () => {
    expect(rules).toEqual([
      '/a /b 301',
      '/zh/a /zh/b 301',
      '/en / 301',
      '/en/ / 301',
      '/en/:page /:page 301',
      '/en/:page/* /:page/:splat 301',
    ]);
  });
  it('works under a base', () => {
    const based = redirectsFile({ base: '/docs/', defaultLang: 'en', redirects: [] });
    expect(based).toContain('/docs/en/:page/* /docs/:page/:splat 301');
  });
});

describe('netlifyToml', () => {
  it("sends each language's unknown paths to its 404 page, from the most specific prefix", () => {
    expect(notFoundRules({ base: '/', langPrefixes: ['/zh'] })).toEqual([
      { from: '/zh/*', to: '/zh/404.html' },
      { from: '/*', to: '/404.html' },
    ]);
    expect(netlifyToml({ base: '/', langPrefixes: ['/zh'] })).toContain(
      '[[redirects]]\nfrom = "/zh/*"\nto = "/zh/404.html"\nstatus = 404\n\n[[redirects]]\nfrom = "/*"\nto = "/404.html"\nstatus = 404\n',
    );
  });
  it('works under a base', () => {
    expect(notFoundRules({ base: '/docs/', langPrefixes: ['/zh'] })).toEqual([
      { from: '/docs/zh/*', to: '/docs/zh/404.html' },
      { from: '/docs/*', to: '/docs/404.html' },
    ]);
  });
});

describe('headersFile', () => {
  it('sends the headers everywhere and immutable caching for hashed assets', () => {
    const file = headersFile({ base: '/', headers: { 'X-Content-Type-Options': 'nosniff' } });
    expect(file).toContain('/*\n  X-Content-Type-Options: nosniff\n');
    expect(file).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});
