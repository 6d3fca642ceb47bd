// Option and API names are long identifiers (performance.removeMomentLocale, rsbuild.onBeforeCreateCompiler).
// Where one does not fit its line, a reader expects it to wrap at a dot or between its words
// (performance. / removeMomentLocale, onBeforeCreate / Compiler), never inside a word: a phone's page
// title read "performance.remo / veMomentLocale", and the outline "rsbuild.getRsbuildConfi / g". Inline
// code too: an option's type (`ConfigChainWithContext<HtmlRspackPlu / gin.Options`), a Chinese list of
// values (`.mts`、`.c / ts`, `'opti / mize-count'`), constants (`__VUE_PROD_HYDRATION_MISMATCH_DE / TAILS__`),
// URLs (`https://cdn.example.com/icon.pn / g`) and paths (`node_modules/.pnpm/<name>@<versi / on>/`).
import { type Page } from '@playwright/test';
import { test, expect } from '../support';

const PAGES = [
  '/config/performance/remove-moment-locale',
  '/config/output/override-browserslist',
  '/api/javascript-api/instance',
  '/zh/api/javascript-api/instance',
  '/zh/config/performance/remove-moment-locale',
  '/config/tools/html-plugin',
  '/zh/config/output/minify',
  '/zh/guide/faq/general',
  '/zh/plugins/dev/core',
  '/plugins/list/plugin-vue',
  // Cards of the overview; a URL, a pnpm path and a chain of calls in inline code.
  '/config/',
  '/config/html/favicon',
  '/zh/config/source/include',
  '/zh/guide/debug/debug-mode',
];
const TEXTS = 'article :is(h1, h2, h3, h4), article :not(pre, td, th) > code, .outline a, .pager-title, .sidebar a';

/** The texts on screen that wrap between two letters of one word, with the two halves. */
function brokenWords(page: Page) {
  return page.locator(TEXTS).evaluateAll((elements) => {
    const broken: string[] = [];
    const range = document.createRange();
    for (const el of elements) {
      if (!el.checkVisibility()) continue;
      // Most texts sit on one line: one measure of the whole before one per character.
      range.selectNodeContents(el);
      const tops = [...range.getClientRects()].map((r) => r.top);
      if (Math.max(...tops) - Math.min(...tops) <= 2) continue;
      const chars: { ch: string; top: number }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ ch: node.textContent![i], top: rect.top });
        }
      }
      for (let i = 1; i < chars.length; i++) {
        const [a, b] = [chars[i - 1], chars[i]];
        const newLine = b.top > a.top + 2;
        const insideWord = /[A-Za-z0-9]/.test(a.ch) && /[A-Za-z0-9]/.test(b.ch) && !(/[a-z0-9]/.test(a.ch) && /[A-Z]/.test(b.ch));
        if (newLine && insideWord) broken.push(`${el.textContent!.slice(0, i)} / ${el.textContent!.slice(i)}`);
      }
    }
    return broken;
  });
}

for (const [device, options] of [
  // The narrowest phones in common use.
  ['phone', { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true }],
  ['laptop', { viewport: { width: 1440, height: 900 } }],
] as const) {
  test.describe(device, () => {
    test.use(options);
    test('long option and API names wrap at a dot or between their words, never inside one', async ({ page }) => {
      test.setTimeout(90_000);
      const broken: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        broken.push(...(await brokenWords(page)).map((text) => `${path}: ${text}`));
        if (device === 'phone') {
          // The sidebar, in the drawer the menu button opens.
          await page.locator('.menu-bar').getByRole('button').first().tap();
          await expect(page.locator('#doc-sidebar')).toBeVisible();
          broken.push(...(await brokenWords(page)).map((text) => `${path}, menu: ${text}`));
        }
      }
      expect(broken).toEqual([]);
    });
  });
}
