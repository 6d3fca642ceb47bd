// A reader on a phone: taps, swipes, Back. Each journey runs in both languages and both themes (the
// system's, which the site follows by default).
import { type Page } from '@playwright/test';
import {
  test,
  expect,
  LANG_THEMES,
  isOnScreen,
  isTappable,
  settle,
  sidewaysScroll,
  swipe,
  swipeUntilVisible,
} from '../support';
import { t } from '../../lib/i18n';
import { LANGS, localizePath } from '../../lib/routing/lang-path';
import type { Lang } from '../../lib/site-config';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DEEP_PAGE = '/config/performance/remove-moment-locale';
const DEEP_ENTRY = 'performance.removeMomentLocale';
const QUERY = { en: 'minify', zh: '热更新' };

const drawer = (page: Page) => page.locator('#doc-sidebar');
const menuButton = (page: Page, lang: Lang) =>
  page.locator('.menu-bar').getByRole('button', { name: t(lang, 'menuBar.menu') });
const outlineButton = (page: Page, lang: Lang) =>
  page.locator('.menu-bar').getByRole('button', { name: t(lang, 'menuBar.outline') });
const bottomOf = async (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.getBoundingClientRect().bottom);

/** The drawer fills the window below the menu bar, no more. */
async function expectDrawerFitsWindow(page: Page) {
  const box = (await drawer(page).boundingBox())!;
  expect(
    Math.abs(box.y + box.height - page.viewportSize()!.height),
    'drawer ends at the bottom of the window',
  ).toBeLessThanOrEqual(1);
  expect(Math.abs(box.y - (await bottomOf(page, '.menu-bar'))), 'drawer starts under the menu bar').toBeLessThanOrEqual(
    1,
  );
}

