// A link's page is preloaded once the reader points at the link or reaches it by keyboard, not before, and
// then the click needs no request of its own; a tap fetches the page once, with no preload racing it; a
// pointer resting where it clicked fetches nothing more.
import type { Request } from '@playwright/test';
import { test, expect, newContext } from '../support';
import { t } from '../../lib/i18n';
import { BUDGETS } from '../../tools/bench/budgets';

test.use({ viewport: { width: 1400, height: 900 } });

type Probe = Window & { marker?: number; prevented?: boolean[] };

/** The router fetches a page's RSC payload as .txt files of the export under the page's path. */
const isPayloadOf = (path: string) => (r: Request) => {
  const url = new URL(r.url());
  return (url.pathname === `${path}.txt` || url.pathname.startsWith(`${path}/`)) && url.pathname.endsWith('.txt');
};

/** The same, also by the router's `_rsc` query on the page's own path. */
const isPayloadUrl = (path: string) => (url: URL) =>
  url.pathname.startsWith(path) && (url.pathname.endsWith('.txt') || url.searchParams.has('_rsc'));

test('pointing at or focusing a link preloads its page once; the click then needs no new request', async ({ page }) => {
  const cli: string[] = [];
  const features: string[] = [];
  // Any request for the page's payload, by file or by the router's `_rsc` query.
  const seen: string[] = [];
  page.on('request', (r) => {
    if (isPayloadOf('/guide/basic/cli')(r)) cli.push(r.url());
    if (isPayloadOf('/guide/start/features')(r)) features.push(r.url());
    if (isPayloadUrl('/guide/basic/cli')(new URL(r.url()))) seen.push(r.url());
  });
  await page.goto('/guide/start/');
  // Not before the pointer rests on the link.
  await page.waitForTimeout(1000);
  expect(cli).toEqual([]);
  expect(seen).toEqual([]);
  const link = page.locator('.sidebar a[href="/guide/basic/cli"]');
  await link.hover();
  await expect.poll(() => cli.length).toBeGreaterThan(0);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  const preloaded = cli.length;
  // Away and back, and moving within the link, fetch nothing more.
  await page.locator('main h1').hover();
  await link.hover({ position: { x: 4, y: 4 } });
  await link.hover();
  await page.waitForTimeout(500);
  expect(cli.length).toBe(preloaded);

  // Reaching a link by keyboard preloads it too.
  await page.locator('.sidebar a[href="/guide/start/quick-start"]').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('.sidebar a[href="/guide/start/features"]')).toBeFocused();
  await expect.poll(() => features.length).toBeGreaterThan(0);

  await link.click();
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
  await expect(page.locator('main h1')).toHaveText('CLI');
  expect(cli.length).toBe(preloaded);
});

test('a tap fetches the page once, as one route payload, with no preload racing it', async ({ browser }) => {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on(
    'request',
    (r) => isPayloadOf('/config/output/override-browserslist')(r) && asked.push(new URL(r.url()).pathname),
  );
  await page.goto('/config/output/minify');
  await page.evaluate(() => ((window as Probe).marker = 1));
  await page.getByRole('button', { name: t('en', 'menuBar.menu') }).tap();
  await page.locator('.sidebar a[href="/config/output/override-browserslist"]').tap();
  await expect(page.locator('main h1')).toHaveText('output.overrideBrowserslist');
  expect(await page.evaluate(() => (window as Probe).marker)).toBe(1);
  await page.waitForTimeout(500);
  expect(asked).toEqual(['/config/output/override-browserslist.txt']);
  await context.close();
});

test('a pointer resting where it clicked fetches no other page, and the sidebar does not jump under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Everything the click costs, its preload included; not the progress bar's code (nprogress, known by a
  // setting name of its own), which every page loads once the browser is first idle: on a busy machine,
  // as late as the reader's click.
  let barLoaded = false;
  page.on('response', async (r) => {
    if (r.url().endsWith('.js') && (await r.text().catch(() => '')).includes('spinnerSelector')) barLoaded = true;
  });
  await page.goto('/config/output/minify');
  const link = page.locator('.sidebar a[href="/config/output/source-map"]');
  await expect.poll(() => barLoaded).toBe(true);
  const sent: Request[] = [];
  page.on('request', (r) => sent.push(r));
  // The reader points at the link, waits for its page to preload, clicks, and leaves the pointer there.
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/config/output/source-map/') && r.url().includes('__PAGE__')),
    link.hover(),
  ]);
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.txt') && !pathname.startsWith('/config/output/source-map/')) asked.push(pathname);
  });
  // The link's place in every frame from the click on.
  await page.evaluate(() => {
    const frames: number[] = ((window as unknown as { linkTops: number[] }).linkTops = []);
    const started = performance.now();
    const sample = () => {
      const a = document.querySelector('.sidebar a[href="/config/output/source-map"]');
      if (a) frames.push(Math.round(a.getBoundingClientRect().top));
      if (performance.now() - started < 1500) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await link.click();
  await expect(page.locator('main h1')).toHaveText('output.sourceMap');
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);
  expect(new Set(await page.evaluate(() => (window as unknown as { linkTops: number[] }).linkTops)).size).toBe(1);
  // Bodies as sent (the server has gzip companions); a HEAD answer carries none, whatever its length says.
  const bodies = await Promise.all(
    sent.map(async (r) => ({
      url: new URL(r.url()).pathname,
      bytes: r.method() === 'HEAD' ? 0 : (await r.sizes()).responseBodySize,
    })),
  );
  const total = bodies.reduce((n, b) => n + b.bytes, 0);
  expect(total, `gzip bodies of the click: ${JSON.stringify(bodies)}`).toBeLessThanOrEqual(BUDGETS.clickGzip);
});
