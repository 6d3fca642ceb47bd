// Zooming pictures, as docs/behaviour.md §4 says: a screenshot (medium-zoom, loaded only once a picture is
// used) and a diagram or chart (components/pictures/figure-zoom.ts) open over the theme's background on a
// click, a tap, Enter or Space, and close on a click, Escape, a resize or a scroll of more than 40 px.
import { type Page } from '@playwright/test';
import { test, expect, LANG_THEMES, storeTheme } from '../support';
import { localizePath } from '../../lib/routing/lang-path';

// medium-zoom itself, on an image each test adds to the article as MDX would render it: what is checked is
// the library's behaviour, whatever the picture.
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
  // medium-zoom ignores closes while its opening animation runs, and says on the image when that is over:
  // however long a busy machine takes, the test acts after it.
  await img.evaluate((el) =>
    el.addEventListener('medium-zoom:opened', () => el.setAttribute('data-test-opened', ''), { once: true }),
  );
  await img.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  await expect(img).toHaveAttribute('data-test-opened', '');
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
    await storeTheme(page, theme);
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

// Screenshots on real content pages.
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
  // medium-zoom ignores closes while it animates: wait until the zoomed image stands still.
  const box = () => page.locator('.medium-zoom-image--opened').boundingBox();
  await expect
    .poll(async () => {
      const before = JSON.stringify(await box());
      await page.waitForTimeout(150);
      return before === JSON.stringify(await box());
    })
    .toBe(true);
}

