// Addresses built to send the reader to another site through the site's own client-side redirects: the
// language redirect of a first visit, the 404 page's lookups and the redirect table. The browser must stay
// on the site's origin, whatever the path.
import { type Browser } from '@playwright/test';
import { test, expect } from '../support';

const hostile = [
  '/zh//evil.example/x',
  '/zh/%5Cevil.example/x',
  '/zh/%5C%5Cevil.example',
  '/zh//%2Fevil.example',
  '/en//evil.example/x',
  '/.//evil.example/x',
  '/%5Cevil.example/x',
  '/zh//evil.example/x.html',
  '/zh//evil.example/index',
];

/** Visits each path as a first visit (no visited flag) of a `locale` browser, so the language redirect runs too. */
async function visitAll(browser: Browser, locale: string, baseURL: string) {
  // One context for all paths, its cache warm after the first; the flag is cleared after each visit.
  const context = await browser.newContext({ locale, baseURL });
  const offsite: string[] = [];
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      offsite.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' });
    },
  );
  const page = await context.newPage();
  const seen: { path: string; url: URL; offsite: string[] }[] = [];
  for (const path of hostile) {
    await page.goto(path);
    await page.waitForLoadState('load');
    // Redirect scripts run before paint; give a late one the chance to run anyway.
    await page.waitForTimeout(300);
    const url = new URL(page.url());
    seen.push({ path, url, offsite: offsite.splice(0) });
    if (url.origin === new URL(baseURL).origin) await page.evaluate(() => localStorage.clear());
  }
  await context.close();
  return seen;
}

for (const locale of ['en-US', 'zh-CN']) {
  test(`a ${locale} browser stays on the site for hostile paths`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    for (const { path, url, offsite } of await visitAll(browser, locale, baseURL!)) {
      expect(offsite, `${path} asked another origin`).toEqual([]);
      expect(url.origin, `${path} ended on ${url.href}`).toBe(new URL(baseURL!).origin);
    }
  });
}
