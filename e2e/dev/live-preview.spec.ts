import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { devContentDir } from '../../playwright.dev.config';

const file = path.join(devContentDir, 'en/guide/start/glossary.mdx');

test('saving an MDX file updates the open page without a reload, and errors show with their location', async ({ page }) => {
  const original = fs.readFileSync(file, 'utf8');
  await page.goto('/guide/start/glossary');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-content-events', 'open', { timeout: 60_000 });
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  fs.writeFileSync(file, original.replace(/^# .*$/m, '# Glossary, edited live'));
  await expect(page.locator('main h1')).toHaveText('Glossary, edited live', { timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Broken MDX: the page shows the error with file and line; fixing the file brings the page back.
  const lines = original.split('\n');
  const h1Line = lines.findIndex((l) => l.startsWith('# ')) + 1;
  fs.writeFileSync(file, original.replace(/^# .*$/m, '# Broken <span'));
  await expect(page.getByText(new RegExp(`content/en/guide/start/glossary\\.mdx:${h1Line}:\\d+`)).first()).toBeVisible({ timeout: 60_000 });

  fs.writeFileSync(file, original.replace(/^# .*$/m, '# Glossary, fixed'));
  await expect(page.locator('main h1')).toHaveText('Glossary, fixed', { timeout: 60_000 });
});
