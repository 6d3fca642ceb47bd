import { type Page } from '@playwright/test';
import { test, expect } from './layout-hydrated';

const sidebar = (page: Page) => page.locator('nav.sidebar');
const groupItems = (page: Page, name: string) => sidebar(page).locator('.sidebar-group', { has: page.getByRole('button', { name, exact: true }) }).locator('.sidebar-group-items');

test('the active link carries aria-current="page", and only it', async ({ page }) => {
  await page.goto('/guide/basic/cli');
  const current = sidebar(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', '/guide/basic/cli');
  await expect(current).toBeInViewport();
});

test('groups start expanded and nest their links 18 px deeper', async ({ page }) => {
  await page.goto('/guide/start/');
  const groups = sidebar(page).locator('.sidebar-group-items');
  expect(await groups.count()).toBeGreaterThan(5);
  for (const open of await groups.evaluateAll((els) => els.map((el) => el.getAttribute('data-open')))) expect(open).toBe('true');
  const indent = await sidebar(page).locator('.sidebar-group-items > ul').first().evaluate((el) => getComputedStyle(el).paddingLeft);
  expect(indent).toBe('18px');
  const header = await sidebar(page).getByRole('button', { name: 'Framework', exact: true }).boundingBox();
  const child = await sidebar(page).getByRole('link', { name: 'React', exact: true }).boundingBox();
  expect(Math.round(child!.x - header!.x)).toBe(18);
});

test('the header toggles a group: collapse in 0.5 s, expand in 0.3 s', async ({ page }) => {
  await page.goto('/guide/start/');
  const header = sidebar(page).getByRole('button', { name: 'Framework', exact: true });
  const items = groupItems(page, 'Framework');
  const react = sidebar(page).getByRole('link', { name: 'React', exact: true });
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  // Timed in the page: click, then measure the group's height along the way.
  const heights = await header.evaluate(async (button) => {
    const items = document.getElementById(button.getAttribute('aria-controls')!)!;
    const full = items.getBoundingClientRect().height;
    (button as HTMLButtonElement).click();
    const at = (ms: number) => new Promise<number>((r) => setTimeout(() => r(items.getBoundingClientRect().height / full), ms));
    return [await at(250), await at(400)];
  });
  expect(heights[0]).toBeGreaterThan(0.05);
  expect(heights[1]).toBe(0);
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(items).toHaveAttribute('data-open', 'false');
  expect(await items.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0\.5s/);
  await expect(react).toBeHidden();
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  expect(await items.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0\.3s/);
  await page.waitForTimeout(450);
  await expect(react).toBeVisible();
});

test('the arrow toggles a group too, and a collapsed group is out of the tab order', async ({ page }) => {
  await page.goto('/guide/start/');
  const header = sidebar(page).getByRole('button', { name: 'Basic', exact: true });
  await header.locator('.sidebar-arrow').click();
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(groupItems(page, 'Basic')).toHaveAttribute('inert', '');
  await header.focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(groupItems(page, 'Basic')).not.toHaveAttribute('inert', '');
});

test('the group holding the page the reader goes to expands itself', async ({ page }) => {
  await page.goto('/guide/framework/solid');
  const basic = sidebar(page).getByRole('button', { name: 'Basic', exact: true });
  await basic.click();
  await expect(basic).toHaveAttribute('aria-expanded', 'false');
  // The next page in reading order is the first of the Basic group.
  await page.locator('.pager-next').click();
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
  await expect(sidebar(page).getByRole('button', { name: 'Basic', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).locator('[aria-current="page"]')).toBeVisible();
});

test('dividers and external links', async ({ page }) => {
  await page.goto('/plugins/list/');
  await expect(sidebar(page).getByRole('separator')).toHaveCount(1);
  await expect(sidebar(page).locator('hr.sidebar-divider-dashed')).toHaveCount(1);
  expect(await sidebar(page).locator('.sidebar-divider-dashed').evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('dashed');
  const external = sidebar(page).getByRole('link', { name: 'Community plugins' });
  await expect(external).toHaveAttribute('href', 'https://github.com/web-infra-dev/awesome-rspack');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await page.goto('/zh/plugins/list/');
  await expect(sidebar(page).getByRole('link', { name: '社区插件' })).toBeVisible();
});

test('the sidebar keeps its scroll position across navigations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/config/');
  const box = page.locator('.doc-sidebar');
  const link = sidebar(page).locator('a[href="/config/html/favicon"]');
  await link.scrollIntoViewIfNeeded();
  const scrolled = await box.evaluate((el) => el.scrollTop);
  expect(scrolled).toBeGreaterThan(300);
  await link.click();
  await expect(page).toHaveURL(/\/config\/html\/favicon$/);
  await page.waitForTimeout(300);
  expect(await page.locator('.doc-sidebar').evaluate((el) => el.scrollTop)).toBe(scrolled);
});
