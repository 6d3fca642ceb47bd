// Each page at its one address: the start pages and the home pages in their language, titled, canonical and
// marked in the sidebar; other spellings of an address (`/en/`, `/index`, `.html`, a slash more or less) end
// on the page's own, query and hash kept.
import { plainTest as test, expect } from '../support';
import { t } from '../../lib/i18n';
import { LANGS, siteLangOf, localizePath } from '../../lib/routing/lang-path';

const startPages = LANGS.flatMap((lang) =>
  ['/guide/start/', '/guide/start/quick-start', '/guide/start/features', '/guide/start/glossary'].map((route) => ({
    path: localizePath(route, lang),
    lang: siteLangOf(lang).htmlLang,
  })),
);

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
  // One page load per spelling, each a full load of a page: on a busy two-core machine the whole list
  // takes longer than one page's default.
  test.setTimeout(90_000);
  for (const [from, to] of URL_FORMS) {
    await test.step(`${from} to ${to}`, async () => {
      await page.goto(`${from}?q=1#top`);
      await expect(page, from).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}\\?q=1#top$`));
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: t('en', 'notFound.heading') })).toHaveCount(0);
    });
  }
});
