// The language switch in the navbar: it opens the same page in the other language, remembers the reader's
// choice, and keeps the reader's place. Twins share heading ids, so the other language opens at the same
// heading: the one in the address, or the one the reader has scrolled to.
import { type Page } from '@playwright/test';
import { test, expect, langSwitchName } from '../support';
import { LANG_CHOICE_KEY } from '../../lib/browser/lang-redirect';

const navbar = (page: Page) => page.locator('header.navbar');

test('the language switcher keeps the page and remembers the choice', async ({ page }) => {
  await page.goto('/config/output/minify');
  await navbar(page)
    .getByRole('link', { name: langSwitchName('en', 'zh') })
    .click();
  await expect(page).toHaveURL(/\/zh\/config\/output\/minify$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate((key) => localStorage.getItem(key), LANG_CHOICE_KEY)).toBe('zh');
  await navbar(page)
    .getByRole('link', { name: langSwitchName('zh', 'en') })
    .click();
  await expect(page).toHaveURL(/\/config\/output\/minify$/);
  expect(page.url()).not.toContain('/zh/');
  expect(await page.evaluate((key) => localStorage.getItem(key), LANG_CHOICE_KEY)).toBe('en');
});

/** Where the heading is relative to the viewport's top (under the sticky navbar is about 90 px). */
const headingTop = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);

test('from /config/output/charset#example, 简体中文 opens /zh/config/output/charset#example at that heading', async ({
  page,
}) => {
  await page.goto('/config/output/charset#example');
  await page.getByRole('link', { name: langSwitchName('en', 'zh') }).click();
  await expect(page).toHaveURL(/\/zh\/config\/output\/charset#example$/);
  await expect(page.locator('h1')).toHaveText(/output\.charset/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const top = await headingTop(page, 'example');
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(page.viewportSize()!.height / 2);
});

test('a reader who scrolled to a section finds the same section in English after switching back', async ({ page }) => {
  await page.goto('/zh/guide/basic/server');
  // Scroll with the wheel until the outline marks a heading as being read, past the first ones.
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 500);
  // The heading being read is only known once the page stops moving.
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(150);
      return y === (await page.evaluate(() => window.scrollY));
    })
    .toBe(true);
  const hash = await expect
    .poll(() =>
      page
        .locator('.outline a[aria-current="location"]')
        .getAttribute('href')
        .catch(() => null),
    )
    .not.toBeNull()
    .then(() => page.locator('.outline a[aria-current="location"]').getAttribute('href'));
  expect(hash).toMatch(/^#.+/);
  await page.getByRole('link', { name: langSwitchName('zh', 'en') }).click();
  await expect(page).toHaveURL(new RegExp(`/guide/basic/server${hash}$`));
  const top = await headingTop(page, decodeURIComponent(hash!.slice(1)));
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(page.viewportSize()!.height / 2);
});

test('at the top of a page the switch opens the other page at its top', async ({ page }) => {
  await page.goto('/config/output/charset');
  await page.getByRole('link', { name: langSwitchName('en', 'zh') }).click();
  await expect(page).toHaveURL(/\/zh\/config\/output\/charset$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an address with a broken escape in its hash still switches language cleanly', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/config/output/charset#%E0%A4%A');
  await page.getByRole('link', { name: langSwitchName('en', 'zh') }).click();
  await expect(page).toHaveURL(/\/zh\/config\/output\/charset(#.*)?$/);
  await expect(page.locator('h1')).toHaveText(/output\.charset/);
  expect(errors).toEqual([]);
});
