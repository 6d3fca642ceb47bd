import { plainTest as test, expect, hydrated } from '../support';
import { messages } from '../../lib/i18n';
import { LANGS, localizePath } from '../../lib/routing/lang-path';
import { gridTools } from '../../lib/config/toolchain';

const homes = LANGS.map((lang) => ({
  path: localizePath('/', lang),
  lang,
  quickStart: localizePath('/guide/start/quick-start', lang),
}));

for (const home of homes) {
  // One load of the home page for what it shows; each step ends where its link leads, and Back returns.
  test(`${home.path}: hero, tool cards and footer in the language, each link going where it says`, async ({ page }) => {
    const m = messages[home.lang];
    await page.goto(home.path);
    await hydrated(page);
    await test.step('six tool cards', async () => {
      const cards = page.locator('.tool-grid .tool-card');
      await expect(cards).toHaveCount(6);
      const expected = gridTools(home.lang);
      for (const [i, tool] of expected.entries()) {
        const card = cards.nth(i);
        await expect(card.locator('.tool-name')).toHaveText(tool.name);
        await expect(card.locator('.tool-desc')).toHaveText(tool.desc);
        await expect(card).toHaveAttribute('href', tool.href);
        await expect(card).toHaveAttribute('target', '_blank');
      }
      await expect(cards.first()).toHaveAttribute(
        'href',
        home.lang === 'en' ? 'https://rspack.rs' : 'https://rspack.rs/zh',
      );
      await cards.last().scrollIntoViewIfNeeded();
      for (const img of await cards.locator('img').all()) {
        await expect(img).toHaveAttribute('width', '48');
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
    });
    await test.step('footer', async () => {
      const footer = page.locator('footer.home-footer');
      const guide = localizePath('/guide/start/', home.lang);
      const config = localizePath('/config/', home.lang);
      await expect(footer.locator(`a[href="${guide}"]`)).toHaveText(m['nav.guide']);
      await expect(footer.locator(`a[href="${config}"]`)).toHaveText(m['nav.config']);
      await expect(footer.locator('a[href="https://github.com/web-infra-dev/rsbuild"]')).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(footer.locator('a[href="https://discord.gg/XsaKEEk4mW"]')).toBeVisible();
      await expect(footer.locator('.home-footer-copyright')).toContainText(m['homeFooter.copyright']);
      await footer.locator(`a[href="${config}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${config}$`));
    });
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${home.path}$`));
    await test.step('hero', async () => {
      const hero = page.locator('.hero');
      await expect(hero.locator('h1')).toHaveText('Rsbuild');
      await expect(hero.locator('.hero-subtitle')).toHaveText(m['home.subtitle']);
      await expect(hero.locator('.hero-description')).toHaveText(m['home.tagline']);
      const logo = hero.locator('img.hero-logo');
      await expect(logo).toHaveAttribute('width', '160');
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const github = hero.locator('.hero-secondary');
      await expect(github).toHaveText('GitHub');
      await expect(github).toHaveAttribute('href', 'https://github.com/web-infra-dev/rsbuild');
      await expect(github).toHaveAttribute('target', '_blank');
      await expect(github).toHaveAttribute('rel', /noopener/);

      const start = hero.locator('.hero-get-started');
      await expect(start).toHaveText(m['hero.getStarted']);
      await start.click();
      await expect(page).toHaveURL(new RegExp(`${home.quickStart}$`));
    });
  });
}

test('35 stars sized index / 20 + 3 px drift toward a pointer within 100 px', async ({ page }) => {
  await page.goto('/');
  // A pointer that moves before the listener exists moves nothing.
  await hydrated(page);
  const stars = page.locator('.hero-stars .hero-star');
  await expect(stars).toHaveCount(35);
  const sizes = await stars.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  sizes.forEach((size, i) => expect(size).toBeCloseTo(i / 20 + 3, 1));

  const star = stars.nth(20);
  const box = (await star.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const shift = () => star.evaluate((el) => getComputedStyle(el).translate);
  expect(await shift()).toBe('none');

  // 60 px right and 40 px below the star: it moves right and down. It eases there over 0.3 s, so read where
  // it comes to rest (a read at the start of the move once caught it not yet moved down).
  await page.mouse.move(centre.x + 60, centre.y + 40);
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await shift();
        const resting = now === last && now !== 'none';
        last = now;
        return resting;
      },
      { intervals: [100] },
    )
    .toBe(true);
  const [dx, dy] = last.split(' ').map(parseFloat);
  expect(dx).toBeGreaterThan(0);
  expect(dy).toBeGreaterThan(0);
  expect(Math.hypot(dx, dy)).toBeLessThan(20);

  // 150 px away it rests again.
  await page.mouse.move(centre.x + 150, centre.y);
  await expect.poll(shift).toBe('none');
});

test('an oval background sits behind the logo', async ({ page }) => {
  await page.goto('/');
  const oval = page.locator('.hero .hero-oval');
  await expect(oval).toBeVisible();
  const [o, l] = [(await oval.boundingBox())!, (await page.locator('.hero-logo').boundingBox())!];
  expect(o.width).toBeGreaterThan(o.height);
  expect(Math.abs(o.x + o.width / 2 - (l.x + l.width / 2))).toBeLessThan(2);
  expect(Math.abs(o.y + o.height / 2 - (l.y + l.height / 2))).toBeLessThan(2);
  // Behind it: the logo is what the pointer hits at the shared centre.
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.className,
    [l.x + l.width / 2, l.y + l.height / 2],
  );
  expect(hit).toBe('hero-logo');
});

// A line of one or two characters under a full one (适用于各类前端框架的 Web 应 / 用。 at 1280 px) reads as
// a mistake in the first thing a visitor reads.
test("the hero's tagline and description end on a line as full as the others, in both languages, wide and narrow", async ({
  page,
}) => {
  for (const home of homes) {
    for (const width of [1440, 1280, 1024, 390, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(home.path);
      const lines = await page.locator('.hero-subtitle, .hero-description').evaluateAll((els) =>
        els.map((el) => {
          // Each drawn line's width: the text's boxes, one or more per line.
          const range = document.createRange();
          range.selectNodeContents(el);
          const spans = new Map<number, [number, number]>();
          for (const rect of range.getClientRects()) {
            const top = Math.round(rect.top / 8);
            const [left, right] = spans.get(top) ?? [rect.left, rect.right];
            spans.set(top, [Math.min(left, rect.left), Math.max(right, rect.right)]);
          }
          return [...spans.values()].map(([left, right]) => right - left);
        }),
      );
      for (const widths of lines) {
        if (widths.length < 2) continue;
        expect(widths.at(-1)!, `${home.path} at ${width} px: ${widths.map(Math.round).join(', ')}`).toBeGreaterThan(
          Math.max(...widths) * 0.4,
        );
      }
    }
  }
});

test('feature cards: a linked card is one focusable, clickable link; a card without a link is not', async ({
  page,
}) => {
  await page.goto('/');
  const items = page.locator('.features .feature-item');
  await expect(items).toHaveCount(8);
  const linked = items.locator('a.feature-card');
  const plain = items.locator('div.feature-card');
  await expect(plain).toHaveCount(1);
  await expect(plain.locator('a')).toHaveCount(0);
  expect(await plain.evaluate((el) => el.tabIndex)).toBe(-1);
  await expect(linked).toHaveCount(7);
  for (const card of await linked.all()) {
    await expect(card.locator('.feature-title')).not.toBeEmpty();
    await expect(card.locator('img.feature-icon')).toHaveAttribute('height', '32');
  }

  // Keyboard: the card itself takes focus and Enter follows it.
  const first = linked.first();
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);

  // Pointer: a click on the details text, far from the title, follows the card's link too.
  await page.goto('/');
  const second = page.locator('.features a.feature-card').nth(1);
  await second.locator('.feature-details').click({ position: { x: 5, y: 5 } });
  await expect(page).toHaveURL(/\/guide\/migration\/webpack$/);
});

test('feature cards span 6, 4 (default), 3 or 2 of 12 columns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const items = page.locator('.features .feature-item');
  const grid = (await page.locator('.features-grid').boundingBox())!;
  const column = (grid.width - 11 * 16) / 12;
  const width = async (i: number) => (await items.nth(i).boundingBox())!.width;
  await expect(items.nth(0)).toHaveAttribute('data-span', '6');
  await expect(items.nth(2)).toHaveAttribute('data-span', '4');
  expect(await width(0)).toBeCloseTo(6 * column + 5 * 16, 0);
  expect(await width(2)).toBeCloseTo(4 * column + 3 * 16, 0);
  for (const span of [3, 2]) {
    await items.nth(2).evaluate((el, s) => el.setAttribute('data-span', String(s)), span);
    expect(await width(2)).toBeCloseTo(span * column + (span - 1) * 16, 0);
  }
});

test('home: every request stays on our origin, images have sizes, no layout shift', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost') && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) (window as unknown as { cls: number }).cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as unknown as { element?: Element; url: string };
      (window as unknown as { lcp: unknown }).lcp = { tag: last.element?.tagName, url: last.url };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  expect(foreign).toEqual([]);
  for (const img of await page.locator('img').all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
  const lcp = (await page.evaluate(() => (window as unknown as { lcp: { tag?: string; url: string } }).lcp))!;
  expect(lcp.url === '' || lcp.url.startsWith('http://localhost')).toBe(true);
});
