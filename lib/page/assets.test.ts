import { assetUrl } from './assets';

describe('assetUrl', () => {
  it('serves from the site itself without a base', () => {
    expect(assetUrl('/tools/rspack.svg', '')).toBe('/tools/rspack.svg');
  });
  it('puts the path under the site base without a CDN', () => {
    expect(assetUrl('/tools/rspack.svg', '', '/docs/')).toBe('/docs/tools/rspack.svg');
  });
  it('prefixes the configured CDN base, with or without its trailing slash, instead of the site base', () => {
    expect(assetUrl('/tools/rspack.svg', 'https://cdn.example.com/docs/')).toBe(
      'https://cdn.example.com/docs/tools/rspack.svg',
    );
    expect(assetUrl('/tools/rspack.svg', 'https://cdn.example.com', '/docs/')).toBe(
      'https://cdn.example.com/tools/rspack.svg',
    );
  });
  it('rejects a path that is not below public/', () => {
    expect(() => assetUrl('tools/rspack.svg', '')).toThrow(/must be a path/);
  });
});
