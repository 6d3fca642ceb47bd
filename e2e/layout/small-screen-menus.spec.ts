// What a narrow window has instead of columns: the menu bar, its Menu button's sidebar drawer and its outline
// dropdown, and the navigation screen behind the navbar's button.
import { type Page } from '@playwright/test';
import { test, expect } from '../support';
import { t } from '../../lib/i18n';

const menuBar = (page: Page) => page.locator('.menu-bar');
const drawer = (page: Page) => page.locator('#doc-sidebar');

test('the menu bar shows up to 960 px, or up to 1280 px when the page has an outline', async ({ page }) => {
  await page.setViewportSize({ width: 1281, height: 800 });
  await page.goto('/guide/start/');
  await expect(menuBar(page)).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menuBar(page)).toBeVisible();
  expect((await menuBar(page).boundingBox())!.height).toBe(46);
  // Between 961 and 1280 px the sidebar is on screen: only the outline button.
  await expect(menuBar(page).getByRole('button', { name: t('en', 'menuBar.menu') })).toBeHidden();
  await expect(menuBar(page).getByRole('button', { name: t('en', 'menuBar.outline') })).toBeVisible();
  // Without the outline, the bar is for narrow windows only.
  await page.goto('/guide/start/?outline=0');
  await expect(menuBar(page)).toBeHidden();
  await page.setViewportSize({ width: 960, height: 800 });
  await expect(menuBar(page)).toBeVisible();
  await expect(menuBar(page).getByRole('button', { name: t('en', 'menuBar.menu') })).toBeVisible();
});

test('Menu opens the sidebar over a backdrop and locks scrolling; the backdrop closes it', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto('/guide/start/quick-start');
  await expect(drawer(page)).toBeHidden();
  const menu = menuBar(page).getByRole('button', { name: t('en', 'menuBar.menu') });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).locator('[aria-current="page"]')).toBeInViewport();
  const backdrop = page.getByTestId('sidebar-backdrop');
  await expect(backdrop).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.mouse.click(780, 400); // on the backdrop, right of the drawer
  await expect(drawer(page)).toBeHidden();
  await expect(backdrop).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('the mobile sidebar closes on route change', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto('/guide/start/quick-start');
  await menuBar(page)
    .getByRole('button', { name: t('en', 'menuBar.menu') })
    .click();
  await drawer(page).getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByTestId('sidebar-backdrop')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('the outline button opens a dropdown that closes on an outside click and on route change', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto('/guide/start/quick-start');
  const outline = page.locator('#doc-outline');
  const button = menuBar(page).getByRole('button', { name: t('en', 'menuBar.outline') });
  await expect(outline).toBeHidden();
  await button.click();
  await expect(outline).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.locator('main h1').click();
  await expect(outline).toBeHidden();
  // Route change without any click: a keyboard-followed link.
  await button.click();
  await expect(outline).toBeVisible();
  await page.locator('.pager-next').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await expect(page.locator('#doc-outline')).toBeHidden();
});

test('the nav screen opens from the hamburger and closes on route change or at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/guide/start/');
  const open = page.getByRole('button', { name: t('en', 'nav.openScreen') });
  const screen = page.locator('#nav-screen');
  await expect(screen).toBeHidden();
  await open.click();
  await expect(screen).toBeVisible();
  await screen.getByRole('link', { name: t('en', 'nav.config') }).click();
  await expect(page).toHaveURL(/\/config\/$/);
  await expect(page.locator('#nav-screen')).toBeHidden();
  // As a reader does: the new page is there before the next tap.
  await expect(page.locator('main h1')).toContainText(t('en', 'nav.config'));
  await page.getByRole('button', { name: t('en', 'nav.openScreen') }).click();
  await expect(page.locator('#nav-screen')).toBeVisible();
  await expect(page.getByRole('button', { name: t('en', 'nav.closeScreen') })).toHaveAttribute('aria-expanded', 'true');
  await page.setViewportSize({ width: 767, height: 800 });
  await page.waitForTimeout(100);
  await expect(page.locator('html')).toHaveAttribute('data-nav-screen-open', '');
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(page.locator('html')).not.toHaveAttribute('data-nav-screen-open');
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(page.locator('#nav-screen')).toBeHidden();
});
