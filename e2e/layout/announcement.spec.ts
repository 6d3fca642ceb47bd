// The announcement bar above the navbar: the text and link of each language, on the pages the config names,
// and closed for good once the reader closes it, with no flash on later pages.
import { plainTest as test, expect, hydrated } from '../support';
import { siteConfig } from '../../lib/site-config';
import { announcementStorageKey } from '../../lib/browser/announcement';

const KEY = announcementStorageKey(siteConfig.announcement!.id);

test('the announcement bar sits above the navbar with the text and link of each language', async ({ page }) => {
  await page.goto('/');
  const bar = page.locator('.announcement');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link')).toHaveText('Rsbuild 1.0 is out: read what changed since 0.x');
  await expect(bar.getByRole('link')).toHaveAttribute('href', '/community/releases/v1-0');
  const [barBox, navBox] = [await bar.boundingBox(), await page.locator('.navbar').boundingBox()];
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(navBox!.y + 1);
  await page.goto('/zh/guide/start/');
  await expect(page.locator('.announcement').getByRole('link')).toHaveAttribute('href', '/zh/community/releases/v1-0');
  await expect(page.locator('.announcement').getByRole('link')).toHaveText(
    'Rsbuild 1.0 已发布：看看相比 0.x 有哪些变化',
  );
});

test('the announcement shows only on the pages the config names', async ({ page }) => {
  await page.goto('/config/');
  await expect(page.locator('.announcement')).toHaveCount(0);
  await page.goto('/guide/basic/cli');
  await expect(page.locator('.announcement')).toBeVisible();
});

test('once closed, the announcement stays closed, with no flash on later pages', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('.announcement').getByRole('button').click();
  await expect(page.locator('.announcement')).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).not.toBeNull();
  // Without the app's JavaScript only the inline script can hide it: it is hidden before paint.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/guide/start/');
  await expect(page.locator('.announcement')).toBeHidden();
});

test('a closed announcement stays closed when a click brings the reader to a page that shows it', async ({ page }) => {
  await page.goto('/config/');
  await page.evaluate((key) => localStorage.setItem(key, '1'), KEY);
  // A later visit that starts on a page without the bar, then follows the navbar to one with it.
  await page.goto('/config/');
  await hydrated(page);
  await expect(page.locator('.announcement')).toHaveCount(0);
  await page.locator('.navbar a[href="/guide/start/"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('.announcement')).toBeHidden();
});
