import { test, expect } from '../support/hydrated';

test('external links open in a new tab without opener or referrer', async ({ page }) => {
  await page.goto('/guide/start/');
  const external = page.locator('.prose a[href="https://rspack.rs"]').first();
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  for (const link of await page.locator('.prose a[href^="http"], .prose a[href^="mailto:"], .prose a[href^="tel:"]').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  for (const link of await page.locator('.prose a[href^="/"], .prose a[href^="#"]').all()) await expect(link).not.toHaveAttribute('target', /.*/);
});

test('internal links navigate on the client, # links stay on the page', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const marker = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);
  await page.locator('.prose a[href="#cli-scripts"]').first().click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start#cli-scripts$/);
  expect(await marker()).toBe(1);
  await page.locator('.prose a[href="/guide/basic/cli"]').first().click();
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
  await expect(page.locator('main h1')).toHaveCount(1);
  expect(await marker()).toBe(1);
});

test('Chinese pages link to Chinese pages', async ({ page }) => {
  await page.goto('/zh/guide/start/quick-start');
  await expect(page.locator('.prose a[href="/zh/guide/basic/cli"]').first()).toBeAttached();
  await expect(page.locator('.prose a[href="/guide/basic/cli"]')).toHaveCount(0);
});

for (const modifier of ['Control', 'Shift'] as const) {
  test(`a ${modifier}-click is left to the browser`, async ({ page, context }) => {
    await page.goto('/guide/start/quick-start');
    const opened = context.waitForEvent('page');
    await page.locator('.prose a[href="/guide/basic/cli"]').first().click({ modifiers: [modifier] });
    const other = await opened;
    await other.waitForLoadState();
    expect(other.url()).toMatch(/\/guide\/basic\/cli$/);
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  });
}

test('a middle click is left to the browser', async ({ page, context }) => {
  await page.goto('/guide/start/quick-start');
  const opened = context.waitForEvent('page');
  await page.locator('.prose a[href="/guide/basic/cli"]').first().click({ button: 'middle' });
  expect((await opened).url()).toMatch(/\/guide\/basic\/cli$|about:blank/);
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
});
