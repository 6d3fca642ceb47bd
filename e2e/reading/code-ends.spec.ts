// A reader on a phone, where a code block's copy and wrap buttons always show (there is no hover), swipes
// a long line of code to its end and reads its last characters beside the buttons, not under them; with
// wrapping turned on, the whole first line is in sight.
import { type Locator } from '@playwright/test';
import { test, expect } from '../support/hydrated';
import { LANG_THEMES, inLang, say, settle, swipe, swipeSideways, swipeUntilVisible } from '../journeys/reader';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

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

for (const [lang, theme] of LANG_THEMES) {
  test(`${lang}, ${theme}: a long line of code swiped to its end, and wrapped, shows every character`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(inLang(lang, '/api/javascript-api/core'));
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

    const wrap = block.getByRole('button', { name: say(lang, 'code.wrap') });
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
