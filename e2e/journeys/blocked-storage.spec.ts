// A reader whose browser blocks site data (all cookies blocked in Firefox or Safari, or this site's data
// blocked in Chrome): every touch of localStorage throws a SecurityError. The page must work as for anyone
// else, by finger and by keyboard; a choice (theme, tab) then holds while the page stays open and is not
// remembered after a reload. Search opens too, which DocSearch alone would not (lib/search/blocked-storage.ts).
import type { Page } from '@playwright/test';
import { test, expect, LANG_THEMES, swipeUntilVisible, tabTo } from '../support';
import { t } from '../../lib/i18n';
import { localizePath } from '../../lib/routing/lang-path';

const ROUTE = '/guide/start/quick-start';
const QUERY = 'output.minify';
const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(22, 24, 29)';
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const pmGroups = (page: Page) =>
  page.locator('.tabs').filter({ has: page.getByRole('tab', { name: 'pnpm', exact: true }) });

/** Storage as the browser gives it with site data blocked, and the page errors a reader would meet. */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

for (const [lang, theme] of LANG_THEMES) {
  test.describe(`${lang}, ${theme} system, site data blocked`, () => {
    const other = theme === 'light' ? DARK : LIGHT;
    const own = theme === 'light' ? LIGHT : DARK;

    test.describe('on a phone', () => {
      test.use({ colorScheme: theme, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      test('the page, its tabs and the theme answer taps, and a choice holds on the next page', async ({
        page,
      }, info) => {
        const errors = await blockStorage(page);
        await page.goto(localizePath(ROUTE, lang));
        await expect(page.locator('main h1')).toBeVisible();

        // A tab chosen in one group shows in every group of the same id.
        const groups = pmGroups(page);
        await groups.first().getByRole('tab', { name: 'pnpm', exact: true }).tap();
        for (const group of await groups.all())
          await expect(group.getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');

        // The theme, from the navigation screen on a phone.
        await page.getByRole('button', { name: t(lang, 'nav.openScreen') }).tap();
        await page.locator('#nav-screen .theme-toggle').tap();
        await expect.poll(() => background(page), 'the tap changes the page').toBe(other);
        await page.screenshot({ path: info.outputPath('after-theme-tap.png') });
        await page.getByRole('button', { name: t(lang, 'nav.closeScreen') }).tap();

        // On to the next page in the app: the theme chosen stays.
        const next = page.locator('.pager-next');
        expect(await swipeUntilVisible(page, page.locator('main'), next)).toBe(true);
        const nextHref = (await next.getAttribute('href'))!;
        await next.tap();
        await expect(page).toHaveURL(nextHref);
        await expect(page.locator('main h1')).toBeVisible();
        expect(await background(page)).toBe(other);

        // Search opens, finds, and takes the reader to the hit.
        await page.locator('.search-button').tap();
        await expect(page.locator('.DocSearch-Input'), 'the search box, once it shows, has the focus').toBeFocused();
        await page.keyboard.type(QUERY);
        const hit = page.locator('.DocSearch-Hit a').first();
        await expect(hit).toBeVisible();
        await hit.tap();
        await expect(page).toHaveURL(/\/config\/output\/minify/);
        expect(errors).toEqual([]);
      });
    });

    test.describe('by keyboard', () => {
      test.use({ colorScheme: theme, viewport: { width: 1400, height: 900 } });
      test('the theme button and its menu work, and a reload starts from the system theme', async ({ page }) => {
        const errors = await blockStorage(page);
        await page.goto(localizePath(ROUTE, lang));
        await expect(page.locator('main h1')).toBeVisible();
        await tabTo(page, '.theme-toggle');
        await page.keyboard.press('Enter');
        await expect.poll(() => background(page), 'Enter changes the page').toBe(other);
        await tabTo(page, '.theme-menu-toggle');
        await page.keyboard.press('Enter');
        const follow = page.getByRole('button', { name: t(lang, 'theme.auto') });
        await expect(follow).toBeVisible();
        await tabTo(page, '.theme-menu button:nth-child(3)', 3);
        await expect(follow).toBeFocused();
        await page.keyboard.press('Enter');
        await expect.poll(() => background(page), 'following the system again').toBe(own);
        // Focus is back on the menu's button; the theme button is just before it.
        await page.keyboard.press('Shift+Tab');
        await expect(page.locator('.theme-toggle')).toBeFocused();
        await page.keyboard.press('Enter');
        await expect.poll(() => background(page)).toBe(other);

        // Search by Ctrl+K, a query and Enter; the theme chosen holds on the page it opens.
        await page.keyboard.press('Control+k');
        await expect(page.locator('.DocSearch-Input'), 'the search box, once it shows, has the focus').toBeFocused();
        await page.keyboard.type(QUERY);
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/config\/output\/minify/);
        expect(await background(page)).toBe(other);
        await page.reload();
        await expect(page.locator('main h1')).toBeVisible();
        expect(await background(page), 'nothing could be stored').toBe(own);
        expect(errors).toEqual([]);
      });
    });
  });
}
