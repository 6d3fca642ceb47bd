import { plainTest as test, expect, hydrated } from '../support/hydrated';
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
  await expect(page.locator('.announcement').getByRole('link')).toHaveText('Rsbuild 1.0 已发布：看看相比 0.x 有哪些变化');
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

test('long pages get a scroll-to-top button once scrolled down', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/guide/start/quick-start');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('Steps number their steps and FileTree draws folders and files', async ({ page }) => {
  for (const [path, first] of [
    ['/guide/start/quick-start', 'Install the core package'],
    ['/zh/guide/start/quick-start', '安装核心包'],
  ]) {
    await page.goto(path);
    const steps = page.locator('.steps > .step');
    await expect(steps).toHaveCount(5);
    await expect(steps.first().locator('.step-title')).toHaveText(first);
    // An ordered list whose markers are drawn by a counter (Chrome reports the counter, not its value).
    await expect(page.locator('ol.steps')).toHaveCount(1);
    expect(await steps.nth(2).evaluate((el) => getComputedStyle(el, '::before').content)).toBe('counter(step)');
    const tree = page.locator('.file-tree');
    await expect(tree.locator('li').first()).toContainText('dist/');
    await expect(tree.locator('li:not(:has(ul))')).toHaveCount(4);
    const folderColor = await tree.locator('li').first().evaluate((el) => getComputedStyle(el, '::before').backgroundColor);
    const fileColor = await tree.locator('li:not(:has(ul))', { hasText: 'index.html' }).evaluate((el) => getComputedStyle(el, '::before').backgroundColor);
    expect(folderColor).not.toBe(fileColor);
  }
});

test('link cards are whole links, localised on Chinese pages', async ({ page }) => {
  await page.goto('/guide/start/');
  const card = page.locator('.card-grid a.link-card', { hasText: 'Quick start' });
  await expect(card).toHaveAttribute('href', '/guide/start/quick-start');
  await expect(card.locator('.card-description')).toHaveText('Create a project, or add Rsbuild to an existing one.');
  await card.click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await page.goto('/zh/guide/start/');
  await expect(page.locator('.card-grid a.link-card').first()).toHaveAttribute('href', '/zh/guide/start/quick-start');
});
