// The language redirect of a first visit (docs/behaviour.md §2.12): a browser in a language the site has goes
// to that language's page before first paint, once; bots stay; the reader's own choice always wins.
import { type Browser } from '@playwright/test';
import { test, expect, hydrated, langSwitchName } from '../support';
import { VISITED_KEY } from '../../lib/browser/lang-redirect';

// These tests are first visits: no visited flag (the config gives every other test one).
async function firstVisit(browser: Browser, locale: string, userAgent?: string) {
  const context = await browser.newContext({ locale, userAgent, storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

test('a Chinese browser goes to the Chinese page on its first visit, keeping the query string', async ({ browser }) => {
  const { context, page } = await firstVisit(browser, 'zh-CN');
  await page.goto('/config/output/minify?from=search#minify');
  await expect(page).toHaveURL(/\/zh\/config\/output\/minify\?from=search#minify$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate((key) => localStorage.getItem(key), VISITED_KEY)).toBe('1');
  // Once per browser: the English page now stays English.
  await page.goto('/guide/start/');
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('an English browser on a Chinese page goes to the unprefixed page', async ({ browser }) => {
  const { context, page } = await firstVisit(browser, 'en-US');
  await page.goto('/zh/');
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).pathname).toBe('/');
  await context.close();
});

test('a browser in a language the site does not have stays', async ({ browser }) => {
  const { context, page } = await firstVisit(browser, 'fr-FR');
  await page.goto('/zh/guide/start/');
  await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
  await context.close();
});

test('the redirect happens before first paint', async ({ browser }) => {
  const { context, page } = await firstVisit(browser, 'zh-CN');
  // Only the inline head script can run: the app's JavaScript is blocked.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/guide/start/');
  await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
  await context.close();
});

test('bots are not redirected', async ({ browser }) => {
  for (const ua of [
    'Mozilla/5.0 (compatible; Googlebot/2.1)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0)',
    'Mozilla/5.0 Chrome-Lighthouse',
  ]) {
    const { context, page } = await firstVisit(browser, 'zh-CN', ua);
    await page.goto('/guide/start/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/guide/start/');
    await context.close();
  }
});

test('the language the reader chose with the switcher always wins', async ({ browser }) => {
  const { context, page } = await firstVisit(browser, 'zh-CN');
  await page.goto('/guide/start/');
  await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
  await hydrated(page);
  await page.getByRole('link', { name: langSwitchName('zh', 'en') }).click();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Even if the visited flag is lost, the choice stays.
  await page.evaluate((key) => localStorage.removeItem(key), VISITED_KEY);
  await page.goto('/config/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(new URL(page.url()).pathname).toBe('/config/');
  await context.close();
});
