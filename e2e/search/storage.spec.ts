// Recent and favourite searches live in localStorage, which anything on the origin (an old version of the
// site, an extension, a reader's experiment) may have filled with junk. Search must open anyway, show the
// entries that are sound, drop the rest, never link off the site, and never take the page down.
import { type Page } from '@playwright/test';
import { test, expect } from '../support';
import { LANGS, localizePath } from '../../lib/routing/lang-path';
import { STORED_SEARCH_KEY_PREFIXES } from '../../lib/search/stored-searches';
import type { Lang } from '../../lib/site-config';

// Where the local search keeps a language's recent and favourite searches: its index is `local-<lang>`.
const [recentKey, favoriteKey] = STORED_SEARCH_KEY_PREFIXES.map((prefix) => (lang: string) => `${prefix}local-${lang}`);

const sound = (url: string, title: string) => ({
  objectID: `ok-${title}`,
  url,
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Guide', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});
const junk = [
  null,
  1,
  'text',
  [],
  {},
  { objectID: 'no-url' },
  { objectID: 'no-hierarchy', url: '/guide/start/', type: 'lvl1' },
  { objectID: 'bad-type', url: '/guide/start/', type: 'lvl9', hierarchy: { lvl0: 'x', lvl1: 'x' } },
  { objectID: 'hierarchy-null', url: '/guide/start/', type: 'lvl1', hierarchy: null },
  { objectID: 'hierarchy-numbers', url: '/guide/start/', type: 'lvl1', hierarchy: { lvl0: 1, lvl1: { a: 1 } } },
  sound('//evil.example/x', 'Off-site'),
  sound('/\\evil.example/x', 'Backslash'),
  sound('javascript:alert(1)', 'Script URL'),
];

async function seed(page: Page, lang: Lang) {
  await page.addInitScript(
    ([recent, favorite, junk, good]) => {
      localStorage.setItem(recent, JSON.stringify([...junk, good]));
      localStorage.setItem(favorite, JSON.stringify(junk));
    },
    [
      recentKey(lang),
      favoriteKey(lang),
      junk,
      sound(localizePath('/config/output/minify', lang), 'Sound entry'),
    ] as const,
  );
}

for (const lang of LANGS) {
  const path = localizePath('/guide/start/', lang);
  test(`${lang}: junk in stored searches neither breaks search nor the page`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await seed(page, lang);
    await page.goto(path);
    await page.keyboard.press('Control+k');
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    // The sound entry is shown and links inside the site; the rest are gone.
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits).toHaveCount(1);
    await expect(hits.first()).toContainText('Sound entry');
    const hrefs = await modal
      .locator('.DocSearch-Hit a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs).toHaveLength(1);
    for (const href of hrefs) expect(new URL(href).origin, href).toBe(new URL(page.url()).origin);
    // Search itself works.
    await page.keyboard.type('minify');
    await expect(hits.first()).toContainText('minify');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    // The page is still there and still answers the reader.
    await expect(page.locator('main h1')).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    // What was dropped is gone from storage too.
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), recentKey(lang));
    expect(stored.map((e: { objectID: string }) => e.objectID)).toEqual(['ok-Sound entry']);
  });
}

test('an error inside search closes it and leaves the page working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Storage that throws on read, as some privacy modes do.
  await page.addInitScript(() => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      if (key.startsWith('__DOCSEARCH_')) throw new Error('storage unavailable');
      return getItem.call(this, key);
    };
  });
  await page.goto('/guide/start/');
  await page.keyboard.press('Control+k');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('.search-button')).toBeVisible();
  await page.locator('.search-button').focus();
  await expect(page.locator('.search-button')).toBeFocused();
  expect(errors).toEqual([]);
});
