// Structured data (JSON-LD): a breadcrumb on doc pages, the site and its search on the home pages.
import { type Page } from '@playwright/test';
import { test, expect } from '../support';

const SITE = 'https://rsbuild.rs';
const local = (url: string) => url.replace(SITE, '');

test.describe('structured data', () => {
  const jsonLd = (page: Page) => page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((e) => JSON.parse(e.textContent!)));

  test('doc pages carry a BreadcrumbList from the sidebar path, ending at the page', async ({ page }) => {
    await page.goto('/config/output/minify');
    const [crumbs] = await jsonLd(page);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Rsbuild', 'Config', 'output', 'output.minify']);
    expect(crumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3, 4]);
    expect(crumbs.itemListElement.at(-1).item).toBe(`${SITE}/config/output/minify`);
    // The sidebar shows the same group the breadcrumb names.
    await expect(page.locator('.sidebar').getByText('output', { exact: true }).first()).toBeVisible();

    await page.goto('/zh/guide/basic/server');
    const [zh] = await jsonLd(page);
    expect(zh.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Rsbuild', '指南', '基础', await page.locator('main h1').innerText()]);
    for (const item of zh.itemListElement) expect((await page.request.get(local(item.item))).status()).toBe(200);
  });

  test('the home page carries WebSite with a SearchAction', async ({ page }) => {
    for (const [path, lang] of [['/', 'en'], ['/zh/', 'zh-CN']]) {
      await page.goto(path);
      const data = await jsonLd(page);
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ '@type': 'WebSite', name: 'Rsbuild', url: `${SITE}${path}`, inLanguage: lang });
      expect(data[0].potentialAction['@type']).toBe('SearchAction');
      expect(data[0].potentialAction.target.urlTemplate).toBe(`${SITE}${path}?q={search_term_string}`);
    }
  });
});
