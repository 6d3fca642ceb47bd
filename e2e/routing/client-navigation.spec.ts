// Links are plain <a href> elements; one delegated listener (components/layout/ClientNavigation.tsx) routes
// the clicks the router should take and leaves the rest to the browser. A client navigation keeps the window
// (a marker set on it survives) and the header, and puts the new page's title, scroll position and
// behaviours in place. What the router fetches meanwhile: preload.spec.ts and navigation-bytes.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, hydrated, newContext } from '../support';
import { t } from '../../lib/i18n';

test.use({ viewport: { width: 1400, height: 900 } });

type Probe = Window & { marker?: number; prevented?: boolean[] };
type Header = HTMLElement & { probe?: string };
const headerProbe = (page: Page) => page.evaluate(() => document.querySelector<Header>('header.navbar')?.probe);
const markHeader = (page: Page) =>
  page.evaluate(() => (document.querySelector<Header>('header.navbar')!.probe = 'kept'));

/**
 * Clicks `selector` (with modifiers) and reports whether anything on the page took the click over. A
 * listener on window, which hears a click after the document's, records defaultPrevented and then cancels
 * the click itself, so the browser opens nothing either way.
 */
async function takenOver(page: Page, selector: string, modifiers: ('Control' | 'Shift' | 'Alt' | 'Meta')[] = []) {
  await page.evaluate(() => {
    const w = window as Probe;
    w.prevented = [];
    window.addEventListener('click', (e) => (w.prevented!.push(e.defaultPrevented), e.preventDefault()), {
      once: true,
    });
  });
  await page.locator(selector).first().click({ modifiers });
  return page.evaluate(() => (window as Probe).prevented);
}

test('a link click is routed on the client; what the browser should open is left to it', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  // Links the browser follows itself: a modifier-click, the Markdown copy, another site, a file of the
  // export, the other language (its own root layout), a heading of this page.
  await page.evaluate(() => {
    const add = (href: string, cls: string) =>
      document.querySelector('main')!.insertAdjacentHTML('afterbegin', `<a href="${href}" class="${cls}">probe</a>`);
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
  const managerTabs = () =>
    page
      .locator('.tabs')
      .filter({ has: page.getByRole('tab', { name: 'pnpm', exact: true }) })
      .first();
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
  await page.evaluate(() =>
    document
      .querySelector('main')!
      .insertAdjacentHTML('afterbegin', '<a href="/guide/start/quick-start#cli-scripts" class="probe-hash">probe</a>'),
  );
  await page.locator('.probe-hash').click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start#cli-scripts$/);
  await expect(page.locator('#cli-scripts')).toBeInViewport();
  expect(await page.evaluate(() => (window as Probe).marker)).toBe(1);
});

test('internal links navigate on the client, # links stay on the page', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const marker = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);
  await page.locator('.prose a[href="#cli-scripts"]').first().click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start#cli-scripts$/);
  expect(await marker()).toBe(1);
  await page.locator('.prose a[href="/guide/basic/cli"]').first().click();
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
  await expect(page.locator('main h1')).toHaveCount(1);
  expect(await marker()).toBe(1);
});

for (const modifier of ['Control', 'Shift'] as const) {
  test(`a ${modifier}-click is left to the browser`, async ({ page, context }) => {
    await page.goto('/guide/start/quick-start');
    const opened = context.waitForEvent('page');
    await page
      .locator('.prose a[href="/guide/basic/cli"]')
      .first()
      .click({ modifiers: [modifier] });
    const other = await opened;
    await other.waitForLoadState();
    expect(other.url()).toMatch(/\/guide\/basic\/cli$/);
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  });
}

test('a middle click is left to the browser', async ({ page, context }) => {
  await page.goto('/guide/start/quick-start');
  const opened = context.waitForEvent('page');
  await page.locator('.prose a[href="/guide/basic/cli"]').first().click({ button: 'middle' });
  expect((await opened).url()).toMatch(/\/guide\/basic\/cli$|about:blank/);
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
});

test('client navigation keeps section roots at their slash and updates the head', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await page.locator('.sidebar a[href="/guide/start/"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  const heading = (await page.locator('main h1').textContent())!.trim();
  await expect(page).toHaveTitle(`${heading} - Rsbuild`);
});

test('the title follows a client navigation; the head drops the tags that described the first page', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  // What crawlers and link previews read arrived with the HTML.
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{30}/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', 'https://rsbuild.rs/guide/start/');
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
    'content',
    'https://rsbuild.rs/guide/start/',
  );
  await expect(page.locator('head link[hreflang="zh-CN"]')).toHaveAttribute(
    'href',
    'https://rsbuild.rs/zh/guide/start/',
  );
  await page.locator('.navbar a[href="/config/"]').click();
  await expect(page).toHaveURL(/\/config\/$/);
  const heading = (await page.locator('main h1').textContent())!.trim();
  await expect(page).toHaveTitle(`${heading} - Rsbuild`);
  // No tag describes the first page any more.
  await expect(
    page.locator(
      'head meta[name="description"], head link[rel="canonical"], head [property^="og:"], head [hreflang], script[type="application/ld+json"]',
    ),
  ).toHaveCount(0);
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

test('the header stays through client navigations and follows the page: active item, language link, announcement', async ({
  page,
}) => {
  const logos: string[] = [];
  await page.goto('/config/output/minify');
  await markHeader(page);
  // As an image, that is: the browser checks the favicon (the same file) after each navigation itself.
  page.on(
    'request',
    (r) => r.url().endsWith('/rsbuild-logo.svg') && r.resourceType() === 'image' && logos.push(r.url()),
  );
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
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('.skip-link, .announcement, .navbar, main')].map((el) => el.className),
    ),
  ).toEqual(['skip-link', 'announcement', 'navbar', 'doc-main']);
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
  const open = page.getByRole('button', { name: t('zh', 'nav.openScreen') });
  await open.tap();
  await page
    .locator('#nav-screen')
    .getByRole('link', { name: t('zh', 'nav.config') })
    .tap();
  await expect(page).toHaveURL(/\/zh\/config\/$/);
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#nav-screen').getByRole('link', { name: t('zh', 'nav.config') })).toBeHidden();
  // The page scrolls again, and the header is the one the page loaded with.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  expect(await headerProbe(page)).toBe('kept');
  await context.close();
});
