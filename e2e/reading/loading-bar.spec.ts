import { type Page } from '@playwright/test';
import { test, expect } from '../support/hydrated';

// On a slow network every in-app navigation shows the navigation progress bar at about 200 ms,
// whatever started it: a link click, a search result picked with Enter, Back. The bar's code is fetched
// while the page is idle, so even the first slow navigation does not wait for it.

/** From now on every request takes `latency` ms more (Chrome DevTools network throttling). */
async function slowNetwork(page: Page, latency: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
}

/**
 * Watches for the bar from the reader's next action once armed (a click, Enter, Back) and reports how
 * long after it the bar showed on the console, so the report survives the page being replaced. Installed
 * before the site's scripts, so its listeners see the action first.
 */
function watchBar() {
  const w = window as unknown as { readingBarArmed?: boolean };
  let acted: number | undefined;
  const act = () => w.readingBarArmed && (acted ??= performance.now());
  document.addEventListener('click', act, true);
  document.addEventListener('keydown', (e) => e.key === 'Enter' && act(), true);
  window.addEventListener('popstate', act, true);
  const seen = new MutationObserver(() => {
    if (acted === undefined || !document.getElementById('nprogress')) return;
    console.log(`reading-bar ${Math.round(performance.now() - acted)}`);
    seen.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () => seen.observe(document.body, { childList: true, subtree: true }));
}

/** From now on, how long after the reader's next action the bar showed (null: not yet). */
async function armBar(page: Page): Promise<() => number | null> {
  let delay: number | null = null;
  page.on('console', (m) => {
    const report = /^reading-bar (\d+)$/.exec(m.text());
    if (report) delay ??= Number(report[1]);
  });
  await page.evaluate(() => ((window as unknown as { readingBarArmed: boolean }).readingBarArmed = true));
  return () => delay;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(watchBar);
});

/** Until the browser is idle and the network quiet: what a page loads when idle is then loaded. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  await page.waitForLoadState('networkidle');
}

// The new page takes over a second: the bar shows well before it, at about 200 ms (the margin is for a
// busy 2-core machine, not for the latency of a fetch).
const LATENCY = 1500;

async function expectBarAtAbout200ms(barDelay: () => number | null) {
  await expect.poll(barDelay, { timeout: 5000 }).not.toBeNull();
  const delay = barDelay()!;
  expect(delay).toBeGreaterThanOrEqual(150);
  expect(delay).toBeLessThan(800);
}

test('the first slow link click shows the bar at about 200 ms, then the bar goes', async ({ page }) => {
  await page.goto('/guide/start/');
  await settled(page);
  const barDelay = await armBar(page);
  await slowNetwork(page, LATENCY);
  await page.locator('.doc-sidebar a[href$="/guide/start/quick-start"]').click();
  await expectBarAtAbout200ms(barDelay);
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/, { timeout: 10_000 });
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5000 });
});

test('a search result picked with Enter shows the bar while the page loads', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  await settled(page);
  await page.keyboard.press('Control+k');
  // The index arrives at full speed; the pages of the results (which the results prefetch) do not.
  await page.locator('.DocSearch-Input').fill('charset');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
  const barDelay = await armBar(page);
  await slowNetwork(page, LATENCY);
  await page.locator('.DocSearch-Input').fill('minify');
  await expect(page.locator('.DocSearch-Hit a[href*="minify"]').first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await expectBarAtAbout200ms(barDelay);
  await expect(page).toHaveURL(/minify/, { timeout: 10_000 });
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5000 });
});

test('Back to a page the router must fetch again (after a reload) shows the bar too', async ({ page }) => {
  await page.goto('/guide/start/');
  await page.locator('.doc-sidebar a[href$="/guide/start/glossary"]').click();
  await expect(page.locator('h1')).toHaveText(/Glossary/);
  await page.reload();
  await settled(page);
  const barDelay = await armBar(page);
  await slowNetwork(page, LATENCY);
  await page.goBack({ waitUntil: 'commit' });
  await expectBarAtAbout200ms(barDelay);
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  await expect(page.locator('h1')).not.toHaveText(/Glossary/, { timeout: 10_000 });
});
