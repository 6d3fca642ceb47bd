// Every window width from 320 to 1920 px, not only the usual breakpoints: the navbar's items never
// overlap or run past the window, and nothing scrolls sideways, in both languages.
import { test, expect, navbarProblems } from '../support';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

const STEP = 8;

for (const lang of LANGS) {
  test(`${lang}: the navbar lays out without overlap at every width from 320 to 1920 px`, async ({ page }) => {
    // About 200 widths; on a loaded 2-core machine each relayout can take a while.
    test.setTimeout(120_000);
    await page.goto(localizePath('/guide/start/quick-start', lang));
    const failures: string[] = [];
    for (let width = 320; width <= 1920; width += STEP) {
      await page.setViewportSize({ width, height: 800 });
      const problems = await navbarProblems(page);
      if (problems.length) failures.push(`${width} px: ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
}
