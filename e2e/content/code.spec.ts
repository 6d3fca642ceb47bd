// Code blocks: the wrap toggle, line numbers and titles, the theme's colours at AA contrast, inline code; and on
// a phone, where a block's copy and wrap buttons always show, a long line read to its end.
import { type Locator, type Page } from '@playwright/test';
import { test, expect, LANG_THEMES, settle, storeTheme, swipe, swipeSideways, swipeUntilVisible } from '../support';
import { t } from '../../lib/i18n';
import { localizePath } from '../../lib/routing/lang-path';
import { siteConfig } from '../../lib/site-config';

const PAGE = '/guide/start/quick-start';
const configBlock = (page: Page) => page.locator('figure[data-rehype-pretty-code-figure]').filter({ has: page.locator('[data-rehype-pretty-code-title]', { hasText: 'rsbuild.config.ts' }) });

test('the wrap toggle starts from the config and wraps long lines', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await page.goto(PAGE);
  const block = configBlock(page);
  const toggle = block.locator('.wrap-button');
  const pre = block.locator('pre');
  const whiteSpace = () => pre.evaluate((el) => getComputedStyle(el).whiteSpace);
  await expect(toggle).toHaveAttribute('aria-pressed', String(siteConfig.markdown.defaultWrapCode));
  expect(await whiteSpace()).toBe(siteConfig.markdown.defaultWrapCode ? 'pre-wrap' : 'pre');
  await block.hover();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(!siteConfig.markdown.defaultWrapCode));
  expect(await whiteSpace()).toBe(siteConfig.markdown.defaultWrapCode ? 'pre' : 'pre-wrap');
  const overflow = await pre.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(overflow).toBe(siteConfig.markdown.defaultWrapCode);
});

test('line numbers show on blocks that ask for them, and a title bar on titled blocks', async ({ page }) => {
  await page.goto(PAGE);
  const numbered = configBlock(page);
  await expect(numbered.locator('[data-rehype-pretty-code-title]')).toHaveText('rsbuild.config.ts');
  const marker = (line: ReturnType<Page['locator']>) => line.evaluate((el) => getComputedStyle(el, '::before').content);
  // Chrome reports the counter rather than its value; the counter resets per block and steps per line.
  await expect(numbered.locator('code')).toHaveAttribute('data-line-numbers', '');
  expect(await marker(numbered.locator('[data-line]').nth(0))).toBe('counter(line)');
  expect(await numbered.locator('code').evaluate((el) => getComputedStyle(el).counterReset)).toBe('line 0');
  expect(await numbered.locator('[data-line]').nth(2).evaluate((el) => getComputedStyle(el, '::before').counterIncrement)).toBe('line 1');
  // Copying leaves the numbers out.
  expect((await numbered.locator('pre').innerText()).trimStart()).toMatch(/^import/);
  const plain = page.locator('figure[data-rehype-pretty-code-figure]').filter({ has: page.locator('[data-rehype-pretty-code-title]', { hasText: 'src/index.ts' }) });
  expect(await marker(plain.locator('[data-line]').first())).toBe(siteConfig.markdown.showLineNumbers ? 'counter(line)' : 'none');
});

