// With prefers-reduced-motion: reduce nothing slides: the drawer, the navbar hiding and showing, a sidebar
// group collapsing; the hero stars do not follow the pointer, and the home page's benchmark bars are full at once.
import { type Page } from '@playwright/test';
import { test, expect, newContext } from '../support';
import { t } from '../../lib/i18n';

test.use({ reducedMotion: 'reduce' });

/** The longest transition or animation that `selector` would run, in ms. */
const longestMotion = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      const ms = (v: string) =>
        Math.max(...v.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)));
      return Math.max(ms(s.transitionDuration) + ms(s.transitionDelay), ms(s.animationDuration));
    });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the drawer opens in place at once and the navbar has no slide', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    expect(await longestMotion(page, '.doc-sidebar')).toBe(0);
    expect(await longestMotion(page, '.navbar')).toBe(0);
    await page.getByRole('button', { name: t('en', 'menuBar.menu') }).tap();
    // Read in the same frame as the tap's effect: already at its final place, not on its way there.
    const left = await page
      .locator('#doc-sidebar')
      .evaluate(
        (el) => new Promise<number>((done) => requestAnimationFrame(() => done(el.getBoundingClientRect().left))),
      );
    expect(left).toBe(0);
  });
});

test('a sidebar group collapses and expands at once', async ({ page }) => {
  await page.goto('/guide/start/');
  const id = await page
    .locator('.doc-sidebar button[aria-expanded="true"][aria-controls]')
    .first()
    .getAttribute('aria-controls');
  const arrow = page.locator(`.doc-sidebar button[aria-controls="${id}"]`).first();
  const items = page.locator(`[id="${id}"]`);
  const open = (await items.boundingBox())!.height;
  expect(open).toBeGreaterThan(0);
  // The height one frame after the click: the final one, not a step of a transition.
  const heightNextFrame = () =>
    items.evaluate(
      (el) => new Promise<number>((done) => requestAnimationFrame(() => done(el.getBoundingClientRect().height))),
    );
  await arrow.click();
  expect(await heightNextFrame()).toBe(0);
  await arrow.click();
  expect(await heightNextFrame()).toBe(open);
  expect(await longestMotion(page, '.sidebar-arrow')).toBe(0);
});

test('the hero stars stay put when the pointer moves over them', async ({ page }) => {
  await page.goto('/');
  const box = (await page.locator('.hero').boundingBox())!;
  const star = await page.locator('.hero-star').first().boundingBox();
  const before = await page.locator('.hero-star').evaluateAll((s) => s.map((e) => e.getBoundingClientRect().x));
  await page.mouse.move(box.x + 10, box.y + 10);
  if (star) await page.mouse.move(star.x + 20, star.y + 20, { steps: 10 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const moved = await page.locator('.hero-star').evaluateAll((s) => s.filter((e) => e.style.translate !== '').length);
  expect(moved).toBe(0);
  expect(await page.locator('.hero-star').evaluateAll((s) => s.map((e) => e.getBoundingClientRect().x))).toEqual(
    before,
  );
  expect(await longestMotion(page, '.hero-star')).toBe(0);
});

/** How far each benchmark bar has grown (its transform's horizontal scale). */
const benchScaleX = (page: Page) =>
  page
    .locator('.bench .bench-bar')
    .evaluateAll((els) => els.map((el) => new DOMMatrix(getComputedStyle(el).transform).a));

test('benchmark: with reduced motion the bars are full at once', async ({ browser }) => {
  const context = await newContext(browser, { reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  expect(new Set(await benchScaleX(page))).toEqual(new Set([1]));
  await page.locator('.bench').scrollIntoViewIfNeeded();
  expect(new Set(await benchScaleX(page))).toEqual(new Set([1]));
  await context.close();
});
