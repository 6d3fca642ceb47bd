// A reader taps "View as Markdown" above a page and reads the page's Markdown copy in the browser: its
// Chinese text as Chinese (the copy is UTF-8 and the server must say so: without a charset the browser
// decodes it as windows-1252 and shows mojibake), and the same copy the page offers to the clipboard.
import { test, expect } from '../support/hydrated';
import { LANGS, inLang, say } from '../journeys/reader';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PAGE = '/guide/start/quick-start';

for (const lang of LANGS) {
  test(`${lang}: "View as Markdown" shows the page's Markdown, readable`, async ({ page }) => {
    await page.goto(inLang(lang, PAGE));
    const title = await page.locator('article h1').first().innerText();
    await page.getByRole('link', { name: say(lang, 'pageActions.viewMarkdown') }).tap();
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, PAGE)}\\.md$`));
    // What the browser drew: the Markdown's heading line as the reader would read it.
    await expect(page.locator('body')).toContainText(`# ${title}\n`);
    expect(await page.evaluate(() => document.characterSet)).toBe('UTF-8');
  });
}
