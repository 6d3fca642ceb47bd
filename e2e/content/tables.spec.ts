// A reader on a phone swipes a table wider than the text column sideways to its last column, while the page
// itself never moves sideways. That code and headings in every table stay whole on their line (not `fa` /
// `ls` / `e`) is checked on every page by e2e/routing/every-route.spec.ts.
import { test, expect, isOnScreen, LANG_THEMES, settle, sidewaysScroll, swipeSideways, swipeUntilVisible } from '../support';
import { localizePath } from '../../lib/routing/lang-path';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(phone);

for (const [lang, theme] of LANG_THEMES) {
  test(`${lang}, ${theme}: a wide table scrolls under the finger to its last column`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(localizePath('/api/javascript-api/core', lang));
    const table = page.locator('.prose table').first();
    const lastHeading = table.locator('th').last();
    expect(await swipeUntilVisible(page, page.locator('main'), table.locator('th').first())).toBe(true);
    const box = (await table.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(await isOnScreen(lastHeading)).toBe(false);
    for (let i = 0; i < 6 && !(await isOnScreen(lastHeading)); i++) {
      await swipeSideways(page, box.x + box.width * 0.8, box.y + 30, box.width * 0.6);
      await settle(lastHeading);
    }
    expect(await isOnScreen(lastHeading)).toBe(true);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('table-scrolled.png') });
  });
}
