// Every route of e2e/fixtures/routes-en.txt (the route list of docs/behaviour.md §2.6) exists in
// both languages with what a reader expects of its section, and reads on the narrowest phone: the page never
// scrolls sideways, and a table's code and headings never break inside a word (e2e/content/tables.spec.ts
// swipes a wide table).
import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { plainTest as test, expect, wordSplits } from '../support';
import { t } from '../../lib/i18n';
import { LANGS, siteLangOf, localizePath } from '../../lib/routing/lang-path';

const routes = fs
  .readFileSync(new URL('../fixtures/routes-en.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);
const sections = ['/guide/', '/config/', '/plugins/', '/api/', '/community/'];

// What is checked here is in each page's HTML as served; without scripts, 800 page loads take a fraction
// of the time (hydration is tested by the specs of each behaviour). At the narrowest phone's width, where
// a long link or word that cannot wrap would make the whole page scroll sideways.
test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

/** What a reader sees of the page's frame, read in one round trip (800 pages make round trips the cost). */
async function frame(page: Page, url: string) {
  // `load`: without scripts, DOMContentLoaded comes before the stylesheets, and the width is the styled page's.
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status(), url).toBe(200);
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    h1: document.querySelectorAll('main h1').length,
    h2: document.querySelectorAll('main article h2').length,
    outlineLinks: document.querySelectorAll('.outline a').length,
    pagerLinks: document.querySelectorAll('.pager a').length,
    metaTerms: [...document.querySelectorAll('.config-meta dt')].map((dt) => dt.textContent),
    metaValues: [...document.querySelectorAll('.config-meta dd')].map((dd) => dd.textContent),
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: document.querySelectorAll('.prose table').length,
    flags: [...document.querySelectorAll('.prose :not(pre) > code')].filter((code) =>
      /(^|\s)-{1,2}[A-Za-z]/.test(code.textContent!),
    ).length,
  }));
}

for (const lang of LANGS) {
  const labels = { type: t(lang, 'config.type'), default: t(lang, 'config.default') };
  for (const section of sections) {
    test(`${lang}: every ${section} page renders with its heading, outline and pager`, async ({ page }) => {
      test.setTimeout(240_000);
      const inSection = routes.filter((r) => r.startsWith(section));
      for (const route of inSection) {
        const url = localizePath(route, lang);
        const seen = await frame(page, url);
        expect(seen.h1, url).toBe(1);
        expect.soft(seen.sideways, `${url} scrolls sideways`).toBe(0);
        if (seen.tables || seen.metaTerms.length || seen.flags)
          expect.soft(await wordSplits(page), `${url}: split in a table, the Default or a flag`).toEqual([]);
        expect(seen.lang, url).toBe(siteLangOf(lang).htmlLang);
        // A page with second-level headings has an outline; every page sits in the pager chain.
        if (seen.h2 > 0) expect(seen.outlineLinks, url).toBeGreaterThan(0);
        expect(seen.pagerLinks, url).toBeGreaterThan(0);
        if (section === '/config/' && route !== '/config/') {
          expect(seen.metaTerms[0], url).toBe(labels.type);
          expect(seen.metaTerms, url).toContain(labels.default);
          // Code in the default shows as code, not between the backticks it was written with.
          expect
            .soft(seen.metaValues[seen.metaTerms.indexOf(labels.default)], `${url}: a backtick in Default`)
            .not.toContain('`');
        }
      }
    });
  }
}

test('the home pages of both languages render', async ({ page }) => {
  for (const url of ['/', '/zh/']) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Rsbuild');
  }
});
