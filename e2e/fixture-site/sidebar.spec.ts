import { test, expect } from '../support';

test.use({ viewport: { width: 1280, height: 800 } });

for (const { path, start, advanced, tag } of [
  { path: '/guide/start/', start: 'Getting Started', advanced: 'Advanced', tag: 'v1.4' },
  { path: '/zh/guide/start/', start: '开始', advanced: '进阶', tag: 'v1.4' },
]) {
  test(`${path}: section headers, tags, a dashed divider and an external link in the sidebar`, async ({ page }) => {
    await page.goto(path);
    const sidebar = page.locator('.doc-sidebar nav');
    const items = sidebar.locator(':scope > ul > li');
    // Order as configured: header, two links, dashed divider, header, group, solid divider, external link.
    await expect(items).toHaveCount(8);

    const sections = sidebar.locator('li.sidebar-section');
    await expect(sections).toHaveCount(2);
    await expect(sections.nth(0)).toHaveText(`${start}${tag}`);
    await expect(sections.nth(1)).toHaveText(advanced);
    await expect(items.nth(0)).toHaveClass(/sidebar-section/);
    await expect(items.nth(4)).toHaveClass(/sidebar-section/);
    // A header is a label, not a link, and looks like one: small uppercase text.
    await expect(sections.locator('a')).toHaveCount(0);
    expect(await sections.nth(0).evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');

    // Tags on the header, on a link and on a group.
    await expect(sections.nth(0).locator('.sidebar-tag')).toHaveText(tag);
    await expect(items.nth(2).locator('a .sidebar-tag')).toHaveText(tag);
    await expect(items.nth(5).locator('.sidebar-tag')).toHaveText(tag);
    await expect(sidebar.locator('.sidebar-tag')).toHaveCount(3);
    await expect(sidebar.locator('.sidebar-tag').first()).toBeVisible();
    // A tag reads as written, even inside an uppercase header.
    expect(
      await sections
        .nth(0)
        .locator('.sidebar-tag')
        .evaluate((el) => (el as HTMLElement).innerText),
    ).toBe(tag);

    await expect(items.nth(3).locator('hr')).toHaveClass(/sidebar-divider-dashed/);
    expect(
      await items
        .nth(3)
        .locator('hr')
        .evaluate((el) => getComputedStyle(el).borderTopStyle),
    ).toBe('dashed');
    expect(
      await items
        .nth(6)
        .locator('hr')
        .evaluate((el) => getComputedStyle(el).borderTopStyle),
    ).toBe('solid');

    const external = items.nth(7).locator('a');
    await expect(external).toHaveAttribute('href', 'https://example.com/community');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external.locator('.icon-external')).toBeVisible();
  });
}