test.describe('phone', () => {
  test.use(phone);

  for (const [lang, theme] of LANG_THEMES) {
    test(`${lang}, ${theme}: home, menu, a deep config page, its outline, next and prev, search, Back`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(localizePath('/', lang));
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

      // The navigation screen, its close control in sight; on to Config.
      await page.getByRole('button', { name: t(lang, 'nav.openScreen') }).tap();
      const screen = page.locator('#nav-screen');
      await expect(screen).toBeVisible();
      expect(await isTappable(page.getByRole('button', { name: t(lang, 'nav.closeScreen') }))).toBe(true);
      await screen.getByRole('link', { name: t(lang, 'nav.config'), exact: true }).tap();
      await expect(page).toHaveURL(localizePath('/config/', lang));

      // The menu: swipe down its long list to an entry near the end and open it.
      await menuButton(page, lang).tap();
      await expect(drawer(page)).toBeVisible();
      await expectDrawerFitsWindow(page);
      expect(await isTappable(menuButton(page, lang)), 'the Menu button stays reachable').toBe(true);
      const entry = drawer(page).getByRole('link', { name: DEEP_ENTRY, exact: true });
      expect(await swipeUntilVisible(page, drawer(page), entry), 'swiping the menu reaches the entry').toBe(true);
      await entry.tap();
      await expect(page).toHaveURL(localizePath(DEEP_PAGE, lang));
      await expect(drawer(page)).toBeHidden();

      // The outline: open it, its toggle still reachable; a heading lands below the sticky bars.
      await outlineButton(page, lang).tap();
      const outline = page.locator('#doc-outline');
      await expect(outline).toBeVisible();
      expect(await isTappable(outlineButton(page, lang)), 'the outline toggle stays reachable').toBe(true);
      const heading = outline.locator('a').nth(1);
      const id = decodeURIComponent((await heading.getAttribute('href'))!.slice(1));
      await heading.tap();
      await expect(outline).toBeHidden();
      const target = page.locator(`[id="${id}"]`);
      await expect(target).toBeInViewport();
      await expect
        .poll(async () => (await target.boundingBox())!.y)
        .toBeGreaterThanOrEqual(await bottomOf(page, '.menu-bar'));

      // Next, then back with Previous: a swipe down the page to reach each.
      const main = page.locator('main');
      const next = page.locator('.pager-next');
      expect(await swipeUntilVisible(page, main, next)).toBe(true);
      const nextHref = (await next.getAttribute('href'))!;
      await next.tap();
      await expect(page).toHaveURL(nextHref);
      const prev = page.locator('.pager-prev');
      expect(await swipeUntilVisible(page, main, prev)).toBe(true);
      await prev.tap();
      await expect(page).toHaveURL(localizePath(DEEP_PAGE, lang));

      // Search, open a result, come back with Back.
      await page.locator('.search-button').tap();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.type(QUERY[lang]);
      const hit = page.locator('.DocSearch-Hit a').first();
      await expect(hit).toBeVisible();
      const hitHref = (await hit.getAttribute('href'))!;
      await hit.tap();
      await expect(page).toHaveURL(hitHref);
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(localizePath(DEEP_PAGE, lang));
      expect(await sidewaysScroll(page)).toBe(0);
    });
  }

  test('the menu is as tall as the window, scrolls by itself, opens at the current entry and closes on Escape and a tap outside', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const viewport of [
      { width: 320, height: 568 },
      { width: 390, height: 844 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(DEEP_PAGE);
      await menuButton(page, 'en').tap();
      await expect(drawer(page)).toBeVisible();
      await expectDrawerFitsWindow(page);
      const current = drawer(page).locator('[aria-current="page"]');
      await expect.poll(() => isOnScreen(current), `the current entry is on screen at ${viewport.width} px`).toBe(true);
      expect(await drawer(page).evaluate((el) => getComputedStyle(el).overscrollBehaviorY)).toBe('contain');
      // A swipe scrolls the menu, never the page behind it.
      const before = await drawer(page).evaluate((el) => el.scrollTop);
      const box = (await drawer(page).boundingBox())!;
      await swipe(page, box.x + box.width / 2, box.y + 80, -300);
      await expect.poll(() => drawer(page).evaluate((el) => el.scrollTop)).toBeLessThan(before);
      await swipe(page, viewport.width - 10, viewport.height / 2, 300); // on the backdrop
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // A tap outside closes it (once the menu's momentum has run out: a tap that stops it is not a tap);
      // so does Escape.
      await settle(current);
      await page.touchscreen.tap(viewport.width - 10, viewport.height / 2);
      await expect(drawer(page)).toBeHidden();
      await menuButton(page, 'en').tap();
      await expect(drawer(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
    }
  });

  test('with the announcement bar showing, what opens leaves its own close control in sight', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/guide/start/quick-start');
    await expect(page.locator('.announcement')).toBeVisible();
    await page.getByRole('button', { name: t('en', 'nav.openScreen') }).tap();
    const close = page.getByRole('button', { name: t('en', 'nav.closeScreen') });
    expect(await isTappable(close), 'the X of the nav screen').toBe(true);
    const screenTop = (await page.locator('#nav-screen').boundingBox())!.y;
    expect(screenTop).toBeGreaterThanOrEqual(await bottomOf(page, '.navbar'));
    await close.tap();
    await expect(page.locator('#nav-screen')).toBeHidden();
    // The outline dropdown on a phone and on an iPad, both ways round.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 820, height: 1180 },
      { width: 1180, height: 820 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/guide/start/quick-start');
      await outlineButton(page, 'en').tap();
      await expect(page.locator('#doc-outline')).toBeVisible();
      expect(await isTappable(outlineButton(page, 'en')), `the outline toggle at ${viewport.width} px`).toBe(true);
      await outlineButton(page, 'en').tap();
      await expect(page.locator('#doc-outline')).toBeHidden();
      if (viewport.width > 960) continue;
      await menuButton(page, 'en').tap();
      await expect(drawer(page)).toBeVisible();
      expect(await isTappable(menuButton(page, 'en')), `the Menu button at ${viewport.width} px`).toBe(true);
      await menuButton(page, 'en').tap();
      await expect(drawer(page)).toBeHidden();
    }
  });

  test('the toolchain popover fits the screen down to 320 px, its texts whole', async ({ page }) => {
    test.setTimeout(90_000);
    for (const lang of LANGS) {
      await page.goto(localizePath('/config/', lang));
      const button = page.getByRole('button', { name: t(lang, 'toolchain.label') });
      const panel = page.locator('.toolchain-panel');
      for (const width of [320, 360, 390, 430, 600, 767, 768]) {
        await page.setViewportSize({ width, height: 800 });
        await button.tap();
        await expect(panel).toBeVisible();
        const box = (await panel.boundingBox())!;
        expect(box.x, `${lang} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${lang} at ${width} px`).toBeLessThanOrEqual(width);
        expect(await sidewaysScroll(page), `${lang} at ${width} px`).toBe(0);
        const cut = await panel
          .locator('.tool-name, .tool-desc')
          .evaluateAll((els) =>
            els
              .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth)
              .map((el) => el.textContent),
          );
        expect(cut, `${lang} at ${width} px`).toEqual([]);
        await button.tap();
        await expect(panel).toBeHidden();
      }
    }
  });
});

test('a laptop at 200 % zoom (960 px): the menu scrolls by the wheel, the page behind does not', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 540 });
  await page.goto(DEEP_PAGE);
  await menuButton(page, 'en').click();
  await expect(drawer(page)).toBeVisible();
  await expectDrawerFitsWindow(page);
  await expect.poll(() => isOnScreen(drawer(page).locator('[aria-current="page"]'))).toBe(true);
  const before = await drawer(page).evaluate((el) => el.scrollTop);
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, -600);
  await expect.poll(() => drawer(page).evaluate((el) => el.scrollTop)).toBeLessThan(before);
  await page.mouse.move(900, 300);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.mouse.click(900, 300);
  await expect(drawer(page)).toBeHidden();
});
