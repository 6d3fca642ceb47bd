// The parts of a page (navbar, sidebar, outline, footer, the scroll-to-top button): which page type has
// which, and the query parameters that hide them, applied before the app starts.
import { test, plainTest, expect, hydrated } from '../support';
import { t } from '../../lib/i18n';

test.use({ viewport: { width: 1400, height: 900 } });

test('query parameters hide the navbar, sidebar, outline and footer', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  for (const part of ['header.navbar', '.doc-sidebar', '.doc-outline', 'footer.doc-footer'])
    await expect(page.locator(part)).toBeVisible();
  const mainWidth = (await page.locator('main').boundingBox())!.width;

  await page.goto('/guide/start/quick-start?navbar=0');
  await expect(page.locator('header.navbar')).toBeHidden();
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--navbar-height').trim()),
  ).toBe('0px');

  await page.goto('/guide/start/quick-start?sidebar=0&outline=0');
  await expect(page.locator('.doc-sidebar')).toBeHidden();
  await expect(page.locator('.doc-outline')).toBeHidden();
  await expect(page.locator('header.navbar')).toBeVisible();
  // The content takes the room.
  expect((await page.locator('main').boundingBox())!.width).toBeGreaterThan(mainWidth + 400);

  await page.goto('/guide/start/quick-start?footer=0');
  await expect(page.locator('footer.doc-footer')).toBeHidden();
  await expect(page.locator('.doc-sidebar')).toBeVisible();

  await page.goto('/guide/start/quick-start?sidebar=1&footer=false');
  await expect(page.locator('.doc-sidebar')).toBeVisible();
  await expect(page.locator('footer.doc-footer')).toBeVisible();
});

// plainTest: with the app's scripts blocked the page never hydrates, and `test`'s goto would wait for it.
plainTest('the switches apply before the app starts, so hidden parts never flash', async ({ page }) => {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/config/output/minify?sidebar=0&navbar=0');
  await expect(page.locator('.doc-sidebar')).toBeHidden();
  await expect(page.locator('header.navbar')).toBeHidden();
});

test('a client navigation reads the switches of the new address', async ({ page }) => {
  await page.goto('/guide/start/quick-start?sidebar=0');
  await expect(page.locator('.doc-sidebar')).toBeHidden();
  await page.locator('.pager-next').click();
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await expect(page.locator('.doc-sidebar')).toBeVisible();
});

test('page types: home keeps the navbar only, doc has every part, 404 the navbar and its message', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header.navbar')).toBeVisible();
  await expect(page.locator('.doc-sidebar, .doc-outline, footer.doc-footer')).toHaveCount(0);
  await page.goto('/guide/start/');
  await expect(page.locator('header.navbar, .doc-sidebar, .doc-outline, footer.doc-footer')).toHaveCount(4);
  await page.goto('/no/such/page');
  await expect(page.locator('header.navbar')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'notFound.heading'));
  await expect(page.locator('.doc-sidebar')).toHaveCount(0);
});

test('long pages get a scroll-to-top button once scrolled down', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/guide/start/quick-start');
  await hydrated(page);
  const button = page.getByRole('button', { name: t('en', 'scrollToTop.label') });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
