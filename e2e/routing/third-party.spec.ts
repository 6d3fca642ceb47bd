import { test, expect } from '../support';

// Fonts, images, scripts and the search index are the site's own, so a page requests
// nothing from another origin. One browser tab walks a sample of pages and opens the search once.
test('pages and the search request nothing outside their own origin', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  // Home, a doc page with code and images (logo, toolchain logos), a Chinese page, the 404 page.
  for (const path of ['/', '/guide/start/quick-start', '/zh/guide/start/quick-start', '/no/such/page']) {
    await page.goto(path);
    // Lazy images and idle-time code load once they are near the viewport or the page is idle.
    await page.mouse.wheel(0, 100_000);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/guide/start/');
  // The toolchain switcher's logos are lazy images in a popover.
  await page.locator('.navbar .toolchain-button').hover();
  await expect(page.locator('.navbar .toolchain-panel')).toBeVisible();
  await page.locator('.search-button').click();
  await page.locator('.DocSearch-Input').fill('minify');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const paths = requested.map((url) => new URL(url)).filter((u) => u.protocol !== 'data:' && u.protocol !== 'blob:');
  // The walk did load what it checks: the pages' scripts, images and the search index.
  expect(paths.some((u) => u.pathname.startsWith('/_next/static/'))).toBe(true);
  expect(paths.some((u) => u.pathname.startsWith('/tools/'))).toBe(true);
  expect(paths.some((u) => u.pathname === '/search/en.json')).toBe(true);
  expect(paths.filter((u) => u.origin !== origin).map(String)).toEqual([]);
});
