// The theme: a stored choice applies before any app code runs, auto follows the system, the toggle stores
// its choice, and every open tab follows a change.
import { plainTest as test, expect, hydrated, newContext } from '../support';
import { THEME_STORAGE_KEY as KEY } from '../../lib/browser/theme';
import { t } from '../../lib/i18n';

test('a stored dark theme applies before any app code runs', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), KEY);
  // With the app's JavaScript blocked, only the inline head script can set the theme: no flash.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/guide/start/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(22, 24, 29)');
});

test('auto follows the system preference, and invalid values mean auto', async ({ browser }) => {
  const context = await newContext(browser, { colorScheme: 'dark' });
  const page = await context.newPage();
  await page.addInitScript((key) => localStorage.setItem(key, 'purple'), KEY);
  await page.goto('/guide/start/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('data-theme-preference', 'auto');
  await context.close();
});

test('the toggle stores the theme it switches to, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/guide/start/');
  await hydrated(page);
  const toggle = page.locator('.theme-toggle');
  await expect(toggle).toHaveAttribute('data-preference', 'auto');
  await toggle.click();
  await expect(toggle).toHaveAttribute('data-preference', 'dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('dark');
});

test('the theme is synced across tabs and auto follows the system while the page is open', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.emulateMedia({ colorScheme: 'light' });
  await b.emulateMedia({ colorScheme: 'light' });
  await a.goto('/guide/start/');
  await b.goto('/config/');
  await expect(b.locator('.theme-toggle')).toHaveAttribute('data-preference', 'auto');
  await a.locator('.theme-toggle').click(); // dark: the button flips what the page shows
  await expect(a.locator('html')).toHaveClass(/\bdark\b/);
  await expect(b.locator('html')).toHaveClass(/\bdark\b/);
  await expect(b.locator('.theme-toggle')).toHaveAttribute('data-preference', 'dark');
  await a.getByRole('button', { name: t('en', 'theme.menu') }).click();
  await a.getByRole('button', { name: t('en', 'theme.auto') }).click(); // auto, system light
  await expect(b.locator('html')).not.toHaveClass(/\bdark\b/);
  await b.emulateMedia({ colorScheme: 'dark' });
  await expect(b.locator('html')).toHaveClass(/\bdark\b/);
});
