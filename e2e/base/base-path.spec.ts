import { test as hydratedTest, expect } from '../support/hydrated';
import { recordResponses } from '../support/responses';

// The whole site under a subpath (SITE_BASE, default /docs/), on the export `npm run test:base` builds:
// pages, client navigation, the 404 page and its lookups, the language switcher and redirect, search, and
// the files for feed readers and crawlers. No request of any page may leave the base.
const base = process.env.SITE_BASE ?? '/docs/';
const at = (path: string) => `${base}${path.replace(/^\//, '')}`;
const origin = 'https://rsbuild.rs';

/** Every test fails when the page requested a same-origin address outside the base, or logged an error. */
const test = hydratedTest.extend<{ guard: void }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const outside: string[] = [];
      const errors: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.origin === new URL(baseURL!).origin && !`${url.pathname}/`.startsWith(base)) outside.push(url.pathname);
      });
      page.on('console', (m) => m.type() === 'error' && !/status of 404/.test(m.text()) && errors.push(m.text()));
      await use();
      // Playwright does not report the favicon request: a page without an icon link asks for /favicon.ico.
      if (page.url().startsWith('http'))
        expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe(`${base}rsbuild-logo.svg`);
      expect(outside, 'requests outside the base').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const marker = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker);
const setMarker = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

test('the home page and its assets load under the base, with canonical and hreflang URLs on it', async ({ page }) => {
  const response = await page.goto(at('/'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('.hero')).toBeVisible();
  const images = await page.locator('img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((i) => ({
      src: i.getAttribute('src') ?? '',
      ok: i.complete && i.naturalWidth > 0,
      lazy: i.loading === 'lazy',
    })),
  );
  expect(images.length).toBeGreaterThan(3);
  for (const img of images) {
    if (img.src.startsWith('/')) expect(img.src.startsWith(base), img.src).toBe(true);
  }
  await page
    .locator('.navbar-logo img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${origin}${at('/')}`);
  expect(await page.locator('link[rel="alternate"][hreflang="zh-CN"]').getAttribute('href')).toBe(
    `${origin}${at('/zh/')}`,
  );
  await expect(page.locator('a[href^="/"]:not([href^="' + base + '"])')).toHaveCount(0);
});

test('a doc page links under the base; a sidebar link navigates client-side', async ({ page }) => {
  await page.goto(at('/guide/start/quick-start'));
  await expect(page.locator('h1')).toHaveText('Quick start');
  await expect(page.locator('a[href^="/"]:not([href^="' + base + '"])')).toHaveCount(0);
  const markdown = page.locator('.page-actions-link');
  await expect(markdown).toHaveAttribute('href', at('/guide/start/quick-start.md'));
  const md = await page.request.get(at('/guide/start/quick-start.md'));
  expect(md.status()).toBe(200);
  expect(await md.text()).toContain(`${origin}${at('/')}`);
  await setMarker(page);
  // Pointed at first, so the router preloads the page; the layouts this page shows are not fetched again
  // (lib/routing/shared-segments.ts), and nothing it asks for is missing.
  const { txt: segments, failed } = recordResponses(page);
  const isLayout = (p: string) => /\/__next\.[^/]*\.txt$/.test(p) && !/(__PAGE__|_head|_tree|\$oc\$rest)\.txt$/.test(p);
  const features = page.locator('.sidebar').getByRole('link', { name: 'Features', exact: true }).first();
  await features.hover();
  await expect.poll(() => segments.some((p) => p.includes('__PAGE__'))).toBe(true);
  await features.click();
  await expect(page).toHaveURL(new RegExp(`${at('/guide/start/features')}$`));
  await expect(page.locator('h1')).toHaveText('Features');
  expect(segments.filter(isLayout)).toEqual([]);
  // Another section's layout comes from its shared copy under the base.
  const plugins = page.locator(`.navbar a[href="${at('/plugins/list/')}"]`).first();
  await plugins.hover();
  await expect.poll(() => segments.filter(isLayout)).toEqual([at('/_segments/plugins/__next.!KGVuKQ.$d$section.txt')]);
  await plugins.click();
  await expect(page.locator('h1')).toHaveText('Plugin list');
  expect(await marker(page)).toBe(1);
  expect(failed).toEqual([]);
});

