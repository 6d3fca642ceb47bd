// An unknown path gets the 404 page of its language with status 404. Hosts such as GitHub Pages, S3 and
// `serve` answer every unknown path with the root 404.html (the English page): the browser gets exactly that
// here, as such a host would send it; under /zh/ the reader must still see the Chinese 404, and without
// JavaScript a home link that works.
import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { test, plainTest, expect, expectNotFoundAt } from '../support';
import { t } from '../../lib/i18n';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

const rootNotFound = fs.readFileSync(path.resolve(process.env.OUT_DIR ?? 'out', '404.html'), 'utf8');

for (const lang of LANGS) {
  plainTest(`unknown path ${localizePath('/no/such/page', lang)} gets the 404 page`, ({ page }) =>
    expectNotFoundAt(page, lang),
  );
}

// A host that answers every unknown path with the root 404.html, as such hosts send it.
async function oneNotFoundHost(page: Page) {
  await page.route(/\/(?:zh\/)?no-such\//, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: rootNotFound }),
  );
}

test('an unknown /zh/ path shows the Chinese 404 from the root 404.html, and its home link goes to /zh/', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && errors.push(m.text()));
  await oneNotFoundHost(page);
  await page.goto('/zh/no-such/page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle('404 - Rsbuild');
  await expect(page.locator('main h1')).toHaveText(t('zh', 'notFound.heading'));
  await expect(page.locator('main')).toContainText(t('zh', 'notFound.body'));
  await expect(page.locator('main')).not.toContainText(t('en', 'notFound.body'));
  const home = page.getByRole('link', { name: t('zh', 'notFound.home') });
  await expect(home).toHaveAttribute('href', '/zh/');
  // After hydration it is still Chinese (React keeps what the script wrote).
  await page.waitForTimeout(300);
  await expect(page.locator('main')).toContainText(t('zh', 'notFound.body'));
  await home.click();
  await expect(page).toHaveURL(/\/zh\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(errors).toEqual([]);
});

test('the Chinese text is there at first paint, not swapped in later', async ({ page }) => {
  await oneNotFoundHost(page);
  // Record the text of <main> at the first animation frame that paints it, before any later script could
  // change it (on a busy machine the first frames may come before the parser has reached <main>).
  await page.addInitScript(() => {
    const record = () => {
      const main = document.querySelector('main');
      if (main) (window as unknown as { firstFrame: string }).firstFrame = main.textContent ?? '';
      else requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.goto('/zh/no-such/other');
  const first = await page
    .waitForFunction(() => (window as unknown as { firstFrame?: string }).firstFrame)
    .then((handle) => handle.jsonValue());
  expect(first).toContain(t('zh', 'notFound.body'));
});

test('an unknown English path keeps the English 404', async ({ page }) => {
  await oneNotFoundHost(page);
  await page.goto('/no-such/page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main')).toContainText(t('en', 'notFound.body'));
  await expect(page.getByRole('link', { name: t('en', 'notFound.home') })).toHaveAttribute('href', '/');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the 404 still has a home link that works', async ({ page }) => {
    await oneNotFoundHost(page);
    await page.goto('/zh/no-such/page');
    const home = page.locator('main a.button');
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main')).toBeVisible();
  });
});
