import { test, expect, type Page } from '@playwright/test';

// Pictures on real content pages: screenshots zoom and close as spec §4 says, diagrams are text, and the
// light or dark capture follows the theme.

const setTheme = (page: Page, theme: 'light' | 'dark') => page.addInitScript((t) => localStorage.setItem('rsbuild-theme-appearance', t), theme);

async function screenshotOn(page: Page, path: string) {
  await page.goto(path);
  const img = page.locator('.prose figure.screenshot img').first();
  // Below the first screen, so lazy: it loads when scrolled to.
  await expect(img).toHaveAttribute('loading', 'lazy');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // The size is set before the file arrives (no layout shift), at half the 2x file's pixels.
  const [width, natural] = await img.evaluate((el: HTMLImageElement) => [Number(el.getAttribute('width')), el.naturalWidth]);
  expect(natural).toBe(width * 2);
  expect(await img.getAttribute('alt')).toBeTruthy();
  return img;
}

async function expectOpened(page: Page) {
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  // medium-zoom ignores closes while it animates.
  await page.waitForTimeout(400);
}

for (const theme of ['light', 'dark'] as const) {
  test(`English, ${theme}: a screenshot opens on a click over the theme background, Escape closes it`, async ({ page }) => {
    await setTheme(page, theme);
    const img = await screenshotOn(page, '/config/dev/client');
    await expect(page.locator('.screenshot figcaption').first()).toContainText('syntax error');
    await img.click();
    await expectOpened(page);
    const [overlayBg, bodyBg] = await Promise.all([
      page.locator('.medium-zoom-overlay').evaluate((el) => getComputedStyle(el).backgroundColor),
      page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    ]);
    expect(overlayBg).toBe(bodyBg);
    // The zoomed picture is larger than the one in the text.
    const zoomed = await page.locator('.medium-zoom-image--opened').boundingBox();
    const inText = await img.evaluate((el) => el.getBoundingClientRect().width);
    expect(zoomed!.width).toBeGreaterThan(inText);
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });
}

test('Chinese: a screenshot with a Chinese caption opens on a click and closes on another', async ({ page }) => {
  const img = await screenshotOn(page, '/zh/config/performance/bundle-analyze');
  await expect(page.locator('.screenshot figcaption').first()).toContainText('小型 React 应用');
  expect(await img.getAttribute('alt')).toMatch(/[\u4e00-\u9fff]/);
  await img.click();
  await expectOpened(page);
  await page.mouse.click(5, 5);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap opens a screenshot, a tap closes it; a diagram fits the screen with readable text', async ({ page }) => {
    const img = await screenshotOn(page, '/zh/config/dev/client');
    await img.tap();
    await expectOpened(page);
    await page.locator('.medium-zoom-overlay').tap({ position: { x: 20, y: 20 } });
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);

    await page.goto('/zh/guide/start/');
    const svg = page.locator('.prose figure.diagram svg').first();
    await svg.scrollIntoViewIfNeeded();
    const box = (await svg.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const fontPx = await svg.locator('text').first().evaluate((el) => (el as SVGTextElement).getBoundingClientRect().height);
    expect(fontPx).toBeGreaterThanOrEqual(11);
  });
});

test('diagrams are text in the page language, in theme colours', async ({ page }) => {
  await page.goto('/zh/guide/advanced/environments');
  const svg = page.locator('.prose figure.diagram svg').first();
  await svg.scrollIntoViewIfNeeded();
  await expect(svg.locator('text', { hasText: '用于 web' })).toBeVisible();
  await expect(svg).toHaveAttribute('aria-label', /环境/);
  const fillOf = () => svg.locator('.diagram-box rect').first().evaluate((el) => getComputedStyle(el).fill);
  const light = await fillOf();
  await page.locator('html').evaluate(() => document.documentElement.classList.add('dark'));
  expect(await fillOf()).not.toBe(light);
});

test('a screenshot with light and dark captures shows the one of the theme', async ({ page }) => {
  await setTheme(page, 'dark');
  await page.goto('/guide/debug/rsdoctor');
  const dark = page.locator('.screenshot img.picture-dark');
  await dark.scrollIntoViewIfNeeded();
  await expect(dark).toBeVisible();
  await expect(page.locator('.screenshot img.picture-light')).toBeHidden();
  await expect.poll(() => dark.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
});

test('the build output is text in a terminal block', async ({ page }) => {
  await page.goto('/config/performance/print-file-size');
  const terminal = page.locator('.prose figure.terminal pre');
  await expect(terminal).toContainText('$ rsbuild build');
  await expect(terminal).toContainText(/dist\/static\/js\/lib-react\.[0-9a-f]{8}\.js\s+[\d.]+ kB/);
  await expect(terminal).toContainText('Total:');
});