test('an unknown path gets the 404 page with status 404, whose home link stays under the base', async ({ page }) => {
  const response = await page.goto(at('/no/such/page'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('PAGE NOT FOUND');
  expect(new URL(page.url()).pathname).toBe(at('/no/such/page'));
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(new RegExp(`${at('/')}$`));
  await expect(page.locator('.hero')).toBeVisible();
  const zh = await page.goto(at('/zh/no/such/page'));
  expect(zh?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('other spellings, the /en prefix and old paths end on the page under the base', async ({ page }) => {
  await page.goto(at('/en/guide/start/'));
  await expect(page).toHaveURL(new RegExp(`${at('/guide/start/')}$`));
  await expect(page.locator('h1')).toHaveText(/Introduction/);
  await page.goto(at('/config/output/minify.html?a=1#options'));
  await expect(page).toHaveURL(new RegExp(`${at('/config/output/minify')}\\?a=1#options$`));
  await page.goto(at('/config/source/alias'));
  await expect(page).toHaveURL(new RegExp(`${at('/config/resolve/alias')}$`));
  await page.goto(at('/zh/guide/basic/css-usage'));
  await expect(page).toHaveURL(new RegExp(`${at('/zh/guide/styling/css-usage')}$`));
  await page.goto(base.replace(/\/$/, ''));
  await expect(page).toHaveURL(new RegExp(`${base}$`));
});

test('the language switcher goes to the twin page under the base', async ({ page }) => {
  await page.goto(at('/guide/start/'));
  await page.locator('.lang-switch').first().click();
  await expect(page).toHaveURL(new RegExp(`${at('/zh/guide/start/')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.locator('.lang-switch').first().click();
  await expect(page).toHaveURL(new RegExp(`${at('/guide/start/')}$`));
});

test('search loads the index from under the base and a result opens through the client router', async ({ page }) => {
  await page.goto(at('/guide/start/'));
  await setMarker(page);
  const index = page.waitForResponse((r) => new URL(r.url()).pathname === at('/search/en.json'));
  await page.locator('.search-button').click();
  await page.locator('.DocSearch-Input').fill('minify');
  expect((await index).status()).toBe(200);
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first.locator('a')).toHaveAttribute('href', at('/config/output/minify'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${at('/config/output/minify')}$`));
  await expect(page.locator('h1')).toHaveText('output.minify');
  expect(await marker(page)).toBe(1);
});

test.describe('a first visit from a Chinese browser', () => {
  test.use({ locale: 'zh-CN', returningVisitor: false });
  test('goes to the Chinese twin under the base', async ({ page }) => {
    await page.goto(at('/guide/start/'));
    await expect(page).toHaveURL(new RegExp(`${at('/zh/guide/start/')}$`));
  });
});

test('feeds, sitemap, llms.txt and robots.txt give addresses under the base', async ({ request }) => {
  const text = async (path: string) => {
    const response = await request.get(at(path));
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  expect(await text('/sitemap.xml')).toContain(`<loc>${origin}${at('/guide/start/')}</loc>`);
  expect(await text('/robots.txt')).toContain(`Sitemap: ${origin}${at('/sitemap.xml')}`);
  expect(await text('/llms.txt')).toContain(`(${origin}${at('/guide/start/index.md')})`);
  expect(await text('/community/releases/rss.xml')).toContain(`<link>${origin}${at('/community/releases/')}</link>`);
  expect(await text('/zh/community/releases/atom.xml')).toContain(`${origin}${at('/zh/community/releases/')}`);
});
