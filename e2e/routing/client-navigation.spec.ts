import type { Page, Request } from '@playwright/test';
import { test, expect, hydrated, newContext } from '../support/hydrated';
import { recordResponses } from '../support/responses';

// Links are plain <a href> elements; one delegated listener (components/layout/ClientNavigation.tsx) routes
// the clicks the router should take and preloads a page when its link is pointed at.
test.use({ viewport: { width: 1400, height: 900 } });

type Probe = Window & { marker?: number; prevented?: boolean[] };
type Header = HTMLElement & { probe?: string };
const headerProbe = (page: Page) => page.evaluate(() => document.querySelector<Header>('header.navbar')?.probe);
const markHeader = (page: Page) => page.evaluate(() => (document.querySelector<Header>('header.navbar')!.probe = 'kept'));

/** The router fetches a page's RSC payload as .txt files of the export under the page's path. */
const isPayloadOf = (path: string) => (r: Request) => {
  const url = new URL(r.url());
  return (url.pathname === `${path}.txt` || url.pathname.startsWith(`${path}/`)) && url.pathname.endsWith('.txt');
};

/**
 * Clicks `selector` (with modifiers) and reports whether anything on the page took the click over. A
 * listener on window, which hears a click after the document's, records defaultPrevented and then cancels
 * the click itself, so the browser opens nothing either way.
 */
async function takenOver(page: Page, selector: string, modifiers: ('Control' | 'Shift' | 'Alt' | 'Meta')[] = []) {
  await page.evaluate(() => {
    const w = window as Probe;
    w.prevented = [];
    window.addEventListener('click', (e) => (w.prevented!.push(e.defaultPrevented), e.preventDefault()), { once: true });
  });
  await page.locator(selector).first().click({ modifiers });
  return page.evaluate(() => (window as Probe).prevented);
}

