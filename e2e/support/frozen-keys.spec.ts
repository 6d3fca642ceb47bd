// The choices a reader stored under the last release must still be read by this one: every key the product
// stores a choice under is the frozen one of e2e/support/frozen-keys.ts.
import { test, expect } from './hydrated';
import { FROZEN_KEYS } from './frozen-keys';
import { announcementStorageKey } from '../../lib/browser/announcement';
import { LANG_CHOICE_KEY, VISITED_KEY } from '../../lib/browser/lang-redirect';
import { TABS_STORAGE_PREFIX } from '../../lib/browser/tabs';
import { THEME_STORAGE_KEY } from '../../lib/browser/theme';
import { PAGE_MARKS_KEY } from '../../lib/search/page-marks';
import { STORED_SEARCH_KEY_PREFIXES } from '../../lib/search/stored-searches';

test("the keys lib/ exports for readers' choices are the frozen ones", () => {
  expect.soft(THEME_STORAGE_KEY, 'the theme').toBe(FROZEN_KEYS.theme);
  expect.soft(VISITED_KEY, 'the first-visit flag').toBe(FROZEN_KEYS.visited);
  expect.soft(LANG_CHOICE_KEY, 'the language chosen with the switcher').toBe(FROZEN_KEYS.langChoice);
  expect.soft(TABS_STORAGE_PREFIX, 'a tab group').toBe(FROZEN_KEYS.tabsPrefix);
  expect
    .soft(announcementStorageKey('some-id'), 'the closed announcement')
    .toBe(`${FROZEN_KEYS.announcementClosedPrefix}some-id`);
  expect.soft(PAGE_MARKS_KEY, 'search marks turned off').toBe(FROZEN_KEYS.pageMarks);
  expect
    .soft(STORED_SEARCH_KEY_PREFIXES, 'recent and favourite searches')
    .toEqual([FROZEN_KEYS.recentSearchesPrefix, FROZEN_KEYS.favoriteSearchesPrefix]);
});

// The keys the page composes from a component's value: the package-manager group's id, the search index's name.
test('a package manager picked and a search opened are stored under the frozen keys', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await page.locator('.tabs').getByRole('tab', { name: 'pnpm', exact: true }).first().click();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('minify');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/output\/minify$/);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toEqual(expect.arrayContaining([FROZEN_KEYS.packageManagerTabs, FROZEN_KEYS.recentSearchesEn]));
});
