// Where the keyboard's focus goes. The search dialog, the phone's nav screen, the sidebar drawer and the
// toolchain popover are modal while open: a labelled dialog, Tab and Shift+Tab never leave it, the page behind
// is inert. Every navbar control shows a focus ring; the skip link and a client navigation put focus on the
// content; Tab after a click in the text goes on from there.
import { type Page } from '@playwright/test';
import { test, expect, langSwitchName } from '../support';
import { t } from '../../lib/i18n';

/** Presses `key` until focus comes back to where it started, checking after each press that it is inside `allowed`. */
async function tabAround(page: Page, allowed: string, key: 'Tab' | 'Shift+Tab', max = 250) {
  const where = () =>
    page.evaluate((sel) => {
      const el = document.activeElement as HTMLElement | null;
      return {
        inside: !!el?.closest(sel),
        name: `${el?.tagName} ${el?.getAttribute('href') ?? ''} ${el?.textContent?.trim().slice(0, 40) ?? ''}`,
      };
    }, allowed);
  const start = await where();
  expect(start.inside, `focus starts inside ${allowed}`).toBe(true);
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const now = await where();
    expect(now.inside, `${key} #${i + 1} moved focus to ${now.name}, outside the dialog`).toBe(true);
    if (now.name === start.name) return seen.length;
    seen.push(now.name);
  }
  throw new Error(`${key} did not come back to ${start.name} within ${max} presses`);
}

/** What a screen reader is told: the page behind is inert while the dialog is open. */
const behindIsInert = (page: Page) =>
  page.evaluate(() => !!document.querySelector('#main-content')?.closest('[inert]'));

test('the search dialog keeps focus, names itself and makes the page inert until it closes', async ({ page }) => {
  await page.goto('/guide/start/');
  await page.keyboard.press('Control+k');
  // The labelled wrapper has no box of its own: DocSearch's overlay inside it is fixed to the viewport.
  const dialog = page.getByRole('dialog', { name: t('en', 'search.button') });
  await expect(dialog.locator('.DocSearch-Modal')).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await page.locator('.DocSearch-Input').fill('minify');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(await behindIsInert(page)).toBe(true);
  await tabAround(page, '.search-modal', 'Tab');
  await tabAround(page, '.search-modal', 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await behindIsInert(page)).toBe(false);
  await expect(page.locator('.search-button')).toBeFocused();
});

test('中文: the search dialog is named in Chinese', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: t('zh', 'search.button') }).locator('.DocSearch-Modal')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the nav screen is a dialog: Tab cycles through it and its close button, the page is inert', async ({
    page,
  }) => {
    await page.goto('/guide/start/');
    await page.getByRole('button', { name: t('en', 'nav.openScreen') }).tap();
    const dialog = page.getByRole('dialog', { name: t('en', 'nav.menu') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await behindIsInert(page)).toBe(true);
    await page.getByRole('button', { name: t('en', 'nav.closeScreen') }).focus();
    const stops = await tabAround(page, '#nav-screen, .nav-screen-button', 'Tab');
    expect(stops).toBeGreaterThan(3);
    await tabAround(page, '#nav-screen, .nav-screen-button', 'Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await behindIsInert(page)).toBe(false);
  });

  test('the sidebar drawer is a dialog: Tab stays in it and its Menu button, the page is inert, the backdrop still closes it', async ({
    page,
  }) => {
    await page.goto('/community/');
    await page.getByRole('button', { name: t('en', 'menuBar.menu') }).tap();
    const dialog = page.getByRole('dialog', { name: t('en', 'sidebar.label') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await behindIsInert(page)).toBe(true);
    await tabAround(page, '#doc-sidebar, .menu-bar-sidebar', 'Tab');
    await tabAround(page, '#doc-sidebar, .menu-bar-sidebar', 'Shift+Tab');
    await page.getByTestId('sidebar-backdrop').tap({ position: { x: 370, y: 400 } });
    await expect(dialog).toHaveCount(0);
    expect(await behindIsInert(page)).toBe(false);
  });
});

test('the toolchain popover opened from the keyboard is a dialog that Tab does not leave', async ({ page }) => {
  await page.goto('/guide/start/');
  const button = page.getByRole('button', { name: t('en', 'toolchain.label') });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('en', 'toolchain.label') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await behindIsInert(page)).toBe(true);
  expect(await tabAround(page, '.toolchain', 'Tab')).toBeGreaterThanOrEqual(7);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(await behindIsInert(page)).toBe(false);
});

// A reader who clicks into the text and presses Tab goes on from there, not from the top of the article.
for (const path of ['/guide/basic/server', '/zh/guide/basic/server']) {
  test(`${path}: Tab after a click in the text moves to the next link after it`, async ({ page }) => {
    await page.goto(path);
    // A paragraph of plain text, with links before it in the article.
    const paragraphs = page.locator('article.prose > p:not(:has(a, code))');
    const paragraph = paragraphs.nth(Math.floor((await paragraphs.count()) / 2));
    await paragraph.scrollIntoViewIfNeeded();
    const box = (await paragraph.boundingBox())!;
    await page.mouse.click(box.x + 10, box.y + box.height / 2);
    await page.keyboard.press('Tab');
    const after = await paragraph.evaluate((p) => {
      const active = document.activeElement!;
      return {
        following: !!(p.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING),
        name: `${active.tagName} ${active.textContent?.trim().slice(0, 30)}`,
      };
    });
    expect(after.following, `Tab went to ${after.name}`).toBe(true);
    // And the focused link is on screen, near where the reader was.
    await expect(page.locator(':focus')).toBeInViewport();
  });
}

test('every control of the navbar is reachable by keyboard with a visible focus ring', async ({ page }) => {
  await page.goto('/guide/start/');
  const reached: string[] = [];
  // Enough presses to pass the skip link, the announcement bar and every navbar control.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        name: el.getAttribute('aria-label') || el.textContent!.trim(),
        ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        inHeader: !!el.closest('header'),
      };
    });
    if (!info.inHeader) continue;
    expect(info.ring, `focus ring on ${info.name}`).toBe(true);
    reached.push(info.name);
  }
  const names = [
    'Rsbuild',
    ...(['nav.guide', 'nav.config', 'nav.plugin', 'nav.api', 'nav.community', 'nav.version'] as const).map((key) =>
      t('en', key),
    ),
    langSwitchName('en', 'zh'),
    ...(['theme.toDark', 'theme.menu', 'social.github', 'social.x', 'social.discord', 'social.bluesky'] as const).map(
      (key) => t('en', key),
    ),
  ];
  for (const name of names) expect(reached).toContain(name);
});

test('after a client navigation focus is on the content; the skip link leads there too', async ({ page }) => {
  await page.goto('/guide/start/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t('en', 'a11y.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.locator('.pager-next').click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.locator('#main-content')).toBeFocused();
  await page.goto('/zh/guide/start/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t('zh', 'a11y.skipToContent') })).toBeFocused();
});
