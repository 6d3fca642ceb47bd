// Hostile paths on nginx (deploy/nginx.conf): the rules that redirect other spellings of a page (`.html`,
// `/index`, the `/en` prefix) answer only paths made of the characters routes use. nginx decodes `%5C` to
// a backslash and `%09` to a tab before matching, and a Location of `/\host` or `/<tab>/host` is followed
// off-site by browsers, so such a path gets a 404, never a redirect.
import { plainTest as test, expect } from '../support';
import { safeTarget } from '../../lib/routing/safe-path';

const noFollow = { maxRedirects: 0 };
const hostile = [
  '/%5Cevil.example/index.html',
  '/%5Cevil.example/index',
  '/%5Cevil.example.html',
  '/%5C%5Cevil.example/x.html',
  '/%09/evil.example/index',
  '/%09/evil.example.html',
  '/%0d%0a/evil.example.html',
  '/%2F%2Fevil.example/index.html',
  '/%2F%5Cevil.example.html',
  '/en/%5Cevil.example',
  '/en/%5C%5Cevil.example/x',
  '/en/%09/evil.example',
  '/en//evil.example/x',
  '/en/%2F%2Fevil.example',
  '/zh/%5Cevil.example/index.html',
  '/zh//%5Cevil.example.html',
];

for (const url of hostile) {
  test(`${url} is never sent off the origin`, async ({ request, baseURL }) => {
    const response = await request.get(url, noFollow);
    const location = response.headers().location;
    if (response.status() === 301) {
      // A redirect is allowed only to a plain path of route characters on this origin.
      expect(location, `${url} -> ${JSON.stringify(location)}`).toMatch(
        /^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*(?:\?.*)?$|^\/$/,
      );
      expect(safeTarget(location, baseURL), `${url} -> ${JSON.stringify(location)}`).toBe(location);
      expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin);
    } else {
      expect(response.status(), `${url} -> ${response.status()} ${JSON.stringify(location)}`).toBe(404);
      expect(location).toBeUndefined();
    }
  });
}

test('the rules still redirect the spellings of real pages', async ({ request }) => {
  for (const [from, to] of [
    ['/guide/start/index.html', '/guide/start/'],
    ['/config/output/minify.html?q=1', '/config/output/minify?q=1'],
    ['/en/guide/start/', '/guide/start/'],
    ['/en/', '/'],
  ]) {
    const response = await request.get(from, noFollow);
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});
