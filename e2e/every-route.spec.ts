// Every route of the spec's route list (e2e/fixtures/routes-en.txt, a copy of the user's list) exists in
// both languages with what a reader expects of its section.
import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';

const routes = fs.readFileSync(new URL('./fixtures/routes-en.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
const sections = ['/guide/', '/config/', '/plugins/', '/api/', '/community/'];
const labels = { en: { type: 'Type', default: 'Default' }, zh: { type: '类型', default: '默认值' } };

async function visit(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('main h1'), url).toHaveCount(1);
}

for (const lang of ['en', 'zh'] as const) {
  for (const section of sections) {
    test(`${lang}: every ${section} page renders with its heading, outline and pager`, async ({ page }) => {
      test.setTimeout(240_000);
      const inSection = routes.filter((r) => r.startsWith(section));
      for (const route of inSection) {
        const url = lang === 'en' ? route : `/zh${route}`;
        await visit(page, url);
        await expect(page.locator('html'), url).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');
        // A page with second-level headings has an outline; every page sits in the pager chain.
        if ((await page.locator('main article h2').count()) > 0) await expect(page.locator('.outline a').first(), url).toBeAttached();
        await expect(page.locator('.pager a').first(), url).toBeAttached();
        if (section === '/config/' && route !== '/config/') {
          const meta = page.locator('.config-meta');
          await expect(meta.locator('dt').first(), url).toHaveText(labels[lang].type);
          await expect(meta.getByText(labels[lang].default, { exact: true }), url).toBeAttached();
        }
      }
    });
  }
}

test('the home pages of both languages render', async ({ page }) => {
  for (const url of ['/', '/zh/']) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Rsbuild');
  }
});
