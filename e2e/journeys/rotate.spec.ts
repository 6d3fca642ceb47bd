// A reader on a tablet opens the menu or "On this page" upright, then turns the tablet sideways (or widens
// a browser window): the panel belongs to narrow windows only, so it closes, and the page behind it scrolls
// and answers taps again instead of staying locked and inert under a drawer that is no longer drawn.
import { test, expect, LANG_THEMES, isTappable, settle, swipe } from '../support';
import { t } from '../../lib/i18n';
import { localizePath } from '../../lib/routing/lang-path';

const UPRIGHT = { width: 820, height: 1180 };
const ROUTE = '/guide/start/quick-start';

for (const [lang, theme] of LANG_THEMES) {
  test.describe(`${lang}, ${theme}`, () => {
    test.use({ viewport: UPRIGHT, hasTouch: true, isMobile: true, colorScheme: theme });

    test('the menu open upright, then the tablet turned sideways: the page scrolls and its links answer taps', async ({
      page,
    }, info) => {
      await page.goto(localizePath(ROUTE, lang));
      await page
        .locator('.menu-bar')
        .getByRole('button', { name: t(lang, 'menuBar.menu') })
        .tap();
      await expect(page.locator('.sidebar-backdrop')).toBeVisible();
      await page.setViewportSize({ width: UPRIGHT.height, height: UPRIGHT.width });
      // The reader looks at the turned page before touching it: a frame is drawn at the new size, and the
      // sidebar has settled into its column.
      await settle(page.locator('#doc-sidebar'));
      await page.screenshot({ path: info.outputPath('sideways.png') });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

      const scrolled = await page.evaluate(() => scrollY);
      await swipe(page, 600, 600, 400);
      await expect.poll(() => page.evaluate(() => scrollY), 'a swipe scrolls the page').toBeGreaterThan(scrolled);
      // A reader taps once the fling has run out (a tap during it only stops it).
      await settle(page.locator('main h1'));
      const next = page.locator('.doc-sidebar a[href$="/guide/start/features"]');
      expect(await isTappable(next), 'the sidebar link is not under anything').toBe(true);
      await next.tap();
      await expect(page).toHaveURL(localizePath('/guide/start/features', lang));
    });

    test('"On this page" open upright, then a window wider than the dropdown: the outline is a column again', async ({
      page,
    }, info) => {
      await page.goto(localizePath(ROUTE, lang));
      await page
        .locator('.menu-bar')
        .getByRole('button', { name: t(lang, 'menuBar.outline') })
        .tap();
      const outline = page.locator('#doc-outline');
      await expect(outline).toBeVisible();
      await page.setViewportSize({ width: 1366, height: 1024 });
      await expect(outline, 'a column beside the page').toBeVisible();
      // The reader looks at the wide page: a frame is drawn there before the window narrows again.
      await page.screenshot({ path: info.outputPath('wide.png') });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // Back in a narrow window, the dropdown is closed until the reader opens it again.
      await page.setViewportSize(UPRIGHT);
      await expect(outline).toBeHidden();
    });
  });
}
