import { type Page } from '@playwright/test';
import { test, expect } from '../support';
import { t } from '../../lib/i18n';

const outline = (page: Page) => page.locator('nav.outline');
const active = (page: Page) => outline(page).locator('a[aria-current]');

test.use({ viewport: { width: 1400, height: 800 } });

test('lists the h2 to h4 headings of the page under its localised title', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await expect(outline(page).locator('.outline-title')).toHaveText(t('en', 'outline.title'));
  const headings = await page.locator('main article :is(h2, h3, h4)').evaluateAll((els) => els.map((h) => `#${h.id}`));
  const links = await outline(page)
    .locator('a')
    .evaluateAll((els) => els.map((a) => a.getAttribute('href')));
  expect(links).toEqual(headings);
  await page.goto('/zh/guide/start/quick-start');
  await expect(outline(page).locator('.outline-title')).toHaveText(t('zh', 'outline.title'));
});

test('leaves out headings that are hidden or excluded', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  const items = outline(page).locator('li');
  const count = await items.count();
  const [first, second] = await page.locator('main article h2').evaluateAll((els) => els.slice(0, 2).map((h) => h.id));
  await page.evaluate(
    ([a, b]) => {
      document.getElementById(a)!.style.display = 'none';
      const wrap = document.createElement('div');
      wrap.setAttribute('data-toc-exclude', '');
      const h = document.getElementById(b)!;
      h.replaceWith(wrap);
      wrap.append(h);
    },
    [first, second],
  );
  await page.mouse.wheel(0, 200);
  await expect(outline(page).locator(`a[href="#${first}"]`)).toBeHidden();
  await expect(outline(page).locator(`a[href="#${second}"]`)).toBeHidden();
  await expect(items.locator('visible=true')).toHaveCount(count - 2);
});

test('the active link follows the scroll position', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await expect(active(page)).toHaveCount(0);
  const ids = await page.locator('main article h2').evaluateAll((els) => els.map((h) => h.id));
  for (const id of [ids[1], ids[2], ids[0]]) {
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), id);
    await expect(active(page)).toHaveAttribute('href', `#${id}`);
  }
});

test('the scroll handler runs at most every 100 ms', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  const ids = await page.locator('main article h2').evaluateAll((els) => els.map((h) => h.id));
  const { changes, elapsed } = await page.evaluate(async (ids) => {
    let n = 0;
    let last = document.querySelector('nav.outline a[aria-current]');
    new MutationObserver(() => {
      const now = document.querySelector('nav.outline a[aria-current]');
      if (now !== last) n++;
      last = now;
    }).observe(document.querySelector('nav.outline')!, { subtree: true, attributeFilter: ['aria-current'] });
    await new Promise((r) => setTimeout(r, 150));
    // Another heading every frame, 20 times: unthrottled, the active link would change 20 times.
    const start = performance.now();
    for (let i = 0; i < 20; i++) {
      document.getElementById(ids[i % 2 ? 1 : 2])!.scrollIntoView();
      await new Promise((r) => setTimeout(r, 17));
    }
    const elapsed = performance.now() - start;
    await new Promise((r) => setTimeout(r, 250));
    return { changes: n, elapsed };
  }, ids);
  expect(changes).toBeGreaterThanOrEqual(1);
  // At most one change per 100 ms the scrolling lasted (about 340 ms on a quiet machine, longer on a busy
  // one), plus the one the trailing call makes after it stops.
  expect(changes).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 1);
  expect(changes).toBeLessThan(20);
});

test('at the bottom of the page the last heading is active', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  const last = await page.locator('main article :is(h2, h3, h4)').last().getAttribute('id');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(active(page)).toHaveAttribute('href', `#${last}`);
});

test('a URL hash is scrolled to again once late content has moved it', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  const id = await page.locator('main article h2').nth(3).getAttribute('id');
  // Content that appears above the heading 40 ms after the app first scrolled to it pushes it down:
  // only the second try, 100 ms after the first, brings it back.
  await page.addInitScript(() => {
    const scroll = Element.prototype.scrollIntoView;
    let first = true;
    Element.prototype.scrollIntoView = function (this: Element, ...args: Parameters<Element['scrollIntoView']>) {
      scroll.apply(this, args);
      if (!first || !this.id) return;
      first = false;
      setTimeout(() => {
        const spacer = document.createElement('div');
        spacer.style.height = '1500px';
        document.querySelector('main article')?.prepend(spacer);
      }, 40);
    };
  });
  await page.goto(`/guide/start/quick-start#${id}`);
  await page.waitForTimeout(600);
  const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});
