import { type Page } from '@playwright/test';
import { test, expect } from '../support/hydrated';
import { siteConfig } from '../../lib/site-config';

const PAGE = '/guide/start/quick-start';
const configBlock = (page: Page) => page.locator('figure[data-rehype-pretty-code-figure]').filter({ has: page.locator('[data-rehype-pretty-code-title]', { hasText: 'rsbuild.config.ts' }) });

test('the copy button copies the code and shows success for 2 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  const block = configBlock(page);
  const code = ((await block.locator('pre').textContent()) ?? '').trim();
  const button = block.locator('.copy-button');
  // Time the success state in the page itself, from the attribute's appearance to its removal.
  await button.evaluate((el) => {
    const w = window as unknown as { copiedAt?: number; clearedAt?: number };
    new MutationObserver(() => {
      if (el.hasAttribute('data-copied')) w.copiedAt ??= performance.now();
      else if (w.copiedAt !== undefined) w.clearedAt ??= performance.now();
    }).observe(el, { attributes: true, attributeFilter: ['data-copied'] });
  });
  await block.hover();
  await button.click();
  await expect(button).toHaveAttribute('data-copied', 'true');
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
  expect(code).toContain("import { defineConfig } from '@rsbuild/core';");
  await expect(button).not.toHaveAttribute('data-copied', /.*/, { timeout: 4000 });
  const shown = await page.evaluate(() => {
    const w = window as unknown as { copiedAt: number; clearedAt: number };
    return w.clearedAt - w.copiedAt;
  });
  expect(shown).toBeGreaterThanOrEqual(1950);
  expect(shown).toBeLessThan(2500);
});

test('when the Clipboard API fails, a prompt offers the code', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.goto(PAGE);
  const block = configBlock(page);
  const code = ((await block.locator('pre').textContent()) ?? '').trim();
  const prompts: { type: string; message: string; value: string }[] = [];
  page.once('dialog', (d) => {
    prompts.push({ type: d.type(), message: d.message(), value: d.defaultValue() });
    void d.dismiss();
  });
  await block.hover();
  await block.locator('.copy-button').click();
  await expect.poll(() => prompts.length).toBe(1);
  expect(prompts[0].type).toBe('prompt');
  expect(prompts[0].message).toBe('Copy to clipboard: Ctrl+C, Enter');
  expect(prompts[0].value.trim()).toBe(code);
});

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
    await page.addInitScript((t) => localStorage.setItem('rsbuild-theme-appearance', t), theme);
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
