import { type Locator, type Page } from '@playwright/test';
import { test, expect, settle } from '../support';
import { t } from '../../lib/i18n';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

const sidebar = (page: Page) => page.locator('nav.sidebar');
const groupItems = (page: Page, name: string) =>
  sidebar(page)
    .locator('.sidebar-group', { has: page.getByRole('button', { name, exact: true }) })
    .locator('.sidebar-group-items');

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
  for (const group of await groups.all()) await expect(group.getByRole('link').first()).toBeVisible();
  const indent = await sidebar(page)
    .locator('.sidebar-group-items > ul')
    .first()
    .evaluate((el) => getComputedStyle(el).paddingLeft);
  expect(indent).toBe('18px');
  const header = await sidebar(page).getByRole('button', { name: 'Framework', exact: true }).boundingBox();
  const child = await sidebar(page).getByRole('link', { name: 'React', exact: true }).boundingBox();
  expect(Math.round(child!.x - header!.x)).toBe(18);
});

/** Clicks a group header and returns the duration (ms) of the transition its rows then run, or null. */
function toggleTransition(header: Locator): Promise<number | null> {
  return header.evaluate(async (button) => {
    const items = document.getElementById(button.getAttribute('aria-controls')!)!;
    (button as HTMLButtonElement).click();
    // React commits the click's update in a microtask; the transition starts with the next style read.
    await new Promise<void>((r) => queueMicrotask(r));
    const rows = items.getAnimations().find((a) => (a as CSSTransition).transitionProperty === 'grid-template-rows');
    return rows ? Number(rows.effect!.getTiming().duration) : null;
  });
}

test('the header toggles a group: collapse in 0.5 s, expand in 0.3 s', async ({ page }) => {
  await page.goto('/guide/start/');
  const header = sidebar(page).getByRole('button', { name: 'Framework', exact: true });
  const items = groupItems(page, 'Framework');
  const react = sidebar(page).getByRole('link', { name: 'React', exact: true });
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  // Right after the click the group's rows run a 500 ms transition (read from the running animation, not
  // from timers, which drift on a loaded machine), and at its end the group is closed.
  const collapse = await toggleTransition(header);
  expect(collapse).toBe(500);
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(items).toHaveAttribute('inert', '');
  expect(await items.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0\.5s/);
  await expect(react).toBeHidden();
  const expand = await toggleTransition(header);
  expect(expand).toBe(300);
  await expect(header).toHaveAttribute('aria-expanded', 'true');
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
  await expect(sidebar(page).getByRole('button', { name: 'Basic', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar(page).locator('[aria-current="page"]')).toBeVisible();
});

test('dividers and external links', async ({ page }) => {
  await page.goto('/plugins/list/');
  await expect(sidebar(page).getByRole('separator')).toHaveCount(1);
  await expect(sidebar(page).locator('hr.sidebar-divider-dashed')).toHaveCount(1);
  expect(
    await sidebar(page)
      .locator('.sidebar-divider-dashed')
      .evaluate((el) => getComputedStyle(el).borderTopStyle),
  ).toBe('dashed');
  const external = sidebar(page).getByRole('link', { name: t('en', 'sidebar.plugins.community') });
  await expect(external).toHaveAttribute('href', 'https://github.com/web-infra-dev/awesome-rspack');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await page.goto('/zh/plugins/list/');
  await expect(sidebar(page).getByRole('link', { name: t('zh', 'sidebar.plugins.community') })).toBeVisible();
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

test("another section's sidebar opens at the reader's page, not at the last sidebar's place", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/config/');
  const favicon = sidebar(page).locator('a[href="/config/html/favicon"]');
  await favicon.scrollIntoViewIfNeeded();
  expect(await page.locator('.doc-sidebar').evaluate((el) => el.scrollTop)).toBeGreaterThan(300);
  await page.locator('.navbar a[href="/guide/start/"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveAttribute('href', '/guide/start/');
  await expect(sidebar(page).locator('a[aria-current="page"]')).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const lang of LANGS) {
    const [name, child] = [t(lang, 'sidebar.guide.framework'), 'React'];
    test(`${lang}: a tap on a group's header folds it and another unfolds it, in the drawer`, async ({ page }) => {
      await page.goto(localizePath('/guide/start/', lang));
      await page.locator('.menu-bar-sidebar').tap();
      const header = sidebar(page).getByRole('button', { name, exact: true });
      const link = sidebar(page).getByRole('link', { name: child, exact: true });
      await expect(link).toBeVisible();
      // Measured once the drawer has slid in, as a reader looks: the group's links sit under its header, 18 px in.
      await settle(header);
      const [open, first] = await Promise.all([header.boundingBox(), link.boundingBox()]);
      expect(first!.y).toBeGreaterThanOrEqual(open!.y + open!.height);
      expect(Math.round(first!.x - open!.x)).toBe(18);
      await header.tap();
      await expect(header).toHaveAttribute('aria-expanded', 'false');
      await expect(link).toBeHidden();
      // The header stays one row, its arrow at the drawer's right edge.
      const [box, arrow] = await Promise.all([header.boundingBox(), header.locator('.sidebar-arrow').boundingBox()]);
      expect(box!.height).toBeLessThan(48);
      expect(box!.x + box!.width - (arrow!.x + arrow!.width)).toBeLessThan(16);
      await header.tap();
      await expect(header).toHaveAttribute('aria-expanded', 'true');
      await expect(link).toBeVisible();
    });
  }
});
