// Copying code: every copy button puts its block's source on the clipboard exactly, blank lines included (the
// expected text is each code fence of the page's MDX file, in order; the real clipboard is read back), and
// shows it copied for 2 s; a selection copies the same; when the browser refuses the clipboard, the reader is
// offered the code in a prompt in the page's language.
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { test, expect } from '../support';
import { t } from '../../lib/i18n';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

const PAGE = '/guide/start/quick-start';
const configBlock = (page: Page) => page.locator('figure[data-rehype-pretty-code-figure]').filter({ has: page.locator('[data-rehype-pretty-code-title]', { hasText: 'rsbuild.config.ts' }) });

/** The text of every fenced code block of an MDX file (top-level fences of backticks or tildes). */
function fences(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const blocks: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})/.exec(lines[i]);
    if (!open) continue;
    const body: string[] = [];
    for (i++; i < lines.length && !new RegExp(`^${open[1][0]}{${open[1].length},}\\s*$`).test(lines[i]); i++) body.push(lines[i]);
    blocks.push(body.join('\n'));
  }
  return blocks;
}

const pages = [
  { route: '/api/javascript-api/core', file: 'content/en/api/javascript-api/core.mdx' },
  { route: '/guide/basic/html-template', file: 'content/en/guide/basic/html-template.mdx' },
  { route: '/zh/guide/basic/server', file: 'content/zh/guide/basic/server.mdx' },
];

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const { route, file } of pages) {
  test(`every copy button of ${route} copies its code fence exactly`, async ({ page }) => {
    const expected = fences(file);
    expect(expected.filter((b) => b.includes('\n\n')).length, 'the page has blocks with blank lines').toBeGreaterThan(0);
    await page.goto(route);
    const buttons = page.locator('.prose figure[data-rehype-pretty-code-figure] .copy-button');
    await expect(buttons).toHaveCount(expected.length);
    for (let i = 0; i < expected.length; i++) {
      await page.evaluate(() => navigator.clipboard.writeText('(nothing copied)'));
      await buttons.nth(i).click();
      await expect(buttons.nth(i)).toHaveAttribute('data-copied', 'true');
      expect(await page.evaluate(() => navigator.clipboard.readText()), `block ${i + 1} of ${route}`).toBe(expected[i]);
    }
  });
}

test('selecting a block with the mouse and copying it keeps its blank lines, without extra spaces', async ({ page }) => {
  const [expected] = fences('content/en/guide/basic/server.mdx').filter((b) => b.includes('\n\n'));
  await page.goto('/guide/basic/server');
  const block = page.locator('.prose pre').filter({ hasText: expected.split('\n')[0] }).first();
  const lines = block.locator('[data-line]');
  const first = (await lines.first().boundingBox())!;
  const last = (await lines.last().boundingBox())!;
  // From the start of the first line to past the end of the last one, as a reader drags or Shift+clicks.
  await page.mouse.click(first.x + 2, first.y + first.height / 2);
  await page.mouse.move(last.x + last.width - 2, last.y + last.height / 2);
  await page.keyboard.down('Shift');
  await page.mouse.click(last.x + last.width - 2, last.y + last.height / 2);
  await page.keyboard.up('Shift');
  await page.keyboard.press('Control+c');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

// A browser whose Clipboard API refuses (permission denied, a page framed elsewhere): the reader is offered
// the code in a prompt, in the page's language, and the button says "Copied" only when they took it.
for (const lang of LANGS) {
  test(`${lang}: when the clipboard refuses, a prompt in the page's language holds the code`, async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.goto(localizePath(PAGE, lang));
    const button = page.locator('.prose figure[data-rehype-pretty-code-figure] .copy-button').first();
    const code = await page.locator('.prose figure[data-rehype-pretty-code-figure] pre').first().textContent();
    const prompts: { message: string; value: string }[] = [];
    let answer: 'dismiss' | 'accept' = 'dismiss';
    page.on('dialog', (dialog) => {
      prompts.push({ message: dialog.message(), value: dialog.defaultValue() });
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
    });

    await button.click();
    await expect.poll(() => prompts.length).toBe(1);
    expect(prompts[0]).toEqual({ message: t(lang, 'code.copyPrompt'), value: code });
    // Cancelled: nothing was copied, and the button does not say otherwise.
    await page.waitForTimeout(300);
    expect(await button.getAttribute('data-copied'), 'no "Copied" after a cancelled prompt').toBeNull();
    expect(await button.getAttribute('aria-label')).toBe(t(lang, 'code.copy'));

    answer = 'accept';
    await button.click();
    await expect.poll(() => prompts.length).toBe(2);
    await expect(button).toHaveAttribute('data-copied', 'true');
    await expect(button).toHaveAccessibleName(t(lang, 'code.copied'));
  });
}

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
  // The observer's callback runs after whatever else the page's main thread was doing when the attribute
  // appeared, so on a busy machine the measured start can lag the real one by up to a tenth of a second.
  expect(shown).toBeGreaterThanOrEqual(1850);
  expect(shown).toBeLessThan(2500);
});

// Any failure of the Clipboard API, not only a refused permission: a plain Error.
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
  expect(prompts[0].message).toBe(t('en', 'code.copyPrompt'));
  expect(prompts[0].value.trim()).toBe(code);
});
