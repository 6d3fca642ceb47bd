import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

// A reader clicks through the navbar and the sidebars: each click must stay in the page (the router swaps
// the content) rather than load a new document. A full load shows as a lost window marker; the router
// falls back to one when a page's client-navigation payload is missing, which shows as a 404 request.
test.use({ viewport: { width: 1400, height: 900 } });

type Marked = Window & { journeyMarker?: number };

async function startAt(page: Page, path: string) {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  await page.goto(path);
  await page.evaluate(() => ((window as Marked).journeyMarker = 1));
  return missing;
}

async function clickAndStay(page: Page, link: Locator, missing: string[]) {
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(missing, `404 requests after clicking ${href}`).toEqual([]);
  expect(await page.evaluate(() => (window as Marked).journeyMarker), `a full page load after clicking ${href}`).toBe(
    1,
  );
}

/** Opens every collapsed group around `link`, outermost first, the way a reader would. */
async function reveal(page: Page, link: Locator) {
  const groups = page.locator('.sidebar li.sidebar-group', { has: link });
  for (let i = 0; i < (await groups.count()); i++) {
    const closed = groups.nth(i).locator(':scope > button[aria-expanded="false"]');
    if (await closed.count()) await closed.first().click();
  }
}

const sections = ['/guide/start/', '/config/', '/plugins/list/', '/api/start/', '/community/'];

for (const lang of LANGS) {
  test(`${lang}: every link of the navbar navigates in the page`, async ({ page }) => {
    const missing = await startAt(page, localizePath('/guide/start/quick-start', lang));
    const hrefs = await page
      .locator('header .navbar-nav a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual(sections.map((s) => localizePath(s, lang)));
    for (const href of hrefs) await clickAndStay(page, page.locator(`header .navbar-nav a[href="${href}"]`), missing);
    const logo = page.locator('header .navbar-logo');
    await logo.click();
    await expect(page).toHaveURL((url) => url.pathname === localizePath('/', lang));
    expect(missing).toEqual([]);
    expect(await page.evaluate(() => (window as Marked).journeyMarker)).toBe(1);
  });

  for (const section of sections) {
    test(`${lang}: sidebar links of ${section} navigate in the page`, async ({ page }) => {
      // Into the section from another one by its navbar link, then through a sample of its sidebar: the
      // first and last link of every list (the top level and each group, nested ones too) and the
      // section root. Every page's own frame is checked without scripts by every-route.spec.ts; what a
      // click adds is the router and the payload's place, which differ between a section root (a folder
      // index), a top-level page and a page inside a group, not from one group's middle to another's.
      const missing = await startAt(
        page,
        localizePath(section === '/guide/start/' ? '/config/' : '/guide/start/quick-start', lang),
      );
      await clickAndStay(page, page.locator(`header .navbar-nav a[href="${localizePath(section, lang)}"]`), missing);
      const hrefs = await page.locator('.sidebar ul').evaluateAll((lists) => {
        const sample = new Set<string>();
        for (const list of lists) {
          const links = [...list.querySelectorAll(':scope > li > a[href^="/"]')];
          for (const link of [links[0], links.at(-1)]) if (link) sample.add(link.getAttribute('href')!);
        }
        return [...sample];
      });
      expect(hrefs.length).toBeGreaterThan(1);
      // The section root last, coming from another of its pages.
      const root = localizePath(section, lang);
      for (const href of [...hrefs.filter((h) => h !== root), root]) {
        const link = page.locator(`.sidebar a[href="${href}"]`);
        await reveal(page, link);
        await clickAndStay(page, link, missing);
        await expect(link).toHaveAttribute('aria-current', 'page');
      }
    });
  }
}
