// The export as each host serves it (the Playwright projects `nginx` and `cloudflare`, e2e/hosting/hosts.ts):
// URLs, status codes, redirects, caching, compression, content types, security headers and the host's own
// files, over plain HTTP. Where the hosts differ, the expectation comes from the host's entry in hosts.ts.
import fs from 'node:fs';
import path from 'node:path';
import { type APIResponse } from '@playwright/test';
import { plainTest as test, expect, expectNotFoundAt } from '../support';
import { currentHost, wranglerLogFile } from './hosts';
import { cacheControl, securityHeaders } from '../../tools/hosting/headers';
import { sitePatternRedirects, siteRedirects } from '../../tools/hosting/site-hosting';
import { t } from '../../lib/i18n';
import { LANGS, localizePath } from '../../lib/routing/lang-path';
import { notFoundPageFor } from '../../lib/routing/not-found';

const out = path.resolve(process.env.OUT_DIR ?? 'out');
const noFollow = { maxRedirects: 0 };

function expectRedirect(response: APIResponse, to: string, status = 301) {
  expect(response.status(), `${response.url()} should redirect`).toBe(status);
  // A relative Location (nginx: absolute_redirect off), so the reader's scheme, host and port are kept.
  expect(response.headers().location).toBe(to);
}

async function expectNotFoundPage(response: APIResponse, file: string) {
  expect(response.status(), response.url()).toBe(404);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await response.text()).toBe(fs.readFileSync(path.join(out, file), 'utf8'));
}

test.describe('clean URLs', () => {
  for (const [url, lang] of [
    ['/', 'en'],
    ['/zh/', 'zh-CN'],
    ['/config/output/minify', 'en'],
    ['/zh/config/output/minify', 'zh-CN'],
    ['/guide/start/', 'en'],
    ['/zh/guide/start/', 'zh-CN'],
  ]) {
    test(`${url} serves its page`, async ({ request }) => {
      const response = await request.get(url, noFollow);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).not.toContain(t('en', 'notFound.heading'));
    });
  }

  test('serves exactly the file of the page, not a fallback', async ({ request }) => {
    const response = await request.get('/config/output/minify');
    expect(await response.text()).toBe(fs.readFileSync(path.join(out, 'config/output/minify.html'), 'utf8'));
    const root = await request.get('/guide/start/');
    expect(await root.text()).toBe(fs.readFileSync(path.join(out, 'guide/start/index.html'), 'utf8'));
  });
});

test.describe('other spellings of a page are permanent redirects to its one URL', () => {
  for (const [from, to] of [
    ['/config/output/minify.html', '/config/output/minify'],
    ['/zh/guide/start/quick-start.html?q=1', '/zh/guide/start/quick-start?q=1'],
    ['/guide/start/index.html', '/guide/start/'],
    ['/guide/start/index', '/guide/start/'],
    ['/index.html', '/'],
    ['/zh/index.html', '/zh/'],
    ['/guide/start', '/guide/start/'],
    ['/zh/guide/start?q=1', '/zh/guide/start/?q=1'],
    ['/zh', '/zh/'],
    ['/config/output/minify/', '/config/output/minify'],
  ]) {
    test(`${from} -> ${to}`, async ({ request }) => {
      expectRedirect(await request.get(from, noFollow), to, currentHost().spellingStatus);
    });
  }
  // The default language's prefix is a rule of the site on every host (out/_redirects on Pages): a 301.
  for (const [from, to] of [
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/guide/start/', '/guide/start/'],
    ['/en/config/output/minify?q=1', '/config/output/minify?q=1'],
  ]) {
    test(`${from} -> ${to}`, async ({ request }) => {
      expectRedirect(await request.get(from, noFollow), to);
    });
  }
});

test.describe('unknown paths get the 404 page of their language with status 404', () => {
  for (const [url, file] of [
    ['/no/such/page', '404.html'],
    ['/config/output', '404.html'],
    ['/zh/no/such/page', 'zh/404.html'],
    ['/zh/config/nope/', 'zh/404.html'],
    // The files for hosts are not addresses of their own.
    ['/_not-found', '404.html'],
    ['/_redirects', '404.html'],
    ['/_headers', '404.html'],
    ['/_next/static/no-such-chunk.js', '404.html'],
  ]) {
    test(url, async ({ request }) => {
      await expectNotFoundPage(await request.get(url, noFollow), file);
    });
  }

  for (const [url, file] of [
    ['/404', '404.html'],
    ['/zh/404', 'zh/404.html'],
  ]) {
    test(`the 404 page's own address ${url}`, async ({ request }) => {
      const response = await request.get(url, noFollow);
      if (currentHost().notFoundPageAddress === 'page') {
        expect(response.status()).toBe(200);
        expect(await response.text()).toBe(fs.readFileSync(path.join(out, file), 'utf8'));
        // The file name is a spelling of that address like any other.
        expectRedirect(await request.get(`/${file}`, noFollow), url, currentHost().spellingStatus);
      } else {
        await expectNotFoundPage(response, file);
        await expectNotFoundPage(await request.get(`/${file}`, noFollow), file);
      }
    });
  }

  for (const lang of LANGS) {
    test(`the page at ${localizePath('/no/such/page', lang)} in a browser`, ({ page }) => expectNotFoundAt(page, lang));
  }
});

