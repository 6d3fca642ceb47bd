import { type Page } from '@playwright/test';
import { test, expect, newContext } from '../support';
import { benchmarkGroups, benchmarkSource, publishedBenchmark } from '../../lib/home/benchmark-data';
import { t } from '../../lib/i18n';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

// The home page's benchmark: the figures build-tools-performance published, on one scale, with
// their source named under the chart in the page's language.
const homes = LANGS.map((lang) => ({ path: localizePath('/', lang), lang }));

const bars = (page: Page) => page.locator('.bench .bench-bar');
const scaleX = (page: Page) =>
  bars(page).evaluateAll((els) => els.map((el) => new DOMMatrix(getComputedStyle(el).transform).a));
const label = (time: number) => (time < 1 ? `${Math.round(time * 1000)}ms` : `${time.toFixed(2)}s`);

for (const home of homes) {
  test(`${home.path}: the published figures grow once, linearly over their own time, then stand on one scale, with the source named`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(home.path);
    const chart = page.locator('.bench');
    await expect(chart).toHaveAttribute('data-state', 'idle');
    expect(new Set(await scaleX(page))).toEqual(new Set([0]));

    await page.locator('.bench-source').scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-state', 'run');
    const timing = await bars(page).evaluateAll((els) =>
      els.map((el) => ({
        time: Number((el as HTMLElement).dataset.time),
        duration: getComputedStyle(el).transitionDuration,
        easing: getComputedStyle(el).transitionTimingFunction,
      })),
    );
    for (const bar of timing) {
      expect(parseFloat(bar.duration)).toBeCloseTo(bar.time, 5);
      expect(bar.easing).toBe('linear');
    }
    // The longest bar takes 6.52 s: part way, some bars are still growing (the first frame of the
    // transition may come a moment after the state changes).
    await expect.poll(async () => (await scaleX(page)).some((a) => a > 0 && a < 1)).toBe(true);
    await expect.poll(() => scaleX(page), { timeout: 15_000 }).toEqual(timing.map(() => 1));

    // Settled: what the reader sees, group by group, in the data's order.
    const groups = Object.values(benchmarkGroups(home.lang));
    await expect(page.locator('.bench-label')).toHaveText(groups.map((g) => g.label));
    const rows = await page.locator('.bench-metric').evaluateAll((els) =>
      els.map((el) => ({
        desc: el.querySelector('.bench-desc')!.textContent,
        label: el.querySelector('.bench-time')!.textContent,
        width: el.querySelector('.bench-bar')!.getBoundingClientRect().width,
      })),
    );
    const metrics = groups.flatMap((g) => g.metrics);
    expect(rows.map((r) => r.desc)).toEqual(metrics.map((m) => m.desc));
    expect(rows.map((r) => r.label)).toEqual(metrics.map((m) => label(m.time)));
    const widest = Math.max(...rows.map((r) => r.width));
    const longest = Math.max(...metrics.map((m) => m.time));
    // Every bar against the largest time of all groups, within 3 % of the widest bar (2 px minimum width).
    rows.forEach((row, i) => expect(Math.abs(row.width / widest - metrics[i].time / longest)).toBeLessThan(0.03));

    const source = benchmarkSource(home.lang);
    const line = page.locator('.bench-source');
    await expect(line).toBeInViewport();
    await expect(line).toHaveText(`${source.label} ${source.name}${source.details}`);
    for (const key of ['home.benchmark.case', 'home.benchmark.machine'] as const)
      await expect(line).toContainText(t(home.lang, key));
    await expect(line).toContainText(publishedBenchmark.date);
    const link = line.getByRole('link', { name: 'rstackjs/build-tools-performance' });
    await expect(link).toHaveAttribute('href', 'https://github.com/rstackjs/build-tools-performance');
    await expect(link).toHaveAttribute('target', '_blank');

    // Once: scrolling away and back leaves the bars full.
    await page.mouse.wheel(0, -5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await chart.scrollIntoViewIfNeeded();
    expect(await scaleX(page)).toEqual(timing.map(() => 1));
  });

  for (const width of [320, 390]) {
    test(`${home.path} at ${width} px on a phone: no sideways scroll, every time label inside the screen`, async ({
      browser,
    }) => {
      const context = await newContext(browser, {
        viewport: { width, height: 800 },
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(home.path);
      await page.locator('.bench-source').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const rights = await page
        .locator('.bench-time')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
      expect(rights.length).toBeGreaterThan(0);
      for (const right of rights) expect(right).toBeLessThanOrEqual(width);
      // A sideways swipe of the wheel does not move the page.
      await page.mouse.move(width / 2, 400);
      await page.mouse.wheel(200, 0);
      await page.waitForTimeout(100);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      await context.close();
    });
  }
}
