import { plainTest as test, expect } from '../support/hydrated';

const startPages = [
  { path: '/guide/start/', lang: 'en' },
  { path: '/guide/start/quick-start', lang: 'en' },
  { path: '/guide/start/features', lang: 'en' },
  { path: '/guide/start/glossary', lang: 'en' },
  { path: '/zh/guide/start/', lang: 'zh-CN' },
  { path: '/zh/guide/start/quick-start', lang: 'zh-CN' },
  { path: '/zh/guide/start/features', lang: 'zh-CN' },
  { path: '/zh/guide/start/glossary', lang: 'zh-CN' },
];

// One tab for the pages of a group: a fresh browser context per page cost more than its checks.
test('the start pages render in their language, titled, canonical and marked in the sidebar', async ({ page }) => {
  for (const { path, lang } of startPages) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const h1 = page.locator('main h1');
      await expect(h1).toHaveCount(1);
      const heading = (await h1.textContent())!.trim();
      await expect(page).toHaveTitle(`${heading} - Rsbuild`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://rsbuild.rs${path}`);
      await expect(page.locator(`.sidebar a[aria-current="page"]`)).toHaveAttribute('href', path);
    });
  }
});

test('the home pages carry their language', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Rsbuild');
  await page.goto('/zh/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('client navigation keeps section roots at their slash and updates the head', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await page.locator('.sidebar a[href="/guide/start/"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  const heading = (await page.locator('main h1').textContent())!.trim();
  await expect(page).toHaveTitle(`${heading} - Rsbuild`);
});

for (const { path, lang, home } of [
  { path: '/no/such/page', lang: 'en', home: '/' },
  { path: '/zh/no/such/page', lang: 'zh-CN', home: '/zh/' },
]) {
  test(`unknown path ${path} gets the 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - Rsbuild');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', home);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

const URL_FORMS = [
  ['/en/guide/start/', '/guide/start/'],
  ['/en/config/output/minify', '/config/output/minify'],
  ['/guide/start/index', '/guide/start/'],
  ['/guide/start/index.html', '/guide/start/'],
  ['/config/output/minify.html', '/config/output/minify'],
  ['/zh/guide/start/quick-start.html', '/zh/guide/start/quick-start'],
  ['/guide/start', '/guide/start/'],
  ['/zh/guide/start/quick-start/', '/zh/guide/start/quick-start'],
];

test('other spellings of a page address end on its own, query and hash kept', async ({ page }) => {
  for (const [from, to] of URL_FORMS) {
    await test.step(`${from} to ${to}`, async () => {
      await page.goto(`${from}?q=1#top`);
      await expect(page, from).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}\\?q=1#top$`));
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toHaveCount(0);
    });
  }
});
