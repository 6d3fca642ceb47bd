import { type Page, type Request } from '@playwright/test';
import { test, expect } from '../support/hydrated';

test.use({ viewport: { width: 1400, height: 900 } });

// The router fetches a page's RSC payload (a .txt file of the export) to render it on the client.
const isPayloadUrl = (path: string) => (url: URL) => url.pathname.startsWith(path) && (url.pathname.endsWith('.txt') || url.searchParams.has('_rsc'));
const isPayloadOf = (path: string) => (r: Request) => isPayloadUrl(path)(new URL(r.url()));

async function payloadRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (r) => isPayloadOf(path)(r) && seen.push(r.url()));
  return seen;
}

test('a link preloads its page when the pointer rests on it, not before', async ({ page }) => {
  const seen = await payloadRequests(page, '/guide/basic/cli');
  await page.goto('/guide/start/');
  await page.waitForTimeout(1000);
  expect(seen).toEqual([]);
  await page.locator('.sidebar a[href="/guide/basic/cli"]').hover();
  await expect.poll(() => seen.length).toBeGreaterThan(0);
});

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
    new MutationObserver(() => values.push(`${Math.round(performance.now() - start)}`)).observe(el, { attributes: true, attributeFilter: ['style'] });
    await new Promise((r) => setTimeout(r, 2000));
    return values.map(Number);
  });
  // Each trickle sets the style twice (transform, transition) in one task: count distinct moments.
  const moments = steps.filter((t, i) => i === 0 || t - steps[i - 1] > 50);
  expect(moments.length).toBeGreaterThanOrEqual(2);
  expect(moments.length).toBeLessThanOrEqual(3);
});

test('the title follows a client navigation; what only crawlers read stays in the HTML first loaded', async ({ page }) => {
  const payloads: Promise<string>[] = [];
  page.on('response', (r) => new URL(r.url()).pathname.endsWith('.txt') && payloads.push(r.text().catch(() => '')));
  await page.goto('/guide/start/');
  // What crawlers and link previews read arrived with the HTML.
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{30}/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', 'https://rsbuild.rs/guide/start/');
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', 'https://rsbuild.rs/guide/start/');
  await expect(page.locator('head link[hreflang="zh-CN"]')).toHaveAttribute('href', 'https://rsbuild.rs/zh/guide/start/');
  await page.locator('.navbar a[href="/config/"]').click();
  await expect(page).toHaveURL(/\/config\/$/);
  const heading = (await page.locator('main h1').textContent())!.trim();
  await expect(page).toHaveTitle(`${heading} - Rsbuild`);
  // No tag describes the first page any more, and the click fetched none of them for the new one.
  await expect(page.locator('head meta[name="description"], head link[rel="canonical"], head [property^="og:"], head [hreflang], script[type="application/ld+json"]')).toHaveCount(0);
  const fetched = (await Promise.all(payloads)).join('');
  expect(fetched).toContain(heading);
  for (const tag of ['"description"', '"canonical"', 'og:', 'x-default']) expect(fetched).not.toContain(tag);
});

test('after a client navigation focus is on the content; the skip link leads there too', async ({ page }) => {
  await page.goto('/guide/start/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.locator('.pager-next').click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.locator('#main-content')).toBeFocused();
  await page.goto('/zh/guide/start/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到正文' })).toBeFocused();
});

test('going back restores the reading position', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForTimeout(300);
  await page.locator('.sidebar a[href="/guide/start/features"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
  await page.goBack();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1400);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(1600);
});
