import { test, expect } from '../support/hydrated';
import { PACKAGE_MANAGERS } from '../../lib/content/package-manager';

const PAGE = '/guide/start/quick-start';

test('package-manager tabs write the command for each manager', async ({ page }) => {
  await page.goto(PAGE);
  const group = page.locator('.tabs').filter({ hasText: '@rsbuild/core -D' }).last();
  await expect(group.getByRole('tab')).toHaveText([...PACKAGE_MANAGERS]);
  const expected = { npm: 'npm add @rsbuild/core -D', yarn: 'yarn add @rsbuild/core -D', pnpm: 'pnpm add @rsbuild/core -D', bun: 'bun add @rsbuild/core -D' };
  for (const pm of PACKAGE_MANAGERS) {
    await group.getByRole('tab', { name: pm, exact: true }).click();
    await expect(group.getByRole('tabpanel')).toHaveText(expected[pm]);
  }
});

test('a choice switches every group with the same id, is saved and comes back on load', async ({ page }) => {
  await page.goto(PAGE);
  const groups = page.locator('.tabs');
  const count = await groups.count();
  expect(count).toBeGreaterThan(1);
  await groups.first().getByRole('tab', { name: 'pnpm', exact: true }).click();
  for (let i = 0; i < count; i++) {
    await expect(groups.nth(i).getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(groups.nth(i).getByRole('tabpanel')).toContainText('pnpm ');
  }
  expect(await page.evaluate(() => localStorage.getItem('rsbuild-tabs-package-manager'))).toBe('2');
  await page.reload();
  await expect(groups.last().getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
  // Another page with the same group starts on the saved choice too.
  await page.goto('/zh/guide/start/quick-start');
  await expect(page.locator('.tabs').first().getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('arrow keys move between tabs', async ({ page }) => {
  await page.goto(PAGE);
  const group = page.locator('.tabs').first();
  await group.getByRole('tab', { name: 'npm', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('tab', { name: 'yarn', exact: true })).toBeFocused();
  await expect(group.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
});