test('a link click is routed on the client; what the browser should open is left to it', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  // Links the browser follows itself: a modifier-click, the Markdown copy, another site, a file of the
  // export, the other language (its own root layout), a heading of this page.
  await page.evaluate(() => {
    const add = (href: string, cls: string) => document.querySelector('main')!.insertAdjacentHTML('afterbegin', `<a href="${href}" class="${cls}">probe</a>`);
    add('https://example.com/guide/', 'probe-external');
    add('/llms.txt', 'probe-file');
  });
  const sidebarLink = '.sidebar a[href="/guide/basic/cli"]';
  expect(await takenOver(page, sidebarLink, ['Control'])).toEqual([false]);
  expect(await takenOver(page, sidebarLink, ['Shift'])).toEqual([false]);
  expect(await takenOver(page, '.page-actions-link')).toEqual([false]);
  expect(await takenOver(page, '.probe-external')).toEqual([false]);
  expect(await takenOver(page, '.probe-file')).toEqual([false]);
  expect(await takenOver(page, '.lang-switch')).toEqual([false]);
  expect(await takenOver(page, '.doc-outline a[href^="#"]')).toEqual([false]);
  // A saved tab choice, to follow the reader to the next page.
  const managerTabs = () => page.locator('.tabs').filter({ has: page.getByRole('tab', { name: 'pnpm', exact: true }) }).first();
  await managerTabs().getByRole('tab', { name: 'pnpm', exact: true }).click();
  // A plain click on a page link: the router takes it (the probe's cancel then changes nothing).
  expect(await takenOver(page, sidebarLink)).toEqual([true]);
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
  // The page's delegated behaviours work on the page navigated to: saved tabs, code buttons.
  const tabs = managerTabs();
  await expect(tabs.getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toContainText('pnpm ');
  const wrap = page.locator('.prose .wrap-button').first();
  const pressed = await wrap.getAttribute('aria-pressed');
  await wrap.click({ force: true });
  await expect(wrap).not.toHaveAttribute('aria-pressed', pressed!);

  // No full load: the window survives; the new page is in place, its own link marked current.
  await page.evaluate(() => ((window as Probe).marker = 1));
  await page.locator('.sidebar a[href="/guide/start/features"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await expect(page.locator('main h1')).toHaveText('Features');
  await expect(page.locator('.sidebar [aria-current="page"]')).toHaveAttribute('href', '/guide/start/features');
  expect(await page.evaluate(() => (window as Probe).marker)).toBe(1);

  // A link to a heading of another page: the router goes there and the heading is scrolled to.
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<a href="/guide/start/quick-start#cli-scripts" class="probe-hash">probe</a>'));
  await page.locator('.probe-hash').click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start#cli-scripts$/);
  await expect(page.locator('#cli-scripts')).toBeInViewport();
  expect(await page.evaluate(() => (window as Probe).marker)).toBe(1);
});

test('pointing at or focusing a link preloads its page once; the click then needs no new request', async ({ page }) => {
  const cli: string[] = [];
  const features: string[] = [];
  page.on('request', (r) => {
    if (isPayloadOf('/guide/basic/cli')(r)) cli.push(r.url());
    if (isPayloadOf('/guide/start/features')(r)) features.push(r.url());
  });
  await page.goto('/guide/start/');
  await page.waitForTimeout(800);
  expect(cli).toEqual([]);
  const link = page.locator('.sidebar a[href="/guide/basic/cli"]');
  await link.hover();
  await expect.poll(() => cli.length).toBeGreaterThan(0);
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
  page.on('request', (r) => isPayloadOf('/config/output/override-browserslist')(r) && asked.push(new URL(r.url()).pathname));
  await page.goto('/config/output/minify');
  await page.evaluate(() => ((window as Probe).marker = 1));
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.locator('.sidebar a[href="/config/output/override-browserslist"]').tap();
  await expect(page.locator('main h1')).toHaveText('output.overrideBrowserslist');
  expect(await page.evaluate(() => (window as Probe).marker)).toBe(1);
  await page.waitForTimeout(500);
  expect(asked).toEqual(['/config/output/override-browserslist.txt']);
  await context.close();
});

test('the export holds every file the router asks for: load, prefetch, click, Back and Forward; each payload once', async ({ page }) => {
  const { txt: asked, failed: missing } = recordResponses(page);
  await page.goto('/config/output/minify');
  await page.evaluate(() => ((window as Probe).marker = 1));
  const next = page.locator('.sidebar a[href="/config/output/override-browserslist"]');
  await next.hover();
  await expect.poll(() => asked.some((p) => p.endsWith('__PAGE__.txt'))).toBe(true);
  await next.click();
  await expect(page.locator('main h1')).toHaveText('output.overrideBrowserslist');
  const pager = page.locator('.pager a').last();
  await pager.click();
  await expect(page).not.toHaveURL(/override-browserslist$/);
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('output.overrideBrowserslist');
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('output.minify');
  await page.goForward();
  await expect(page.locator('main h1')).toHaveText('output.overrideBrowserslist');
  expect(await page.evaluate(() => (window as Probe).marker)).toBe(1);
  expect(missing).toEqual([]);
  // Each route's payload is one file: the copy Next also writes (`__next._full.txt`), which the router
  // never asks for, is not in the export (tools/hosting/unrequested-files.ts).
  expect(asked.filter((p) => p.endsWith('/__next._full.txt'))).toEqual([]);
  expect((await page.request.get('/config/output/minify/__next._full.txt')).status()).toBe(404);
  expect((await page.request.get('/config/output/minify.txt')).status()).toBe(200);
});

test("a click fetches no layout the page already shows; another section's comes from its one shared copy, in both languages", async ({ page }) => {
  // A layout's segment file (or `_index`, above them), as opposed to a page's, its `_head`, `_tree` or catch-all segment.
  const isLayout = (p: string) => /\/__next\.[^/]*\.txt$/.test(p) && !/(__PAGE__|_head|_tree|\$oc\$rest)\.txt$/.test(p);
  const { txt, failed } = recordResponses(page);
  const layouts = () => txt.filter(isLayout);
  const click = async (href: string, heading: string) => {
    const link = page.locator(`a[href="${href}"]`).first();
    // The pointer rests on the link until its page's preload has arrived, as a reader's does before most clicks.
    await Promise.all([page.waitForResponse((r) => r.url().includes('__PAGE__')), link.hover()]);
    await link.click();
    await expect(page.locator('main h1')).toHaveText(heading);
    await expect(page.locator('.sidebar a[aria-current="page"]')).toHaveAttribute('href', href);
  };

  await page.goto('/config/output/minify');
  await page.evaluate(() => ((window as Probe).marker = 1));
  // The first click of a visit: the root layout and the section's sidebar are on the page already.
  await click('/config/output/polyfill', 'output.polyfill');
  expect(layouts()).toEqual([]);
  // Into another section: its layout, from the shared copy, and nothing the two sections share.
  await click('/guide/start/', 'Introduction');
  expect(layouts()).toEqual(['/_segments/guide/__next.!KGVuKQ.$d$section.txt']);
  // Back into the first section, whose layout the first click did not fetch (within ten seconds of that, the
  // router asks for the page's whole payload instead of a missed layout: docs/performance.md).
  await page.locator('.navbar a[href="/config/"]').first().click();
  await expect(page.locator('main h1')).toHaveText('Config overview');
  await expect(page.locator('.sidebar a[href="/config/output/polyfill"]')).toBeVisible();
  expect(await page.evaluate(() => (window as Probe).marker)).toBe(1);

  await page.goto('/zh/config/output/minify');
  await page.evaluate(() => ((window as Probe).marker = 1));
  await click('/zh/config/output/polyfill', 'output.polyfill');
  await click('/zh/guide/start/', '介绍');
  expect(await page.evaluate(() => (window as Probe).marker)).toBe(1);

  expect(failed).toEqual([]);
  // Nothing every page shows (`_index`, a language's root layout) went out, only section layouts (the config
  // section's, if the click back came after those ten seconds, from the overview page's own folder).
  expect(layouts().filter((p) => !/\$d\$section\.txt$/.test(p))).toEqual([]);
  expect(layouts()).toContain('/_segments/zh/guide/__next.!KHpoKQ.zh.$d$section.txt');
  // The page folders hold no copies of the shared layouts.
  expect((await page.request.get('/config/output/polyfill/__next.!KGVuKQ.txt')).status()).toBe(404);
  expect((await page.request.get('/config/output/polyfill/__next.!KGVuKQ.$d$section.txt')).status()).toBe(404);
  expect((await page.request.get('/_segments/config/__next.!KGVuKQ.$d$section.txt')).status()).toBe(200);
});

test("a click's payload carries no 404 page, which only unknown paths show", async ({ page }) => {
  const payloads: Promise<string>[] = [];
  page.on('response', (r) => isPayloadOf('/config/output/override-browserslist')(r.request()) && payloads.push(r.text().catch(() => '')));
  await page.goto('/config/output/minify');
  await page.locator('.sidebar a[href="/config/output/override-browserslist"]').click();
  await expect(page.locator('main h1')).toHaveText('output.overrideBrowserslist');
  const fetched = (await Promise.all(payloads)).join('');
  expect(fetched).toContain('overrideBrowserslist');
  // Next's default not-found boundaries (app/not-found.tsx, app/(lang)/not-found.tsx replace them).
  expect(fetched).not.toContain('could not be found');
  expect(await (await page.request.get('/config/output/minify.txt')).text()).not.toContain('could not be found');
});

test("reading on within a section fetches the next page, not the section's sidebar or the navbar again", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    // A body the browser already let go of (under load, a finished prefetch's) reads as empty.
    if (isPayloadOf('/config/output/polyfill')(r.request())) bodies.push(r.text().catch(() => ''));
  });
  await page.goto('/config/output/minify');
  await page.locator('.sidebar a[href="/config/output/override-browserslist"]').click();
  await expect(page.locator('main h1')).toHaveText('output.overrideBrowserslist');
  const next = page.locator('.sidebar a[href="/config/output/polyfill"]');
  // The pointer rests on the link while its preload arrives, as a reader's does before most clicks (a
  // click within a round trip of pointing also fetches the whole route payload: docs/performance.md).
  await Promise.all([page.waitForResponse((r) => isPayloadOf('/config/output/polyfill')(r.request()) && r.url().includes('__PAGE__')), next.hover()]);
  await next.click();
  await expect(page.locator('main h1')).toHaveText('output.polyfill');
  // The sidebar is whole and marks the new page, though what was fetched for it holds no other entry.
  await expect(page.locator('.sidebar a[aria-current="page"]')).toHaveAttribute('href', '/config/output/polyfill');
  await expect(page.locator('.sidebar a[href="/config/server/port"]')).toBeVisible();
  // So is the navbar: its section marked, its language link on the new page, its social links there.
  await expect(page.locator('.navbar-nav a[aria-current="page"]')).toHaveText('Config');
  await expect(page.locator('.navbar .lang-switch')).toHaveAttribute('href', '/zh/config/output/polyfill');
  await expect(page.locator('.navbar a[href="https://discord.gg/XsaKEEk4mW"]')).toHaveCount(1);
  // And the page's frame: the sidebar's drawer and the page actions.
  await expect(page.locator('aside#doc-sidebar nav[aria-label="Sidebar"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/config/output/polyfill.md');
  const fetched = await Promise.all(bodies);
  expect(fetched.some((body) => body.includes('output.polyfill'))).toBe(true);
  for (const body of fetched) {
    expect(body).not.toContain('/config/server/port');
    expect(body).not.toContain('https://discord.gg/');
    // The frame comes as one client component with a few values, not as its element tree.
    expect(body).not.toContain('doc-sidebar');
    expect(body).not.toContain('View as Markdown');
    expect(body).not.toContain('ImageZoom');
  }
});

