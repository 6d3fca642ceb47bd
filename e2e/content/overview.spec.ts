// The config overview page: every config page in its sidebar group with its second-level headings, and a
// filter that narrows the list.
import { test, expect } from '../support';
import { t } from '../../lib/i18n';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

for (const lang of LANGS) {
  const ui = {
    path: localizePath('/config/', lang),
    distPath: localizePath('/config/output/dist-path', lang),
    label: t(lang, 'overview.filterLabel'),
    placeholder: t(lang, 'overview.filterPlaceholder'),
    empty: t(lang, 'overview.empty'),
    others: t(lang, 'overview.othersGroup'),
  };
  test(`${ui.path} lists every config page in sidebar groups with its second-level headings (${lang})`, async ({ page }) => {
    await page.goto(ui.path);
    const overview = page.locator('.overview');
    const groups = overview.locator('.overview-group-title');
    await expect(groups.first()).toHaveText(ui.others);
    await expect(groups).toContainText([ui.others, 'dev', 'resolve', 'source', 'output', 'html', 'server', 'security', 'tools', 'performance', 'moduleFederation']);
    // Every config page of the sidebar but the overview itself.
    const sidebarLinks = await page.locator('.sidebar a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const listed = await overview.locator('.overview-page-title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(listed.sort()).toEqual(sidebarLinks.filter((h) => h !== ui.path).sort());
    const distPath = overview.locator('.overview-card').filter({ has: page.locator(`a[href="${ui.distPath}"]`) });
    await expect(distPath.locator('.overview-page-title')).toHaveText('output.distPath');
    // Its headings are the page's h2s: check against the page itself.
    const headingLinks = await distPath.locator('li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    await page.goto(ui.distPath);
    const h2s = await page.locator('.prose h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
    expect(headingLinks).toEqual(h2s.map((id) => `${ui.distPath}#${id}`));
  });

  test(`the filter narrows the list, ignoring case and hyphens (${lang})`, async ({ page }) => {
    await page.goto(ui.path);
    const input = page.getByLabel(ui.label, { exact: true });
    await expect(input).toHaveAttribute('placeholder', ui.placeholder);
    const titles = page.locator('.overview-page-title');
    const all = await titles.count();

    await input.fill('DIST-PATH');
    await expect(titles).toContainText(['output.distPath']);
    expect(await titles.count()).toBeLessThan(all);

    // A group name keeps the whole group.
    await input.fill('Html');
    const html = page.locator('.overview-group').filter({ has: page.locator('.overview-group-title', { hasText: /^html$/ }) });
    await expect(html.locator('.overview-page-title')).toHaveCount(12);
    // Other groups keep only what matches (server.htmlFallback, tools.htmlPlugin...).
    await expect(page.locator('.overview-group-title')).not.toContainText(['dev']);

    // Otherwise a page stays with only the headings that match.
    await input.fill('');
    await expect(titles).toHaveCount(all);
    const heading = (await page.locator('.overview-card li a').nth(5).textContent())!;
    await input.fill(heading.toUpperCase());
    const norm = (s: string) => s.toLowerCase().replace(/-/g, '');
    for (const card of await page.locator('.overview-card').all()) {
      const title = (await card.locator('.overview-page-title').textContent())!;
      if (norm(title).includes(norm(heading))) continue;
      for (const h of await card.locator('li a').allTextContents()) expect(norm(h)).toContain(norm(heading));
    }

    await input.fill('no-such-option-anywhere');
    await expect(page.getByText(ui.empty, { exact: true })).toBeVisible();
    await expect(titles).toHaveCount(0);
  });
}
