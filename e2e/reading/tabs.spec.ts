import { type Page } from '@playwright/test';
import { test, plainTest as withoutScripts, expect } from '../support/hydrated';

// Tabs follow WAI-ARIA's keys (Home and End too), and a stored choice (pnpm) is in
// place before the page's scripts run, applied by an inline script the page's CSP allows by its hash.

const route = '/guide/start/quick-start';
/** The package-manager tab groups of the page. */
const pmGroups = (page: Page) => page.locator('.tabs').filter({ has: page.getByRole('tab', { name: 'pnpm', exact: true }) });

test('Home and End move to the first and the last tab, arrows to the neighbours', async ({ page }) => {
  await page.goto(route);
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

for (const lang of ['', '/zh']) {
  withoutScripts(`${lang || 'en'}: a reader who chose pnpm sees pnpm before any of the page's scripts has run`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    await page.addInitScript(() => localStorage.setItem('rsbuild-tabs-package-manager', '2'));
    // The page's own scripts never arrive: what shows is the server's markup and the inline scripts.
    await page.route('**/_next/static/**/*.js', (r) => r.abort());
    await page.goto(`${lang}${route}`);
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
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('rsbuild-tabs-package-manager', '2');
    sessionStorage.setItem('seeded', '1');
  });
  await page.goto(route);
  const group = pmGroups(page).first();
  await expect(group.getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel')).toContainText('pnpm');
  await group.getByRole('tab', { name: 'yarn', exact: true }).click();
  await page.reload();
  await expect(pmGroups(page).first().getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
});