test.describe('the redirect table', () => {
  const redirects = siteRedirects();
  test('has rows in both languages', () => {
    expect(redirects.length).toBeGreaterThan(0);
    expect(redirects.some((r) => r.from.startsWith('/zh/'))).toBe(true);
  });
  for (const { from, to } of redirects) {
    const external = /^https?:/.test(to);
    test(`${from} is a 301 to ${to}`, async ({ request }) => {
      const keepsQuery = !external || currentHost().externalKeepsQuery;
      expectRedirect(await request.get(`${from}?from=old`, noFollow), keepsQuery ? `${to}?from=old` : to);
      if (!external) expect((await request.get(to, noFollow)).status(), `${to} should be a page`).toBe(200);
    });
  }
});

test.describe('pattern rows of the redirect table, for paths with no file', () => {
  const patterns = sitePatternRedirects();
  for (const path of ['/plugins/list/plugin-type-check', '/zh/plugins/list/plugin-check-syntax']) {
    test(path, async ({ request, page }) => {
      const row = patterns.find((p) => new RegExp(p.pattern).test(path));
      expect(row, `a pattern row of the table should match ${path}`).toBeTruthy();
      const target = path.replace(new RegExp(row!.pattern), row!.to);
      const response = await request.get(path, noFollow);
      if (currentHost().patternRows === 'host') {
        expectRedirect(response, target);
      } else {
        // `_redirects` has no regular expressions: the 404 page of the path's language sends the browser on.
        await expectNotFoundPage(response, notFoundPageFor(path));
        // The target, on another site, answered here: the run is offline.
        await page.route(
          (url) => url.origin === new URL(target).origin,
          (route) => route.fulfill({ contentType: 'text/html', body: '<title>target</title>' }),
        );
        await page.goto(path);
        await expect(page).toHaveURL(target);
      }
    });
  }
});

test.describe('caching', () => {
  test('hashed assets are immutable for a year; pages revalidate with their ETag', async ({ request }) => {
    const html = await (await request.get('/guide/start/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe(cacheControl.hashed);
    }
    const page = await request.get('/guide/start/');
    expect(page.headers()['cache-control']).toBe(currentHost().revalidate);
    const etag = page.headers().etag;
    expect(etag).toBeTruthy();
    expect((await request.get('/guide/start/', { headers: { 'if-none-match': etag } })).status()).toBe(304);
  });
});

test.describe('compression', () => {
  for (const url of ['/guide/start/', '/guide/start/quick-start.txt', 'first js', 'first css']) {
    test(`gzip for ${url}`, async ({ request }) => {
      let target = url;
      if (url.startsWith('first')) {
        const html = await (await request.get('/guide/start/')).text();
        target = new RegExp(`"(/_next/static/[^"]+\\.${url.slice(6)})"`).exec(html)![1];
      }
      const response = await request.get(target, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe('gzip');
      if (currentHost().varyOnGzip) expect(response.headers().vary).toContain('Accept-Encoding');
    });
  }
});

test.describe('content types', () => {
  const files = (fs.readdirSync(out, { recursive: true }) as string[]).map((f) => `/${f.split(path.sep).join('/')}`);
  for (const extension of ['.txt', '.xml', '.md', '.svg', '.css', '.js']) {
    test(`${extension} is served with its type`, async ({ request }) => {
      const file = files.find((f) => f.endsWith(extension) && !f.includes('/404') && !/[!$]/.test(f));
      test.skip(!file, `the export has no ${extension} file yet`);
      const response = await request.get(file!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(currentHost().contentTypes[extension]);
    });
  }
  test('the Markdown copies and llms.txt are labelled UTF-8', async ({ request }) => {
    for (const url of ['/guide/start/quick-start.md', '/zh/guide/start/quick-start.md', '/llms.txt', '/zh/llms.txt'])
      expect((await request.get(url)).headers()['content-type'], url).toMatch(/^text\/[a-z]+; charset=utf-8$/);
  });
});

test.describe('security headers', () => {
  for (const url of [
    '/guide/start/',
    '/no/such/page',
    '/_next/static/no-such-chunk.js',
    '/guide/start',
    '/rsbuild-logo.svg',
  ]) {
    test(`on ${url}`, async ({ request }) => {
      const headers = (await request.get(url, noFollow)).headers();
      for (const [name, value] of Object.entries(securityHeaders))
        expect(headers[name.toLowerCase()], name).toBe(value);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['referrer-policy']).toMatch(
        /^(strict-origin-when-cross-origin|strict-origin|same-origin|no-referrer)$/,
      );
    });
  }
});

test.describe("the host's own files", () => {
  const ruleCount = (file: string) =>
    fs
      .readFileSync(path.join(out, file), 'utf8')
      .split('\n')
      .filter((l) => /^[^\s#]/.test(l)).length;

  test('Pages takes every line of out/_redirects and out/_headers', ({ baseURL }) => {
    const host = currentHost();
    test.skip(!host.readsHostFiles, `${host.name} reads neither file: deploy/nginx.conf holds the same rules`);
    // wrangler parses both files as it starts and lists each line Pages would drop as `▶︎ <why>` followed by
    // `at <file>:<line> | <the line>`, in colour.
    const log = fs.readFileSync(wranglerLogFile(new URL(baseURL!).port), 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
    const dropped = [...log.matchAll(/\u25b6\ufe0e (.+)\n\s+at \S*?(_redirects|_headers):(\d+) \| (.*)/g)].map(
      ([, why, file, line, text]) => `${path.relative('.', path.join(out, file))}:${line}: ${why} | ${text}`,
    );
    expect(dropped, 'lines Cloudflare Pages drops').toEqual([]);
    expect(log).not.toMatch(/invalid (redirect|header) rule/);
    // Every rule line (a path starting a line, neither indented nor a comment) became a rule.
    expect(log).toContain(`Parsed ${ruleCount('_redirects')} valid redirect rules.`);
    expect(log).toContain(`Parsed ${ruleCount('_headers')} valid header rules.`);
  });
});
