// Tab groups: the package-manager tabs write each manager's command; a choice switches every group with the
// same id and is stored; tabs follow WAI-ARIA's keys (Home and End too); a stored choice (pnpm) is in place
// before the page's scripts run, applied by an inline script the page's CSP allows by its hash.
import { type Page } from '@playwright/test';
import { test, plainTest as withoutScripts, expect } from '../support';
import { PACKAGE_MANAGERS } from '../../lib/content/package-manager';
import { TABS_STORAGE_PREFIX } from '../../lib/browser/tabs';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

const PAGE = '/guide/start/quick-start';
/** Where the package-manager groups (PackageManagerTabs, group id `package-manager`) store the choice. */
const PM_KEY = `${TABS_STORAGE_PREFIX}package-manager`;
/** The package-manager tab groups of the page. */
const pmGroups = (page: Page) => page.locator('.tabs').filter({ has: page.getByRole('tab', { name: 'pnpm', exact: true }) });

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
  expect(await page.evaluate((key) => localStorage.getItem(key), PM_KEY)).toBe('2');
  await page.reload();
  await expect(groups.last().getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
  // Another page with the same group starts on the saved choice too.
  await page.goto(localizePath(PAGE, 'zh'));
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

test('Home and End move to the first and the last tab, arrows to the neighbours', async ({ page }) => {
  await page.goto(PAGE);
  const group = pmGroups(page).first();
  const tab = (name: string) => group.getByRole('tab', { name, exact: true });
  await tab('npm').click();
  await page.keyboard.press('End');
  await expect(tab('bun')).toBeFocused();
  await expect(tab('bun')).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel')).toContainText('bun');
  await page.keyboard.press('Home');
  await expect(tab('npm')).toBeFocused();
  await expect(tab('npm')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('bun')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('npm')).toBeFocused();
});

for (const lang of LANGS) {
  withoutScripts(`${lang}: a reader who chose pnpm sees pnpm before any of the page's scripts has run`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    await page.addInitScript((key) => localStorage.setItem(key, '2'), PM_KEY);
    // The page's own scripts never arrive: what shows is the server's markup and the inline scripts.
    await page.route('**/_next/static/**/*.js', (r) => r.abort());
    await page.goto(localizePath(PAGE, lang));
    const groups = pmGroups(page);
    expect(await groups.count()).toBeGreaterThan(0);
    for (const group of await groups.all()) {
      await expect(group.getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(group.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'false');
      const shown = group.getByRole('tabpanel');
      await expect(shown).toHaveCount(1);
      await expect(shown).toContainText('pnpm');
    }
    expect(violations).toEqual([]);
  });
}

test('the stored choice stays after the page hydrates, and a new choice is stored', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, '2');
    sessionStorage.setItem('seeded', '1');
  }, PM_KEY);
  await page.goto(PAGE);
  const group = pmGroups(page).first();
  await expect(group.getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel')).toContainText('pnpm');
  await group.getByRole('tab', { name: 'yarn', exact: true }).click();
  await page.reload();
  await expect(pmGroups(page).first().getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
});
