import { headersFile, redirectsFile } from './static-host';

describe('redirectsFile', () => {
  const file = redirectsFile({ base: '/', langPrefixes: ['/zh'], defaultLang: 'en', redirects: [{ from: '/a', to: '/b' }, { from: '/zh/a', to: '/zh/b' }] });
  const rules = file.split('\n').filter((l) => l && !l.startsWith('#'));

  it('lists the table as 301s, then the default-language prefix, then 404s from the most specific', () => {
    expect(rules).toEqual(['/a /b 301', '/zh/a /zh/b 301', '/en / 301', '/en/* /:splat 301', '/zh/* /zh/404.html 404', '/* /404.html 404']);
  });
  it('works under a base', () => {
    const based = redirectsFile({ base: '/docs/', langPrefixes: [], defaultLang: 'en', redirects: [] });
    expect(based).toContain('/docs/en/* /docs/:splat 301');
    expect(based).toContain('/docs/* /docs/404.html 404');
  });
});

describe('headersFile', () => {
  it('sends the headers everywhere and immutable caching for hashed assets', () => {
    const file = headersFile({ base: '/', headers: { 'X-Content-Type-Options': 'nosniff' } });
    expect(file).toContain('/*\n  X-Content-Type-Options: nosniff\n');
    expect(file).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});
