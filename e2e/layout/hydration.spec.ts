import { test, expect } from '../support';
import { t } from '../../lib/i18n';
import { localizePath } from '../../lib/routing/lang-path';

// Some of <head> is written by the build, not by React (lib/page/head-scripts.ts): React must still take over
// each kind of page without a mismatch, which production React reports as a console error.
for (const [path, lang] of [
  ['/', 'en'],
  ['/config/output/minify', 'en'],
  ['/guide/start/quick-start', 'zh'],
  ['/', 'zh'],
  ['/404', 'en'],
] as const) {
  const route = localizePath(path, lang);
  test(`${route} hydrates without an error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    // Hydrated: a client control answers.
    await page.getByRole('button', { name: t(lang, 'theme.toDark') }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(errors).toEqual([]);
  });
}
