// What a client navigation fetches: every file the router asks for is in the export, each payload once; a
// layout the page already shows is not fetched again, and another section's comes from its one shared copy;
// a payload carries the new page, not the 404 page, the sidebar, the navbar or the tags only crawlers read.
import type { Request } from '@playwright/test';
import { test, expect, recordResponses } from '../support';
import { t } from '../../lib/i18n';

test.use({ viewport: { width: 1400, height: 900 } });

type Probe = Window & { marker?: number; prevented?: boolean[] };

/** The router fetches a page's RSC payload as .txt files of the export under the page's path. */
const isPayloadOf = (path: string) => (r: Request) => {
  const url = new URL(r.url());
  return (url.pathname === `${path}.txt` || url.pathname.startsWith(`${path}/`)) && url.pathname.endsWith('.txt');
};

test('the export holds every file the router asks for: load, prefetch, click, Back and Forward; each payload once', async ({
  page,
}) => {
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

test("a click fetches no layout the page already shows; another section's comes from its one shared copy, in both languages", async ({
  page,
}) => {
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
  page.on(
    'response',
    (r) => isPayloadOf('/config/output/override-browserslist')(r.request()) && payloads.push(r.text().catch(() => '')),
  );
  await page.goto('/config/output/minify');
  await page.locator('.sidebar a[href="/config/output/override-browserslist"]').click();
  await expect(page.locator('main h1')).toHaveText('output.overrideBrowserslist');
  const fetched = (await Promise.all(payloads)).join('');
  expect(fetched).toContain('overrideBrowserslist');
  // Next's default not-found boundaries (app/not-found.tsx, app/(lang)/not-found.tsx replace them).
  expect(fetched).not.toContain('could not be found');
  expect(await (await page.request.get('/config/output/minify.txt')).text()).not.toContain('could not be found');
});

test("reading on within a section fetches the next page, not the section's sidebar or the navbar again", async ({
  page,
}) => {
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
  await Promise.all([
    page.waitForResponse((r) => isPayloadOf('/config/output/polyfill')(r.request()) && r.url().includes('__PAGE__')),
    next.hover(),
  ]);
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
  await expect(page.getByRole('link', { name: t('en', 'pageActions.viewMarkdown') })).toHaveAttribute(
    'href',
    '/config/output/polyfill.md',
  );
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

test("a click's payload carries the new page, none of the tags only crawlers read: they stay in the HTML first loaded", async ({
  page,
}) => {
  const payloads: Promise<string>[] = [];
  page.on('response', (r) => new URL(r.url()).pathname.endsWith('.txt') && payloads.push(r.text().catch(() => '')));
  await page.goto('/guide/start/');
  await page.locator('.navbar a[href="/config/"]').click();
  await expect(page).toHaveURL(/\/config\/$/);
  const heading = (await page.locator('main h1').textContent())!.trim();
  const fetched = (await Promise.all(payloads)).join('');
  expect(fetched).toContain(heading);
  for (const tag of ['"description"', '"canonical"', 'og:', 'x-default']) expect(fetched).not.toContain(tag);
});
