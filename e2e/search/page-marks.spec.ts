import { type Page } from '@playwright/test';
import { test, expect, LANG_THEMES, storeTheme } from '../support';
import { t } from '../../lib/i18n';
import { localizePath } from '../../lib/routing/lang-path';
import { PAGE_MARKS_HIGHLIGHT, PAGE_MARKS_KEY } from '../../lib/search/page-marks';

// A result opened from search marks the words the search matched on the page it opens, drawn by the CSS
// Custom Highlight API: what is marked is read from the highlight the page draws, and a screenshot shows it.

/** The texts the page marks, in document order. */
const marked = (page: Page) =>
  page.evaluate((name) => {
    const highlight = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get(name);
    return highlight ? [...highlight].map((range) => range.toString()) : [];
  }, PAGE_MARKS_HIGHLIGHT);

/** Each mark with the characters either side of it, to see that it sits inside a longer Chinese word. */
const markedInContext = (page: Page) =>
  page.evaluate((name) => {
    const highlight = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get(name);
    return highlight
      ? [...highlight].map(
          (r) => `${r.startContainer.textContent!.slice(Math.max(0, r.startOffset - 1), r.startOffset)}[${r}]`,
        )
      : [];
  }, PAGE_MARKS_HIGHLIGHT);

for (const [lang, mode] of LANG_THEMES) {
  test(`${lang}, ${mode}, keyboard: Enter on a result marks its words on the page without moving it; Escape takes them away`, async ({
    page,
  }) => {
    await storeTheme(page, mode);
    await page.goto(localizePath('/guide/start/', lang));
    await page.keyboard.press('Control+k');
    // A word form the page does not use ("proxying") marks the forms it does (proxy, Proxy).
    // Entered at once, as a paste or an input method does: typed key by key, Enter could pick a result the
    // list still showed for the first letters, and the page would mark those.
    await page.keyboard.insertText(lang === 'zh' ? '代理' : 'proxying requests');
    // The first query after the dialog opens waits for the index file to arrive and be read.
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('server.proxy', { timeout: 15_000 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${localizePath('/config/server/proxy', lang)}$`));
    await expect.poll(() => marked(page)).not.toEqual([]);
    const words = await marked(page);
    if (lang === 'zh') {
      // 代理 and the glossary's word for it (lib/search/synonyms.ts).
      expect(new Set(words.map((w) => w.toLowerCase()))).toEqual(new Set(['代理', 'proxy']));
      // Found inside longer words, as the search finds them.
      expect((await markedInContext(page)).some((m) => /\p{Script=Han}\[/u.test(m))).toBe(true);
    } else {
      expect(new Set(words.map((w) => w.toLowerCase()))).toEqual(new Set(['proxy', 'proxying', 'requests', 'request']));
    }
    const heading = page.locator('main h1');
    const before = await heading.boundingBox();
    await page.screenshot({ path: test.info().outputPath('marked.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => marked(page)).toEqual([]);
    expect(await heading.boundingBox()).toEqual(before);
  });
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test('a tapped result marks its words; a tap on the page takes them away; the next page has none', async ({
    page,
  }) => {
    await page.goto('/zh/guide/start/');
    await page.locator('.search-button').tap();
    await page.keyboard.insertText('别名');
    await page.locator('.DocSearch-Hit a').first().tap();
    await expect(page).toHaveURL(/\/zh\/(config\/resolve|guide\/advanced)\/alias/);
    await expect.poll(() => marked(page)).not.toEqual([]);
    await page.locator('main h1').tap();
    await expect.poll(() => marked(page)).toEqual([]);
    // Marks again, then a navigation: the page it leads to is unmarked.
    await page.locator('.search-button').tap();
    await page.keyboard.insertText('alias');
    await page.locator('.DocSearch-Hit a').first().tap();
    await expect.poll(() => marked(page)).not.toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/zh\/(config\/resolve\/alias|guide\/advanced\/alias|guide\/start\/)$/);
    await expect.poll(() => marked(page)).toEqual([]);
  });
});

test('the footer switch turns marks off, and the choice is kept for the next visit', async ({ page }) => {
  await page.goto('/guide/start/');
  await page.keyboard.press('Control+k');
  const toggle = page.getByLabel(t('en', 'search.pageMarks'));
  await expect(toggle).toBeChecked();
  // Keyboard only: from the field, Tab reaches the switch.
  for (let i = 0; i < 20 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  expect(await page.evaluate((key) => localStorage.getItem(key), PAGE_MARKS_KEY)).toBe('off');
  await page.locator('.DocSearch-Input').fill('minify');
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page).toHaveURL(/minify/);
  await expect(page.locator('main h1')).toContainText('minify');
  // Marks are drawn as the page appears; give them the time they would take.
  await page.waitForTimeout(500);
  expect(await marked(page)).toEqual([]);
  await page.reload();
  await page.keyboard.press('Control+k');
  await expect(page.getByLabel(t('en', 'search.pageMarks'))).not.toBeChecked();
});
