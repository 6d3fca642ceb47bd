// The navigation progress bar: on a slow network every in-app navigation shows it at about 200 ms, whatever
// started it (a link click, a search result picked with Enter, Back), starting from nprogress's minimum and
// trickling on; a fast one never shows it. The bar's code is fetched while the page is idle, so even the
// first slow navigation does not wait for it.
import { type Page } from '@playwright/test';
import { test, expect } from '../support';

// The router fetches a page's RSC payload (a .txt file of the export) to render it on the client.
const isPayloadUrl = (path: string) => (url: URL) =>
  url.pathname.startsWith(path) && (url.pathname.endsWith('.txt') || url.searchParams.has('_rsc'));

/** From now on every request takes `latency` ms more (Chrome DevTools network throttling). */
async function slowNetwork(page: Page, latency: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
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

// Every request slowed down (DevTools network throttling), whatever started the navigation.
test.describe('on a slow network', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(watchBar);
  });

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
});

// A click whose page payload is held back by the test: the bar's timing and steps, measured in the page.
test.describe('a held-back payload', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a slow navigation shows the navigation progress bar from 0.08, a fast one never does', async ({ page }) => {
    await page.goto('/guide/start/');
    // Timed in the page: the click, the moment the new page is in place, and the bar's first appearance.
    await page.evaluate(() => {
      const w = window as unknown as { t: { click: number; done: number; bar: number } };
      w.t = { click: 0, done: 0, bar: 0 };
      const start = location.pathname;
      document.addEventListener('click', () => (w.t.click = performance.now()), true);
      const watch = () => {
        if (!w.t.done && location.pathname !== start && document.querySelector('main h1')) w.t.done = performance.now();
        if (!w.t.bar && document.getElementById('nprogress')) w.t.bar = performance.now();
        requestAnimationFrame(watch);
      };
      watch();
    });
    // Fast: the page was preloaded by hovering.
    const fast = page.locator('.sidebar a[href="/guide/start/features"]');
    await fast.hover();
    await page.waitForTimeout(800);
    await fast.click();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await page.waitForTimeout(500);
    const t = await page.evaluate(() => (window as unknown as { t: { click: number; done: number; bar: number } }).t);
    // Never before 200 ms; and not at all for a navigation done within them (nearly always, unless the
    // machine is very busy).
    if (t.bar) expect(t.bar - t.click).toBeGreaterThanOrEqual(195);
    if (t.done - t.click < 190) expect(t.bar).toBe(0);

    // Slow: the payload takes a second.
    await page.route(isPayloadUrl('/guide/basic/server'), async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const started = Date.now();
    await page.locator('.sidebar a[href="/guide/basic/server"]').click({ noWaitAfter: true });
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached({ timeout: 1400 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    // nprogress starts at its minimum, 0.08: the bar is shifted left by 92 %.
    const transform = await bar.evaluate((el) => (el as HTMLElement).style.transform);
    expect(transform).toMatch(/-92%|-91\.|-9[01]\.\d+%/);
    await expect(page).toHaveURL(/\/guide\/basic\/server$/, { timeout: 5000 });
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 3000 });
  });

  test('the navigation progress bar trickles every 800 ms', async ({ page }) => {
    await page.goto('/guide/start/');
    await page.route(isPayloadUrl('/guide/basic/server'), async (route) => {
      await new Promise((r) => setTimeout(r, 4000));
      await route.continue();
    });
    await page.locator('.sidebar a[href="/guide/basic/server"]').click({ noWaitAfter: true });
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached({ timeout: 1400 });
    const steps = await bar.evaluate(async (el) => {
      const values: string[] = [];
      const start = performance.now();
      new MutationObserver(() => values.push(`${Math.round(performance.now() - start)}`)).observe(el, {
        attributes: true,
        attributeFilter: ['style'],
      });
      await new Promise((r) => setTimeout(r, 2000));
      return values.map(Number);
    });
    // Each trickle sets the style twice (transform, transition) in one task: count distinct moments.
    const moments = steps.filter((t, i) => i === 0 || t - steps[i - 1] > 50);
    expect(moments.length).toBeGreaterThanOrEqual(2);
    expect(moments.length).toBeLessThanOrEqual(3);
  });
});
