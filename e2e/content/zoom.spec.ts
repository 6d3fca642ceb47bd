import { type Page } from '@playwright/test';
import { test, expect } from '../support/hydrated';

// No page has a content image yet, so each test adds one to the article, as MDX would render it.
const PAGE = '/guide/start/quick-start';

async function addImage(page: Page, src = '/rsbuild-logo.svg') {
  // After hydration, so React does not replace the article it did not render this way.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('.prose h2')!).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);
  await page.evaluate((source) => {
    const img = document.createElement('img');
    img.src = source;
    img.alt = 'test image';
    img.width = 120;
    img.height = 120;
    img.id = 'zoom-test';
    document.querySelector('.prose h2')!.before(img);
  }, src);
  const img = page.locator('#zoom-test');
  await img.scrollIntoViewIfNeeded();
  return img;
}

async function openZoom(page: Page) {
  const img = await addImage(page);
  await img.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  // Let the opening animation finish, as medium-zoom ignores closes while animating.
  await page.waitForTimeout(400);
  return img;
}

test('medium-zoom is not part of the first visit, and loads when an image is used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) scripts.push(await r.text());
  });
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => s.includes('medium-zoom-overlay'))).toBe(false);
  await openZoom(page);
  expect(scripts.some((s) => s.includes('medium-zoom-overlay'))).toBe(true);
});

for (const theme of ['light', 'dark'] as const) {
  test(`a click opens the zoom on the ${theme} theme's background, another click closes it`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('rsbuild-theme-appearance', t), theme);
    await page.goto(PAGE);
    await openZoom(page);
    const overlay = page.locator('.medium-zoom-overlay');
    const [overlayBg, bodyBg] = await Promise.all([overlay.evaluate((el) => getComputedStyle(el).backgroundColor), page.evaluate(() => getComputedStyle(document.body).backgroundColor)]);
    expect(overlayBg).toBe(bodyBg);
    expect(overlayBg).toBe(theme === 'dark' ? 'rgb(22, 24, 29)' : 'rgb(255, 255, 255)');
    await page.mouse.click(5, 5);
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
    await expect(overlay).toHaveCount(0);
  });
}

test('Escape closes the zoom', async ({ page }) => {
  await page.goto(PAGE);
  await openZoom(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});

test('resizing the window closes the zoom', async ({ page }) => {
  await page.goto(PAGE);
  await openZoom(page);
  await page.setViewportSize({ width: 900, height: 700 });
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});

test('scrolling more than 40 px closes the zoom after 150 ms; less keeps it open', async ({ page }) => {
  await page.goto(PAGE);
  await openZoom(page);
  const y = await page.evaluate(() => window.scrollY);
  await page.evaluate((top) => window.scrollTo(0, top + 30), y);
  await page.waitForTimeout(400);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
  // Timed in the page: from the scroll to the moment the zoom starts closing.
  const delay = await page.evaluate(
    (top) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (document.body.classList.contains('medium-zoom--opened')) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(document.body, { attributes: true, attributeFilter: ['class'] });
        window.scrollTo(0, top + 60);
      }),
    y,
  );
  expect(delay).toBeGreaterThanOrEqual(145);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0, { timeout: 2000 });
});

test('an image that cannot be loaded logs a warning instead of zooming', async ({ page }) => {
  await page.goto(PAGE);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const img = await addImage(page, '/no-such-image.png');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
  await img.click({ force: true });
  await expect.poll(() => warnings.join('\n')).toContain('unable to reach the image http://localhost');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});
