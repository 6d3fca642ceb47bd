// Hostile paths on each host (e2e/hosting/hosts.ts): the redirects of other spellings of a page (`.html`,
// `/index`, the `/en` prefix) never send the browser to another origin. A Location of `//host`, `/\host` or
// `/<tab>/host` is followed off-site by browsers. nginx (deploy/nginx.conf) decodes `%5C` to a backslash and
// `%09` to a tab before matching, so its rules answer only paths made of the characters routes use and any
// other path gets a 404. Cloudflare Pages strips leading slashes, backslashes and whitespace from the
// redirects it makes itself; its splat rule (`/en/*`) passes the rest of the path on as it came.
import { plainTest as test, expect } from '../support';
import { currentHost } from './hosts';
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
    const redirect = `${url} -> ${response.status()} ${JSON.stringify(location)}`;
    if (response.status() >= 300 && response.status() < 400) {
      // A URL as a browser reads it: backslashes are slashes, tabs and newlines are dropped.
      expect(new URL(location, baseURL).origin, redirect).toBe(new URL(baseURL!).origin);
      expect(location, redirect).toMatch(/^\/(?![/\\\s])/);
      if (currentHost().redirectTargets === 'route-paths') {
        // nginx redirects only to a plain path of route characters.
        expect(location, redirect).toMatch(/^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*(?:\?.*)?$|^\/$/);
        expect(safeTarget(location, baseURL), redirect).toBe(location);
      }
    } else {
      expect(response.status(), redirect).toBe(404);
      expect(location).toBeUndefined();
    }
  });
}

test('the rules still redirect the spellings of real pages', async ({ request }) => {
  for (const [from, to, status] of [
    ['/guide/start/index.html', '/guide/start/', currentHost().spellingStatus],
    ['/config/output/minify.html?q=1', '/config/output/minify?q=1', currentHost().spellingStatus],
    ['/en/guide/start/', '/guide/start/', 301],
    ['/en/', '/', 301],
  ] as const) {
    const response = await request.get(from, noFollow);
    expect(response.status(), from).toBe(status);
    expect(response.headers().location, from).toBe(to);
  }
});
