import { test, expect } from '../support/hydrated';

// Some of <head> is written by the build, not by React (lib/head-scripts.ts): React must still take over
// each kind of page without a mismatch, which production React reports as a console error.
for (const route of ['/', '/config/output/minify', '/zh/guide/start/quick-start', '/zh/', '/404']) {
  test(`${route} hydrates without an error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    // Hydrated: a client control answers.
    await page.getByRole('button', { name: /dark theme|深色主题/ }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(errors).toEqual([]);
  });
}

// Next's chunks are added after the first frame (lib/page/after-paint.ts), so the stylesheets and the page
// have the connection to themselves until the content is on screen; then React takes over as before.
for (const route of ['/config/output/minify', '/zh/guide/start/quick-start']) {
  test(`${route} paints before it asks for its JavaScript`, async ({ page }) => {
    await page.goto(route);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      chunks: performance
        .getEntriesByType('resource')
        .filter((e) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => e.startTime),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.chunks.length).toBeGreaterThan(5);
    expect(Math.min(...timing.chunks)).toBeGreaterThanOrEqual(timing.paint!);
    await page.getByRole('button', { name: /dark theme|深色主题/ }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
}