test('the header stays through client navigations and follows the page: active item, language link, announcement', async ({ page }) => {
  const logos: string[] = [];
  await page.goto('/config/output/minify');
  await markHeader(page);
  // As an image, that is: the browser checks the favicon (the same file) after each navigation itself.
  page.on('request', (r) => r.url().endsWith('/rsbuild-logo.svg') && r.resourceType() === 'image' && logos.push(r.url()));
  // Within the section, to another section (announced), and to one that is not.
  await page.locator('.sidebar a[href="/config/output/polyfill"]').click();
  await expect(page.locator('main h1')).toHaveText('output.polyfill');
  await expect(page.locator('.navbar .lang-switch')).toHaveAttribute('href', '/zh/config/output/polyfill');
  await page.locator('.navbar a[href="/guide/start/"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  await expect(page.locator('.navbar-nav a[aria-current="page"]')).toHaveText('Guide');
  await expect(page.locator('.navbar .lang-switch')).toHaveAttribute('href', '/zh/guide/start/');
  await expect(page.locator('.announcement')).toBeVisible();
  // Skip link, announcement, navbar: the order a keyboard meets them, as on a page loaded here.
  expect(await page.evaluate(() => [...document.querySelectorAll('.skip-link, .announcement, .navbar, main')].map((el) => el.className))).toEqual(['skip-link', 'announcement', 'navbar', 'doc-main']);
  await page.locator('.navbar a[href="/config/"]').click();
  await expect(page).toHaveURL(/\/config\/$/);
  await expect(page.locator('.navbar-nav a[aria-current="page"]')).toHaveText('Config');
  await expect(page.locator('.announcement')).toHaveCount(0);
  expect(await headerProbe(page)).toBe('kept');
  expect(logos).toEqual([]);
});

test('on a phone, a link tapped in the nav screen closes it and the header stays', async ({ browser }) => {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/zh/guide/start/');
  await hydrated(page);
  await markHeader(page);
  const open = page.getByRole('button', { name: '打开导航' });
  await open.tap();
  await page.locator('#nav-screen').getByRole('link', { name: '配置' }).tap();
  await expect(page).toHaveURL(/\/zh\/config\/$/);
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#nav-screen').getByRole('link', { name: '配置' })).toBeHidden();
  // The page scrolls again, and the header is the one the page loaded with.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  expect(await headerProbe(page)).toBe('kept');
  await context.close();
});

test('a pointer resting where it clicked fetches no other page, and the sidebar does not jump under it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/config/output/minify');
  const link = page.locator('.sidebar a[href="/config/output/source-map"]');
  // The reader points at the link, waits for its page to preload, clicks, and leaves the pointer there.
  await Promise.all([page.waitForResponse((r) => r.url().includes('/config/output/source-map/') && r.url().includes('__PAGE__')), link.hover()]);
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
});
