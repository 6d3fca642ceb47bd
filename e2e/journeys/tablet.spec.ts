// A reader on a tablet, held upright and sideways: on pages of every section, in both languages and both
// themes, nothing overlaps and nothing scrolls sideways. One page after another in one tab, cheap checks.
import { type Page } from '@playwright/test';
import { test, expect, isTappable, navbarProblems } from '../support';
import { localizePath } from '../../lib/routing/lang-path';
import type { Lang } from '../../lib/site-config';

const PAGES = [
  '/',
  '/guide/start/',
  '/guide/start/quick-start',
  '/guide/basic/static-assets',
  '/guide/styling/css-modules',
  '/guide/advanced/ssr',
  '/guide/migration/vite',
  '/guide/faq/exceptions',
  '/config/',
  '/config/output/copy',
  '/config/server/proxy',
  '/config/tools/rspack',
  '/plugins/list/',
  '/plugins/list/plugin-react',
  '/plugins/dev/core',
  '/api/start/',
  '/api/javascript-api/types',
  '/community/',
  '/community/releases/v0-3',
];

/** The columns a reader sees side by side (sidebar, content, outline) and the menu bar's two buttons. */
function layoutClashes(page: Page) {
  return page.evaluate(() => {
    const shown = (sel: string) =>
      [...document.querySelectorAll<HTMLElement>(sel)].filter(
        (el) =>
          el.getClientRects().length > 0 &&
          getComputedStyle(el).visibility !== 'hidden' &&
          getComputedStyle(el).position !== 'fixed',
      );
    const clashes: string[] = [];
    const columns = shown('.doc-sidebar, .doc-main, .doc-outline').map((el) => ({
      name: el.className,
      r: el.getBoundingClientRect(),
    }));
    for (let i = 1; i < columns.length; i++)
      if (columns[i].r.left < columns[i - 1].r.right - 0.5) clashes.push(`${columns[i - 1].name} | ${columns[i].name}`);
    const buttons = shown('.menu-bar-button').map((el) => el.getBoundingClientRect());
    if (buttons.length === 2 && buttons[1].left < buttons[0].right) clashes.push('menu bar buttons');
    return clashes;
  });
}

const cases: { name: string; viewport: { width: number; height: number }; lang: Lang; theme: 'light' | 'dark' }[] = [
  { name: 'portrait', viewport: { width: 820, height: 1180 }, lang: 'en', theme: 'light' },
  { name: 'portrait', viewport: { width: 820, height: 1180 }, lang: 'zh', theme: 'dark' },
  { name: 'landscape', viewport: { width: 1180, height: 820 }, lang: 'en', theme: 'dark' },
  { name: 'landscape', viewport: { width: 1180, height: 820 }, lang: 'zh', theme: 'light' },
];

for (const { name, viewport, lang, theme } of cases) {
  test.describe(() => {
    test.use({ viewport, hasTouch: true, isMobile: true, colorScheme: theme });
    test(`tablet ${name}, ${lang}, ${theme}: ${PAGES.length} pages of every section lay out without overlap or sideways scroll`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      for (const path of PAGES) {
        await page.goto(localizePath(path, lang));
        const problems = [...(await navbarProblems(page)), ...(await layoutClashes(page))];
        if (!(await isTappable(page.locator('h1').first()))) problems.push('the title is covered');
        if (problems.length) failures.push(`${path}: ${problems.join(', ')}`);
      }
      expect(failures).toEqual([]);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    });
  });
}
