import { plainTest as test, expect } from '../support';
import { siteConfig, type Lang } from '../../lib/site-config';
import { exactRedirects } from '../../lib/routing/redirects';
import { LANGS, siteLangOf, localizePath } from '../../lib/routing/lang-path';

const GITHUB = 'https://github.com/';

test.beforeEach(async ({ context }) => {
  // External targets are answered locally: the test checks where the reader is sent, not GitHub.
  await context.route(`${GITHUB}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
});

const localized = (to: string, lang: Lang) => (to.startsWith('https://') ? to : localizePath(to, lang));

for (const lang of LANGS) {
  // One tab for all rows: a fresh browser context per row cost more than the redirect it checks.
  test(`every redirect row of ${siteLangOf(lang).label} pages keeps query and hash`, async ({ page, baseURL }) => {
    for (const { from, to } of exactRedirects(siteConfig.redirects)) {
      const target = localized(to, lang);
      const source = localizePath(from, lang);
      await test.step(`${source} to ${target}`, async () => {
        await page.goto(`${source}?from=old#part`, { waitUntil: 'commit' });
        await expect(page, source).toHaveURL(`${target.startsWith('https://') ? '' : baseURL}${target}?from=old#part`, {
          timeout: 15_000,
        });
      });
    }
  });
}

test('redirect pages work without JavaScript: meta refresh and canonical link', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/zh/guide/basic/configure-rspack');
  await expect(page).toHaveURL(/\/zh\/guide\/configuration\/rspack$/);
  await expect(page.locator('main h1')).toHaveCount(1);
  await context.close();
  const html = await (await request.get('/config/source/alias')).text();
  expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/config\/resolve\/alias"/);
  expect(html).toContain('<link rel="canonical" href="https://rsbuild.rs/config/resolve/alias"');
  const external = await (await request.get('/plugins/list/plugin-assets-retry')).text();
  expect(external).toContain('url=https://github.com/rspack-contrib/rsbuild-plugin-assets-retry');
});

test('pattern rows are matched on the 404 page, in both languages', async ({ page }) => {
  await page.goto('/plugins/list/plugin-type-check?x=1#top', { waitUntil: 'commit' });
  await expect(page).toHaveURL('https://github.com/rspack-contrib/rsbuild-plugin-type-check?x=1#top');
  await page.goto('/zh/plugins/list/plugin-image-compress', { waitUntil: 'commit' });
  await expect(page).toHaveURL('https://github.com/rspack-contrib/rsbuild-plugin-image-compress');
});

test('a path no row matches still gets the 404 page', async ({ page }) => {
  const response = await page.goto('/plugins/list/plugin-nothing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
});
