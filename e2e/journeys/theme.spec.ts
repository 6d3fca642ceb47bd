import type { Page } from '@playwright/test';
import { test, expect, LANG_THEMES } from '../support';
import { THEME_STORAGE_KEY as KEY } from '../../lib/browser/theme';
import { t } from '../../lib/i18n';
import { localizePath } from '../../lib/routing/lang-path';

// A reader on a light or a dark system presses the theme button: the first click must change what they
// see, the button must say what it will do, and following the system stays one menu away.
const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(22, 24, 29)';
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

for (const [lang, system] of LANG_THEMES) {
  test(`${lang}, ${system} system: the first click flips the theme, the menu follows the system again`, async ({
    page,
  }, info) => {
    const s = {
      toDark: t(lang, 'theme.toDark'),
      toLight: t(lang, 'theme.toLight'),
      menu: t(lang, 'theme.menu'),
      auto: t(lang, 'theme.auto'),
    };
    const other = system === 'light' ? 'dark' : 'light';
    await page.emulateMedia({ colorScheme: system });
    await page.goto(localizePath('/guide/start/quick-start', lang));
    const navbar = page.locator('header.navbar');
    const button = navbar.locator('.theme-toggle');
    expect(await background(page)).toBe(system === 'light' ? LIGHT : DARK);

    await button.click();
    await expect
      .poll(() => background(page), 'the first click changes the page')
      .toBe(other === 'light' ? LIGHT : DARK);
    await page.screenshot({ path: info.outputPath(`after-first-click.png`) });
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(other);
    // The name says what the next click does: back to what the system shows.
    await expect(
      navbar.getByRole('button', { name: system === 'light' ? s.toLight : s.toDark, exact: true }),
    ).toBeVisible();
    await button.click();
    await expect.poll(() => background(page)).toBe(system === 'light' ? LIGHT : DARK);
    await expect(
      navbar.getByRole('button', { name: system === 'light' ? s.toDark : s.toLight, exact: true }),
    ).toBeVisible();

    // Follow the system: stored as auto, the page then follows the system while open and after a reload.
    await button.click();
    await navbar.getByRole('button', { name: s.menu }).click();
    const follow = navbar.getByRole('button', { name: s.auto });
    await expect(follow).toBeInViewport();
    await follow.click();
    await expect(follow).toBeHidden();
    await expect.poll(() => background(page)).toBe(system === 'light' ? LIGHT : DARK);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('auto');
    await page.emulateMedia({ colorScheme: other });
    await expect.poll(() => background(page)).toBe(other === 'light' ? LIGHT : DARK);
    await page.reload();
    await expect.poll(() => background(page)).toBe(other === 'light' ? LIGHT : DARK);
    await navbar.getByRole('button', { name: s.menu }).click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(follow).toBeHidden();
  });
}
