// A reader on a phone reads tables: a value such as `true` or `cwd`, and a column's heading, stay whole
// on their line (not `fa` / `ls` / `e`), and a table wider than the text column scrolls sideways under
// the finger to its last column while the page itself never moves sideways.
import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { test, plainTest as plain, expect } from '../support/hydrated';
import { inLang, isOnScreen, LANGS, LANG_THEMES, settle, sidewaysScroll, swipeSideways, swipeUntilVisible } from '../journeys/reader';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(phone);

/** The English paths of every page of the export that has a table. */
function pagesWithTables(): string[] {
  const out = path.resolve(process.env.OUT_DIR ?? 'out');
  return (fs.readdirSync(out, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('zh/') && !file.startsWith('_') && fs.readFileSync(path.join(out, file), 'utf8').includes('<table'))
    .map((file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')}`)
    .sort();
}

/**
 * What a reader would find split across lines: a heading cell on two lines, or code in a cell broken
 * between two letters or digits. Code may wrap where text does, at a space or punctuation (`npm.` |
 * `<scope>`, `@babel/preset-` | `env`).
 */
function splitWords(page: Page) {
  return page.evaluate(() => {
    /** The vertical middle of each character of `el`'s text that is drawn, in order. */
    const middles = (el: Element) => {
      const found: { char: string; middle: number }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let i = 0; i < node.textContent!.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) found.push({ char: node.textContent![i], middle: rect.top + rect.height / 2 });
        }
      return found;
    };
    // Text and code of one line differ in size, not by a line's height.
    const newLine = (a: number, b: number) => Math.abs(a - b) > 8;
    const split: string[] = [];
    for (const code of document.querySelectorAll('.prose td code')) {
      const chars = middles(code);
      if (chars.some((c, i) => i > 0 && newLine(c.middle, chars[i - 1].middle) && /\w/.test(c.char) && /\w/.test(chars[i - 1].char))) split.push(`code ${code.textContent}`);
    }
    for (const th of document.querySelectorAll('.prose th')) {
      const chars = middles(th);
      if (chars.some((c) => newLine(c.middle, chars[0].middle))) split.push(`heading ${th.textContent}`);
    }
    return split;
  });
}

plain.describe('every table', () => {
  // Tables are laid out the same before and after hydration; without scripts, 220 loads take a third of
  // the time. `load`, as the stylesheets come after DOMContentLoaded then.
  plain.use({ ...phone, javaScriptEnabled: false });
  for (const lang of LANGS) {
    plain(`${lang}: code never breaks inside a word, headings stay on one line, the page never scrolls sideways`, async ({ page }) => {
      plain.setTimeout(120_000);
      const pages = pagesWithTables();
      expect(pages.length).toBeGreaterThan(40);
      const problems: string[] = [];
      for (const route of pages) {
        await page.goto(inLang(lang, route), { waitUntil: 'load' });
        for (const word of await splitWords(page)) problems.push(`${route}: ${word}`);
        if ((await sidewaysScroll(page)) > 0) problems.push(`${route}: the page scrolls sideways`);
      }
      expect(problems).toEqual([]);
    });
  }
});

for (const [lang, theme] of LANG_THEMES) {
  test(`${lang}, ${theme}: a wide table scrolls under the finger to its last column`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(inLang(lang, '/api/javascript-api/core'));
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
