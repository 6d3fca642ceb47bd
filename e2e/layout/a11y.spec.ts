import { type Page } from '@playwright/test';
import { test, expect, hydrated } from '../support';
import AxeBuilder from '@axe-core/playwright';
import { WCAG_TAGS, violationLines } from '../../tools/quality/axe-report';
import { THEME_STORAGE_KEY } from '../../lib/browser/theme';
import { t } from '../../lib/i18n';

// Every page type (home, doc, overview, 404) and every section, each language on some of them; the guide
// page has code with added and removed lines. `npm run audit` runs the same check over every page of the
// export.
const pages = [
  '/',
  '/guide/migration/cra',
  '/config/output/minify',
  '/api/javascript-api/core',
  '/no/such/page',
  '/zh/',
  '/zh/guide/start/',
  '/zh/plugins/list/plugin-react',
  '/zh/community/releases/v1-0',
];

// axe on a long page takes a while on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** The rules whose outcome depends on colours; the rest read the DOM, which both themes share. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function axe(page: Page, only?: string[]) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (only ? builder.withRules(only) : builder).analyze();
  return violationLines(violations);
}

for (const path of pages) {
  test(`${path} has no axe violations in the light and the dark theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await axe(page), 'light').toEqual([]);
    // The reader's stored choice, as the theme toggle leaves it.
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Only the colour rules again (2.8 of axe's 4.6 s on the API page): the others read the DOM, which both
    // themes share, and ran in light.
    expect(await axe(page, COLOUR_RULES), 'dark').toEqual([]);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`open menus and the mobile layout have no axe violations in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/config/output/minify');
    const rules = theme === 'dark' ? COLOUR_RULES : undefined;
    await page.getByRole('button', { name: t('en', 'menuBar.menu') }).click();
    expect(await axe(page, rules)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('en', 'menuBar.outline') }).click();
    expect(await axe(page, rules)).toEqual([]);
    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByRole('button', { name: t('en', 'nav.openScreen') }).click();
    expect(await axe(page, rules)).toEqual([]);
  });
}

test('landmarks: one banner, one main, one aside and one footer on a doc page', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/guide/start/quick-start');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.locator('aside')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  await expect(page.locator('header')).toHaveCount(1);
  // Every navigation landmark has a name of its own.
  const names = await page
    .getByRole('navigation')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          el.getAttribute('aria-label') ??
          document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    );
  expect(names).toEqual([
    t('en', 'nav.menu'),
    t('en', 'sidebar.label'),
    t('en', 'footer.pagination'),
    t('en', 'outline.title'),
  ]);
});
