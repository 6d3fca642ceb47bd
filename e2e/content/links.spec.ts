// Links in the text: external ones open in a new tab without opener or referrer, and a Chinese page's links
// stay in Chinese. How a click on them is routed: e2e/routing/client-navigation.spec.ts.
import { test, expect } from '../support';

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

test('Chinese pages link to Chinese pages', async ({ page }) => {
  await page.goto('/zh/guide/start/quick-start');
  await expect(page.locator('.prose a[href="/zh/guide/basic/cli"]').first()).toBeAttached();
  await expect(page.locator('.prose a[href="/guide/basic/cli"]')).toHaveCount(0);
});