/** WCAG relative luminance contrast of two rgb() colours. */
function contrastScript() {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lum = (c: string) => {
    const [r, g, b] = parse(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const worst: { text: string; color: string; ratio: number }[] = [];
  let checked = 0;
  for (const figure of document.querySelectorAll('figure[data-rehype-pretty-code-figure]')) {
    const bg = getComputedStyle(figure).backgroundColor;
    // Every token: coloured by its class, or plain text in the block's colour.
    for (const span of figure.querySelectorAll<HTMLElement>('pre [data-line] span')) {
      if (!span.textContent?.trim() || span.closest('.diff.remove') || span.closest('.has-focused')) continue;
      checked++;
      const color = getComputedStyle(span).color;
      const [a, b] = [lum(color), lum(bg)].sort((x, y) => y - x);
      const ratio = (a + 0.05) / (b + 0.05);
      if (ratio < 4.5) worst.push({ text: span.textContent, color, ratio: Math.round(ratio * 100) / 100 });
    }
  }
  return { checked, worst };
}

for (const theme of ['light', 'dark'] as const) {
  test(`code tokens meet AA contrast in the ${theme} theme`, async ({ page }) => {
    await storeTheme(page, theme);
    for (const path of [PAGE, '/config/', '/guide/basic/cli', '/zh/guide/start/quick-start']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const { checked, worst } = await page.evaluate(contrastScript);
      expect(checked, path).toBeGreaterThan(10);
      expect(worst, path).toEqual([]);
    }
  });
}

test('inline code is plain code, padded as a word and not as a block line', async ({ page }) => {
  await page.goto(PAGE);
  const code = page.locator('.prose p code').first();
  await expect(code).toBeVisible();
  expect(await code.evaluate((el) => [getComputedStyle(el).paddingLeft, el.querySelectorAll('[data-line], span[style], span[class]').length])).toEqual(['6px', 0]);
});

// The code themes' colours (github-light-default, github-dark-default): keywords and plain text.
for (const [scheme, keyword, plain] of [
  ['light', 'rgb(207, 34, 46)', 'rgb(31, 35, 40)'],
  ['dark', 'rgb(255, 123, 114)', 'rgb(230, 237, 243)'],
] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('code shows in the theme colours: keywords, and plain text between them', async ({ page }) => {
      await page.goto(PAGE);
      const line = configBlock(page).locator('[data-line]').first();
      await expect(line.getByText('import', { exact: true })).toHaveCSS('color', keyword);
      // Plain text sits bare in its line, which has the block's colour.
      expect(await line.evaluate((l) => [...l.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent === ' { defineConfig } '))).toBe(true);
      await expect(line).toHaveCSS('color', plain);
      // A package manager command is coloured too.
      await expect(page.locator('.code-body .shiki .line span[class]').first()).not.toHaveCSS('color', plain);
    });
  });
}

/** The characters of a line that a finger could not see: something else is drawn over them. */
function hiddenChars(line: Locator) {
  return line.evaluate((el) => {
    const hidden: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (let i = 0; i < node.textContent!.length; i++) {
        if (!node.textContent![i].trim()) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        // Scrolled out of the block: not a character a reader looks for now.
        const block = el.closest('pre')!.getBoundingClientRect();
        if (x < block.left || x > block.right) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !el.contains(hit)) hidden.push(node.textContent![i]);
      }
    return hidden.join('');
  });
}

/** Whether something else is drawn over the start of a line of code. */
const isCovered = (line: Locator) =>
  line.evaluate((el) => {
    const y = el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2;
    const hit = document.elementFromPoint(el.closest('pre')!.getBoundingClientRect().left + 16, y);
    return !hit || !el.contains(hit);
  });

// A reader on a phone swipes a long line of code to its end and reads its last characters beside the
// buttons, not under them; with wrapping turned on, the whole first line is in sight.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [lang, theme] of LANG_THEMES) {
    test(`${lang}, ${theme}: a long line of code swiped to its end, and wrapped, shows every character`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(localizePath('/api/javascript-api/core', lang));
      const block = page.locator('.code-body').filter({ hasText: 'function createRsbuild(' }).first();
      const pre = block.locator('pre');
      const line = pre.locator('[data-line]').first();
      expect(await swipeUntilVisible(page, page.locator('main'), pre)).toBe(true);
      // A block in sight can still have its first line under the bars stuck to the top of the window (its
      // middle is what swipeUntilVisible looks at): a reader pulls the page down a little to read that line.
      for (let i = 0; i < 3 && (await isCovered(line)); i++) {
        await swipe(page, 195, 400, -120);
        await settle(pre);
      }
      expect(await isCovered(line)).toBe(false);
      // The line is longer than the phone is wide.
      expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      const box = (await pre.boundingBox())!;
      let last = -1;
      for (let i = 0; i < 8; i++) {
        await swipeSideways(page, box.x + box.width * 0.7, box.y + box.height - 10, box.width * 0.5);
        await page.waitForTimeout(300);
        const left = await pre.evaluate((el) => el.scrollLeft);
        if (left === last) break;
        last = left;
      }
      expect(await pre.evaluate((el) => Math.ceil(el.scrollLeft + el.clientWidth) >= el.scrollWidth)).toBe(true);
      expect(await hiddenChars(line)).toBe('');
      await page.screenshot({ path: test.info().outputPath('line-end.png') });

      const wrap = block.getByRole('button', { name: t(lang, 'code.wrap') });
      await wrap.tap();
      await expect(wrap).toHaveAttribute('aria-pressed', 'true');
      expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // The wrapped line is taller: when the block sat at the bottom of the screen its last rows are now
      // below it, and the reader swipes them up.
      expect(await swipeUntilVisible(page, page.locator('main'), line)).toBe(true);
      expect(await hiddenChars(line)).toBe('');
      await page.screenshot({ path: test.info().outputPath('wrapped.png') });
    });
  }
});
