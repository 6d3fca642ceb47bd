import type { Page } from '@playwright/test';
import { test, expect, LANG_THEMES, focused, storeTheme, tabTo } from '../support';
import { t } from '../../lib/i18n';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

// A reader with only a keyboard, from the top of a doc page: every control they land on shows a focus ring
// and is not hidden behind the sticky navbar; skip link, search by Ctrl+K and `/`, results by arrows and
// Enter, the sidebar, tabs by arrow keys, code copy, the theme and language switches; a heading link lands
// below the navbar; Back and Forward put the page back where it was.
test.use({ viewport: { width: 1400, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

const ROUTE = '/guide/start/quick-start';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The scroll position once it has stopped moving (keys and hash links may scroll smoothly). */
async function settledScroll(page: Page) {
  let last = -1;
  for (let i = 0; i < 30; i++) {
    const now = await scrollY(page);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(150);
  }
  throw new Error('the page kept scrolling');
}

for (const [lang, theme] of LANG_THEMES) {
  test(`${lang}, ${theme}: a doc page by keyboard alone`, async ({ page }, info) => {
    test.setTimeout(90_000);
    const s = {
      skip: t(lang, 'a11y.skipToContent'),
      toDark: t(lang, 'theme.toDark'),
      toLight: t(lang, 'theme.toLight'),
      menu: t(lang, 'theme.menu'),
      query: 'minify',
    };
    const here = localizePath(ROUTE, lang);
    // The switch leads to the same page in the other language.
    const other = localizePath(
      ROUTE,
      LANGS.find((l) => l !== lang)!,
    );
    const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}.png`) });
    await storeTheme(page, theme);
    await page.goto(here);
    const html = page.locator('html');
    if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
    else await expect(html).not.toHaveClass(/\bdark\b/);

    // The skip link comes first and takes focus into the content.
    await tabTo(page, '.skip-link', 1);
    await expect(page.getByRole('link', { name: s.skip })).toBeInViewport();
    await shot('skip-link');
    await page.keyboard.press('Enter');
    await tabTo(page, '#main-content *', 1);

    // Back at the top: through the navbar to the theme switch, which flips the page and back.
    await page.keyboard.press('Shift+Tab');
    await page.goto(here);
    await tabTo(page, '.theme-toggle');
    await shot('theme-toggle');
    await expect(page.locator('.theme-toggle')).toHaveAccessibleName(theme === 'dark' ? s.toLight : s.toDark);
    await page.keyboard.press('Enter');
    if (theme === 'dark') await expect(html).not.toHaveClass(/\bdark\b/);
    else await expect(html).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Enter');
    if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
    else await expect(html).not.toHaveClass(/\bdark\b/);
    // Its menu opens with Enter, closes with Escape and gives focus back.
    await tabTo(page, '.theme-menu-toggle', 1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: s.menu })).toBeVisible();
    await tabTo(page, '.theme-menu button', 1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: s.menu })).toBeHidden();
    expect((await focused(page, '.theme-menu-toggle')).matches).toBe(true);

    // On into the sidebar.
    await tabTo(page, '.sidebar a');

    // Tabs by arrow keys, then copying a code block with the keyboard.
    const tab = page.locator('[role="tab"]:focus');
    await tabTo(page, '[role="tab"][aria-selected="true"]');
    const first = await tab.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(tab).not.toHaveText(first!);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await shot('tab');
    await tabTo(page, '.copy-button');
    await shot('copy-button');
    const copy = page.locator('.copy-button:focus');
    await page.keyboard.press('Enter');
    await expect(copy).toHaveAttribute('data-copied', /.*/);
    const code = await copy.evaluate(
      (b) => b.closest('.code-body, pre, figure')?.querySelector('code')?.textContent ?? '',
    );
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());

    // A link to a heading of the page: the heading lands below the sticky navbar, in view.
    await tabTo(page, '.doc-outline a[href^="#"]', 250);
    const hash = (await page.locator('.doc-outline a:focus').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    const heading = page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`);
    await expect(heading).toBeInViewport();
    const navbarBottom = await page.locator('header.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(navbarBottom);
    const hashScroll = await settledScroll(page);
    expect(hashScroll).toBeGreaterThan(0);

    // Search by Ctrl+K: type, move through the results with the arrows, open one with Enter.
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await page.keyboard.type(s.query);
    await expect(page.locator('.DocSearch-Hit').nth(1)).toBeVisible();
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
    const firstHit = await selected.textContent();
    await page.keyboard.press('ArrowDown');
    await expect(selected).not.toHaveText(firstHit!);
    const target = (await selected.locator('a').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    await expect(page).toHaveURL(
      (url) => url.pathname + url.hash === new URL(target, url).pathname + new URL(target, url).hash,
    );
    // Focus goes on in the page the result opened (its heading, or the content), not back in the header:
    // the closing modal's hand-back to the search button comes a frame later, so wait two.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('#main-content')), {
        message: 'focus in the content',
      })
      .toBe(true);
    await settledScroll(page);
    await page.keyboard.press('PageDown');
    // Waits for the scroll to begin: on a busy machine it may start after two samples that agree.
    await expect.poll(() => scrollY(page), { message: 'PageDown scrolls the page' }).toBeGreaterThan(0);
    const resultScroll = await settledScroll(page);

    // Back and Forward restore where the page was.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === here && url.hash === hash);
    await expect.poll(() => scrollY(page)).toBe(hashScroll);
    await page.goForward();
    await expect(page).toHaveURL((url) => url.pathname === new URL(target, url).pathname);
    await expect.poll(() => scrollY(page)).toBe(resultScroll);

    // `/` opens search too; Escape closes it and focus returns to the search button, ringed.
    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    // Focus comes back a frame after the dialog has gone (the page behind is inert until then).
    await expect
      .poll(
        async () => {
          const back = await focused(page, '.search-button');
          return back.matches && back.ring && back.visible;
        },
        { message: 'the search button focused with a ring' },
      )
      .toBe(true);

    // The language switch, from the top of the page.
    await page.goto(here);
    await tabTo(page, '.lang-switch');
    await shot('lang-switch');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === other);
  });
}
