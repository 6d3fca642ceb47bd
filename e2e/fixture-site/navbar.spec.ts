import { test, expect, newContext, storeTheme } from '../support';
import { fixtureSite } from './site-config';

// The fixture's navbar settings: seven social links, dark mode off, the toolchain switcher on click.
test.use({ viewport: { width: 1280, height: 800 } });

const navbar = (page: import('@playwright/test').Page) => page.locator('header.navbar');

test('more than five social links: the first five inline, the rest in a popup that opens on hover', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  const links = fixtureSite.socialLinks.map((s) => s.link);
  const inline = navbar(page).locator('.social-links-list > a');
  await expect(inline).toHaveCount(5);
  expect(await inline.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(links.slice(0, 5));
  for (const a of await inline.all()) await expect(a).toBeVisible();

  const popup = navbar(page).locator('.social-more-popup');
  expect(await popup.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(links.slice(5));
  await expect(popup).toBeHidden();
  await navbar(page).locator('.social-more > button').hover();
  await expect(popup).toBeVisible();
  for (const a of await popup.locator('a').all()) {
    await expect(a).toBeVisible();
    await expect(a).toHaveAttribute('target', '_blank');
  }
  await page.mouse.move(600, 600);
  await expect(popup).toBeHidden();
  // From the keyboard too: focus inside keeps it open.
  await navbar(page).locator('.social-more > button').focus();
  await expect(popup).toBeVisible();
});

test('dark mode off: no toggle, and a stored or system dark preference is ignored from the first paint', async ({
  browser,
}) => {
  const context = await newContext(browser, { colorScheme: 'dark' });
  const page = await context.newPage();
  await storeTheme(page, 'dark');
  // With the app's JavaScript blocked only the inline head script runs: the page must already be light.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/guide/start/');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('data-theme-preference', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  await page.unroute('**/_next/static/**/*.js');
  await page.reload();
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')),
  );
  await expect(page.locator('.theme-toggle')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await context.close();
});

test('the toolchain switcher with the click trigger: hover does nothing, a click toggles it, Escape and a click elsewhere close it', async ({
  page,
}) => {
  await page.goto('/zh/guide/start/');
  const button = navbar(page).locator('.toolchain-button');
  const panel = navbar(page).locator('.toolchain-panel');
  await button.hover();
  await page.waitForTimeout(400);
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Leaving does not close it either.
  await page.mouse.move(600, 600);
  await page.waitForTimeout(400);
  await expect(panel).toBeVisible();
  await expect(panel.locator('li')).toHaveCount(7);
  await button.click();
  await expect(panel).toBeHidden();

  await button.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(panel).toBeVisible();
  // Opened by a click, the switcher is a modal popover: the page behind is inert, so the reader's
  // click lands on the page as a whole, where the heading is drawn.
  const heading = (await page.locator('main h1').boundingBox())!;
  await page.mouse.click(heading.x + heading.width / 2, heading.y + heading.height / 2);
  await expect(panel).toBeHidden();
});