for (const theme of ['light', 'dark'] as const) {
  test(`English, ${theme}: a screenshot opens on a click over the theme background, Escape closes it`, async ({ page }) => {
    await storeTheme(page, theme);
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

  test('a tap opens a screenshot, a tap closes it', async ({ page }) => {
    const img = await screenshotOn(page, '/zh/config/dev/client');
    await img.tap();
    await expectOpened(page);
    await page.locator('.medium-zoom-overlay').tap({ position: { x: 20, y: 20 } });
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });
});

// Diagrams and charts are not images, so medium-zoom cannot zoom them; they zoom by the same rules
// (components/pictures/figure-zoom.ts), as a copy of the same text in the theme's colours.
const ZOOMED = '.figure-zoom-image';

async function figureOn(page: Page, path: string, kind = 'diagram') {
  await page.goto(path);
  const figure = page.locator(`.prose figure.${kind}`).first();
  await figure.scrollIntoViewIfNeeded();
  // Clicks before hydration do nothing: wait for React to own the figure.
  await expect.poll(() => figure.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')))).toBe(true);
  return { figure, picture: figure.locator('.picture-zoom-target > *'), control: figure.getByRole('button') };
}

/** The zoom is open, over the theme's background, larger than the picture in the text and centred. */
async function expectZoomed(page: Page, inText: { width: number; height: number }, minScale: number) {
  const zoomed = page.locator(ZOOMED);
  await expect(zoomed).toBeVisible();
  // Let the 0.3 s transition end.
  await expect.poll(async () => (await zoomed.boundingBox())!.width, { intervals: [100] }).toBeGreaterThan(inText.width * minScale);
  await page.waitForTimeout(350);
  const box = (await zoomed.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width / inText.width).toBeCloseTo(box.height / inText.height, 2);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
  // The copy is laid out as in the text, filling its box (it keeps the text column's styles).
  const inner = (await zoomed.locator(':scope > *').boundingBox())!;
  expect(Math.abs(inner.height - box.height)).toBeLessThan(2);
  // Fits the screen, and nothing covers it where a reader looks.
  expect(box.width).toBeLessThanOrEqual(viewport.width + 1);
  expect(box.height).toBeLessThanOrEqual(viewport.height + 1);
  expect(await page.evaluate(([x, y, sel]) => !!document.elementFromPoint(x, y)?.closest(sel), [box.x + box.width / 2, box.y + 4, ZOOMED] as const)).toBe(true);
  const [overlayBg, bodyBg] = await Promise.all([
    page.locator('.figure-zoom-overlay').evaluate((el) => getComputedStyle(el).backgroundColor),
    page.evaluate(() => getComputedStyle(document.body).backgroundColor),
  ]);
  expect(overlayBg).toBe(bodyBg);
}

async function expectClosed(page: Page, picture: ReturnType<Page['locator']>) {
  await expect(page.locator(ZOOMED)).toHaveCount(0);
  await expect(page.locator('.figure-zoom-overlay')).toHaveCount(0);
  await expect(picture).toBeVisible();
}

/** A page with a diagram, and a text of that diagram in each language. */
const DIAGRAM_PAGE = '/guide/start/';
const diagramText = { en: 'Your app and its framework', zh: '你的应用和所用框架' };

// English light and Chinese dark here; the phone's tests below take the other two.
for (const [lang, theme] of LANG_THEMES) {
  test(`${lang}, ${theme}: a click zooms a diagram, its text and theme colours kept; a click closes it`, async ({ page }) => {
    await storeTheme(page, theme);
    const { picture } = await figureOn(page, localizePath(DIAGRAM_PAGE, lang));
    const inText = (await picture.boundingBox())!;
    await picture.click();
    await expectZoomed(page, inText, 1.5);
    const zoomed = page.locator(ZOOMED);
    // Real text, in the page's language, in the theme's colours, readable on the theme's background.
    await expect(zoomed.locator('text', { hasText: diagramText[lang] }).first()).toBeVisible();
    // A box's fill and its title's, zoomed and in the text.
    const colours = (sel: string) => page.locator(sel).first().evaluate((el) => [getComputedStyle(el).fill, getComputedStyle(el.parentElement!.querySelector('text')!).fill]);
    expect(await colours(`${ZOOMED} .diagram-box > rect`)).toEqual(await colours('.prose figure.diagram .diagram-box > rect'));
    const [, textFill] = await colours(`${ZOOMED} .diagram-box > rect`);
    expect(textFill).not.toBe(await page.locator('.figure-zoom-overlay').evaluate((el) => getComputedStyle(el).backgroundColor));
    await page.screenshot({ path: test.info().outputPath(`diagram-zoom-${lang}-${theme}.png`) });
    await page.mouse.click(5, 5);
    await expectClosed(page, picture);
  });
}

test('keyboard: Enter on the diagram button zooms, Escape closes and gives the focus back; Space reopens, a resize closes', async ({ page }) => {
  const { picture, control } = await figureOn(page, '/zh/guide/start/');
  await expect(control).toHaveAccessibleName('放大查看此图');
  const inText = (await picture.boundingBox())!;
  // The reader tabs through the article until the diagram's button, which shows when it has the focus.
  await page.locator('.prose figure.diagram').first().locator('xpath=preceding-sibling::p[1]').click({ position: { x: 2, y: 2 } });
  for (let i = 0; i < 40 && !(await control.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  await expect.poll(() => control.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.keyboard.press('Enter');
  await expectZoomed(page, inText, 1.5);
  await page.keyboard.press('Escape');
  await expectClosed(page, picture);
  await expect(control).toBeFocused();
  await page.keyboard.press('Space');
  await expectZoomed(page, inText, 1.5);
  await page.setViewportSize({ width: 1000, height: 700 });
  await expectClosed(page, picture);
});

test('scrolling more than 40 px closes a zoomed diagram after 150 ms; a smaller scroll keeps it', async ({ page }) => {
  const { picture } = await figureOn(page, '/guide/advanced/environments');
  const inText = (await picture.boundingBox())!;
  const openedAt = await page.evaluate(() => window.scrollY);
  await picture.click();
  await expectZoomed(page, inText, 1.2);
  await page.mouse.wheel(0, 30);
  await page.waitForTimeout(400);
  await expect(page.locator(ZOOMED)).toBeVisible();
  // Timed in the page: from the first scroll event past 40 px to the moment the zoom starts closing.
  await page.evaluate((start) => {
    const w = window as unknown as { zoomTimes: number[] };
    w.zoomTimes = [];
    const onScroll = () => {
      if (Math.abs(window.scrollY - start) <= 40) return;
      w.zoomTimes[0] ??= performance.now();
    };
    document.addEventListener('scroll', onScroll);
    new MutationObserver((_, observer) => {
      if (document.body.classList.contains('figure-zoom--opened')) return;
      observer.disconnect();
      w.zoomTimes[1] = performance.now();
    }).observe(document.body, { attributes: true, attributeFilter: ['class'] });
  }, openedAt);
  await page.mouse.wheel(0, 200);
  await expectClosed(page, picture);
  const [scrolled, closed] = await page.evaluate(() => (window as unknown as { zoomTimes: number[] }).zoomTimes);
  expect(closed - scrolled).toBeGreaterThanOrEqual(145);
});

test('the charts zoom too: the benchmark of guide/start and the browser-support chart', async ({ page }) => {
  // Both take the column's width, and the benchmark nearly a 720 px screen's height: a larger screen has
  // room to show them larger.
  await page.setViewportSize({ width: 1600, height: 1000 });
  for (const [path, kind] of [
    ['/guide/start/', 'benchmark'],
    ['/zh/guide/advanced/browser-compatibility', 'support'],
  ]) {
    const { picture } = await figureOn(page, path, kind);
    const inText = (await picture.boundingBox())!;
    await picture.click();
    await expectZoomed(page, inText, 1.3);
    await page.screenshot({ path: test.info().outputPath(`chart-zoom-${kind}.png`) });
    await page.mouse.click(5, 5);
    await expectClosed(page, picture);
  }
});

test.describe('phone: diagrams', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [lang, theme] of [
    ['en', 'dark'],
    ['zh', 'light'],
  ] as const) {
    test(`${lang}, ${theme}: a tap zooms a diagram to the screen's width, a tap closes it`, async ({ page }) => {
      await storeTheme(page, theme);
      const { picture } = await figureOn(page, localizePath(DIAGRAM_PAGE, lang));
      const inText = (await picture.boundingBox())!;
      await picture.tap();
      await expectZoomed(page, inText, 1.05);
      await expect(page.locator(ZOOMED).locator('text', { hasText: diagramText[lang] }).first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`diagram-zoom-phone-${lang}-${theme}.png`) });
      await page.locator('.figure-zoom-overlay').tap({ position: { x: 20, y: 20 } });
      await expectClosed(page, picture);
    });
  }
});
