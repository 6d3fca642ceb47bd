import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { test, expect } from '../support';
import { t } from '../../lib/i18n';
import { localizePath } from '../../lib/routing/lang-path';

// A printed doc page is the article alone (title, content, its address), in black on
// white whatever the theme, code wrapped, external links followed by their address, and no page break
// inside a short code block. Printed with Chromium's page.pdf, read back with pdftotext (poppler-utils).

const route = '/guide/configuration/rsbuild';

async function printed(page: Page, name: string): Promise<string[]> {
  const pdf = test.info().outputPath(`${name}.pdf`);
  writeFileSync(pdf, await page.pdf({ format: 'A4' }));
  // Pages are separated by form feeds.
  return execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }).split('\f');
}

/** Text as pdftotext lays it out: one space between words, whatever the line breaks. */
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

for (const theme of ['light', 'dark'] as const) {
  test(`a printed page in the ${theme} theme is the article alone, its address, black on white, wrapped code`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(route);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    const pages = await printed(page, theme);
    const text = flat(pages.join(' '));

    expect(text).toContain('Configure Rsbuild');
    expect(text).toContain('https://rsbuild.rs/guide/configuration/rsbuild');
    // An external link is followed by its address; in-page and site links are not.
    expect(text).toMatch(/jiti \(https:\/\/github\.com\/unjs\/jiti\)/);
    expect(text).not.toMatch(/\(#[a-z-]+\)/);
    // Neither the navbar, the sidebar, the outline, the page actions nor the footer.
    for (const chrome of (
      [
        'pageActions.copyMarkdown',
        'pageActions.viewMarkdown',
        'outline.title',
        'footer.editLink',
        'sidebar.guide.start',
        'footer.prev',
        'footer.next',
      ] as const
    ).map((key) => t('en', key))) {
      expect(text, `prints "${chrome}"`).not.toContain(chrome);
    }

    // Every code line is whole: each source line of each block is in the text, wrapped or not.
    const blocks = await page.locator('.prose pre').evaluateAll((pres) => pres.map((p) => p.textContent ?? ''));
    for (const block of blocks)
      for (const line of block.split('\n').filter((l) => l.trim())) expect(text).toContain(flat(line));
    // And no block runs past the paper's edge (printed at the PDF's width, so print media applies).
    await page.emulateMedia({ media: 'print', colorScheme: theme });
    await page.setViewportSize({ width: 718, height: 1000 });
    const cut = await page
      .locator('.prose pre')
      .evaluateAll((pres) => pres.filter((p) => p.scrollWidth > p.clientWidth + 1).length);
    expect(cut, 'code blocks cut at the page edge').toBe(0);
    const colours = await page.evaluate(() => {
      const of = (sel: string) => getComputedStyle(document.querySelector(sel)!).color;
      return {
        body: getComputedStyle(document.body).backgroundColor,
        p: of('.prose p'),
        code: of('.prose pre [data-line] span[class]'),
        h1: of('.prose h1'),
      };
    });
    expect(colours.p).toBe('rgb(0, 0, 0)');
    expect(colours.code).toBe('rgb(0, 0, 0)');
    expect(colours.h1).toBe('rgb(0, 0, 0)');
    expect(colours.body).toMatch(/rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)/);

    // A short code block (up to 15 lines) is on one sheet: its first and last lines print on the same page.
    for (const block of blocks) {
      const lines = block.split('\n').filter((l) => l.trim());
      if (lines.length < 2 || lines.length > 15) continue;
      const [first, last] = [flat(lines[0]), flat(lines.at(-1)!)];
      expect(
        pages.some((p) => flat(p).includes(first) && flat(p).includes(last)),
        `the block starting "${first}" is split across pages`,
      ).toBe(true);
    }
  });
}

test('中文: the printed page keeps the Chinese article and its address', async ({ page }) => {
  await page.goto(localizePath(route, 'zh'));
  const text = flat((await printed(page, 'zh')).join(' '));
  expect(text).toContain('https://rsbuild.rs/zh/guide/configuration/rsbuild');
  expect(text).not.toContain(t('zh', 'pageActions.copyMarkdown'));
  // (pdftotext cannot map a few CJK glyphs of the system font back to text, so the check is on ASCII parts.)
  expect(text).toMatch(/jiti \(https:\/\/github\.com\/unjs\/jiti\)/);
  expect(text).not.toContain(t('zh', 'footer.prev'));
});
