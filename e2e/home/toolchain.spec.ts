import { type Page } from '@playwright/test';
import { test, expect } from '../support';
import { messages } from '../../lib/i18n';
import { switcherTools } from '../../lib/config/toolchain';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

const button = (page: Page) => page.locator('.navbar .toolchain-button');
const panel = (page: Page) => page.locator('.navbar .toolchain-panel');

/** Milliseconds between the pointer entering or leaving the switcher and the popover opening or closing. */
async function recordToggleDelays(page: Page) {
  await page.evaluate(() => {
    const root = document.querySelector('.navbar .toolchain')!;
    const w = window as unknown as { marks: { type: string; at: number }[] };
    w.marks = [];
    root.addEventListener('pointerenter', () => w.marks.push({ type: 'enter', at: performance.now() }));
    root.addEventListener('pointerleave', () => w.marks.push({ type: 'leave', at: performance.now() }));
    new MutationObserver(() =>
      w.marks.push({ type: root.querySelector('button')!.getAttribute('aria-expanded')!, at: performance.now() }),
    ).observe(root, {
      attributes: true,
      subtree: true,
      attributeFilter: ['aria-expanded'],
    });
  });
  return async (from: string, to: string) => {
    const marks = await page.evaluate(() => (window as unknown as { marks: { type: string; at: number }[] }).marks);
    const start = marks.findLast((m) => m.type === from)!;
    const end = marks.find((m) => m.type === to && m.at >= start.at)!;
    return end.at - start.at;
  };
}

for (const path of ['/guide/start/', '/']) {
  test(`${path}: the switcher next to the logo opens on hover after 0.1 s and closes 0.1 s after leaving`, async ({
    page,
  }) => {
    await page.goto(path);
    // Right after the logo link in the navbar.
    expect(await page.locator('.navbar .navbar-logo + .toolchain').count()).toBe(1);
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toBeHidden();
    const delay = await recordToggleDelays(page);

    await button(page).hover();
    await expect(panel(page)).toBeVisible();
    const openDelay = await delay('enter', 'true');
    expect(openDelay).toBeGreaterThanOrEqual(95);
    expect(openDelay).toBeLessThan(1000);

    // The pointer can travel from the button into the popover without closing it.
    await panel(page).locator('a').first().hover();
    await page.waitForTimeout(300);
    await expect(panel(page)).toBeVisible();

    await page.mouse.move(900, 600);
    await expect(panel(page)).toBeHidden();
    const closeDelay = await delay('leave', 'false');
    expect(closeDelay).toBeGreaterThanOrEqual(95);
    expect(closeDelay).toBeLessThan(1000);
  });
}

test('the popover sits below the button on its left edge, with no arrow', async ({ page }) => {
  await page.goto('/guide/start/');
  await button(page).hover();
  await expect(panel(page)).toBeVisible();
  const b = (await button(page).boundingBox())!;
  const p = (await panel(page).boundingBox())!;
  expect(p.y).toBeGreaterThanOrEqual(b.y + b.height);
  expect(Math.abs(p.x - b.x)).toBeLessThan(1);
  const pseudo = await panel(page).evaluate((el) =>
    (['::before', '::after'] as const).map((which) => {
      const s = getComputedStyle(el, which);
      return { content: s.content, border: s.borderTopWidth, background: s.backgroundColor };
    }),
  );
  for (const s of pseudo) {
    expect(s.content === 'none' || (s.border === '0px' && s.background === 'rgba(0, 0, 0, 0)')).toBe(true);
  }
});

for (const lang of LANGS) {
  test(`${lang}: seven entries with name, description in the language, logo and link`, async ({ page }) => {
    await page.goto(localizePath('/config/', lang));
    await button(page).hover();
    const entries = panel(page).locator('.toolchain-item');
    await expect(entries).toHaveCount(7);
    const expected = switcherTools(lang);
    expect(expected.map((t) => t.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Rstest',
      'Awesome Rspack',
    ]);
    for (const [i, tool] of expected.entries()) {
      const entry = entries.nth(i);
      await expect(entry.locator('.tool-name')).toHaveText(tool.name);
      await expect(entry.locator('.tool-desc')).toHaveText(tool.desc);
      await expect(entry).toHaveAttribute('href', tool.href);
      const logo = entry.locator('img');
      await expect(logo).toHaveAttribute('width', '32');
      await expect(logo).toHaveAttribute('src', tool.logo);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect(entries.last()).toHaveAttribute('href', 'https://github.com/web-infra-dev/awesome-rspack');
    await expect(entries.first()).toHaveAttribute('href', lang === 'en' ? 'https://rspack.rs' : 'https://rspack.rs/zh');
    await expect(button(page)).toHaveAttribute('aria-label', messages[lang]['toolchain.label']);
  });
}

test('Escape closes the popover; the keyboard opens it and reaches its links', async ({ page }) => {
  await page.goto('/guide/start/');
  await button(page).hover();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();

  await page.mouse.move(900, 600);
  await button(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel(page).locator('.toolchain-item').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(button(page)).toBeFocused();
});

test('a click on the button does not close what hovering opened, and a click elsewhere closes it', async ({ page }) => {
  await page.goto('/guide/start/');
  await button(page).click();
  await page.waitForTimeout(300);
  await expect(panel(page)).toBeVisible();
  await panel(page).hover();
  await page.locator('main h1').click();
  await expect(panel(page)).toBeHidden();
});
