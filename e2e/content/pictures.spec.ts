// Pictures on real content pages: screenshots and their light or dark capture, diagrams drawn as text in the
// page's language and theme, the build output as text; and the key pictures of the release pages (0.6 shows
// the error overlay it turned on by default, 0.7 how Storybook builds with Rsbuild), in both languages and
// on a phone. How pictures zoom: zoom.spec.ts.
import { type Page } from '@playwright/test';
import { test, expect, storeTheme } from '../support';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

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
  await storeTheme(page, 'dark');
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

// The release pages' pictures: the same routes in each language.
const pages = {
  en: {
    overlay: { path: '/community/releases/v0-6', heading: 'Compile errors show up in the browser', caption: 'as of Rsbuild 1.4' },
    storybook: { path: '/community/releases/v0-7', heading: 'Storybook with Rsbuild', note: 'compiles the stories with Rspack' },
  },
  zh: {
    overlay: { path: '/community/releases/v0-6', heading: '编译错误直接显示在浏览器中', caption: 'Rsbuild 1.4 中的浮层' },
    storybook: { path: '/community/releases/v0-7', heading: '在 Storybook 中使用 Rsbuild', note: '用 Rspack 编译 stories' },
  },
};

/** The figure right under a section's heading, scrolled to as a reader would. */
async function figureUnder(page: Page, heading: string, kind: 'screenshot' | 'diagram') {
  const section = page.locator('.prose h2', { hasText: heading });
  await expect(section).toBeVisible();
  const figure = page.locator(`.prose h2:has-text("${heading}") ~ figure.${kind}`).first();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toBeInViewport();
  return figure;
}

for (const lang of LANGS) {
  test(`${lang}: 0.6 shows the overlay screenshot, dated to Rsbuild 1.4; 0.7 draws Storybook on Rsbuild as text`, async ({ page }) => {
    const { overlay, storybook } = pages[lang];
    await page.goto(localizePath(overlay.path, lang));
    const shot = await figureUnder(page, overlay.heading, 'screenshot');
    const img = shot.locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    expect(await img.getAttribute('src')).toMatch(/error-overlay\.png$/);
    await expect(shot.locator('figcaption')).toContainText(overlay.caption);
    if (lang === 'zh') expect(await img.getAttribute('alt')).toMatch(/[\u4e00-\u9fff]/);
    // The way to turn it off is on the page, as a config block a reader can copy.
    await expect(page.locator('.prose pre', { hasText: 'overlay: false' })).toHaveCount(1);

    await page.goto(localizePath(storybook.path, lang));
    const diagram = await figureUnder(page, storybook.heading, 'diagram');
    const svg = diagram.locator('svg[role="img"]');
    for (const text of ['storybook-builder-rsbuild', '.storybook/main.ts', 'storybook build', storybook.note]) {
      await expect(svg.locator('text', { hasText: text }).first()).toBeVisible();
    }
    await expect(svg).toHaveAttribute('aria-label', /storybook-builder-rsbuild/);
    await expect(page.locator('.prose pre', { hasText: "framework: 'storybook-react-rsbuild'" })).toHaveCount(1);
  });
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a diagram fits the screen with readable text', async ({ page }) => {
    await page.goto('/zh/guide/start/');
    const svg = page.locator('.prose figure.diagram svg').first();
    await svg.scrollIntoViewIfNeeded();
    const box = (await svg.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const fontPx = await svg.locator('text').first().evaluate((el) => (el as SVGTextElement).getBoundingClientRect().height);
    expect(fontPx).toBeGreaterThanOrEqual(11);
  });

  test('the Storybook diagram fits the screen with readable text, and a tap zooms it', async ({ page }) => {
    await page.goto(localizePath(pages.zh.storybook.path, 'zh'));
    const diagram = await figureUnder(page, pages.zh.storybook.heading, 'diagram');
    const svg = diagram.locator('svg[role="img"]');
    const box = (await svg.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const fontPx = await svg.locator('text').first().evaluate((el) => el.getBoundingClientRect().height);
    expect(fontPx).toBeGreaterThanOrEqual(11);
    // Taps before hydration do nothing: wait for React to own the figure.
    await expect.poll(() => diagram.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')))).toBe(true);
    await diagram.locator('.picture-zoom-target > *').tap();
    await expect(page.locator('.figure-zoom-image')).toBeVisible();
  });
});
