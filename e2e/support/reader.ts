// What a spec may do and check as a reader: only what a reader has. A finger (the browser's own touch
// gesture, never a synthetic DOM event), the wheel, the keyboard; and what is drawn where a reader looks.
import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../../lib/i18n';
import { SHORT_CELL, SHORT_WORD_CELL, WORD_CELL } from '../../lib/content/line-breaks';
import { siteLangOf } from '../../lib/routing/lang-path';
import type { Lang } from '../../lib/site-config';

/**
 * Both languages and both themes in two runs instead of four: a language is data and a theme is CSS, so
 * a break in either shows in the run that has it; only a break in one pairing of the two would be missed,
 * and the two runs left out of each 2 × 2 matrix cost about a minute and a half of every test run.
 */
export const LANG_THEMES = [
  ['en', 'light'],
  ['zh', 'dark'],
] as const satisfies readonly (readonly [Lang, 'light' | 'dark'])[];

/** The name a page in `pageLang` gives its link to the `target` language ("Language: 简体中文"). */
export const langSwitchName = (pageLang: Lang, target: Lang) =>
  `${t(pageLang, 'nav.language')}: ${siteLangOf(target).label}`;

/**
 * A finger drag starting at (x, y): positive `distance` moves the finger up, so what is under it scrolls
 * down. The browser's own touch input (as `page.tap` uses), so scrolling, momentum and touch-action apply
 * as on a phone.
 */
export const swipe = (page: Page, x: number, y: number, distance: number) => drag(page, x, y, 0, distance);

/** The same sideways: positive `distance` moves the finger left, so what is under it scrolls right. */
export const swipeSideways = (page: Page, x: number, y: number, distance: number) => drag(page, x, y, distance, 0);

async function drag(page: Page, x: number, y: number, dx: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 10;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x - (dx * i) / steps, y: y - (dy * i) / steps }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits until `target` stops moving (the fling of a swipe has run out), as a reader does before tapping. */
export async function settle(target: Locator) {
  let last = '';
  for (let i = 0; i < 50; i++) {
    const now = JSON.stringify(await target.boundingBox());
    if (now === last) return;
    last = now;
    await target.page().waitForTimeout(80);
  }
}

/**
 * Swipes over `area` until `target` is within the viewport (a reader looking for an entry), at most
 * `tries` times: toward it, so a fling that carried it past the screen is swiped back.
 */
export async function swipeUntilVisible(page: Page, area: Locator, target: Locator, tries = 12) {
  for (let i = 0; i < tries; i++) {
    if (await isInSight(target)) return true;
    const box = (await area.boundingBox())!;
    const viewport = page.viewportSize()!;
    const top = Math.max(box.y, 0);
    const bottom = Math.min(box.y + box.height, viewport.height);
    const x = box.x + Math.min(box.width, viewport.width) / 2;
    // How far the target is from the middle of what is in sight (not laid out yet: further down), at most
    // six tenths of it per swipe.
    const spot = await target.boundingBox();
    const away = spot ? spot.y + spot.height / 2 - (top + bottom) / 2 : Infinity;
    const distance = Math.sign(away) * Math.min(Math.max(Math.abs(away), 40), (bottom - top) * 0.6);
    await swipe(page, x, away > 0 ? top + (bottom - top) * 0.8 : top + (bottom - top) * 0.2, distance);
  }
  return isInSight(target);
}

/** Still, wholly on screen and not covered: where a reader can see and tap it. */
async function isInSight(target: Locator) {
  await settle(target);
  return (await isOnScreen(target)) && (await isTappable(target));
}

/** Wholly inside the viewport. */
export async function isOnScreen(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });
}

/** A tap at the centre of `target` would reach it: nothing is drawn over that point. */
export async function isTappable(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.width > 0 && !!hit && el.contains(hit);
  });
}

/** How far the page scrolls sideways (0 when it does not). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * What a reader would find split across lines in a table or in a config option's facts: a heading cell or
 * a short cell (a row's label or one short word, lib/content/line-breaks.ts: keptOnOneLine) on two lines, or code
 * broken between two letters or digits, in a cell or in the facts after Type (a type breaks at its own
 * break points); and anywhere in the text, a command-line flag cut after its dashes (`--` | `config`).
 * Code may otherwise wrap where text does, at a space or punctuation (`npm.` | `<scope>`, `@babel/preset-` | `env`).
 */
export function wordSplits(page: Page) {
  return page.evaluate(
    ([shortCell, shortWordCell, wordCell]) => {
      /** The vertical middle of each character of `el`'s text that is drawn, in order. */
      const middles = (el: Element) => {
        const found: { char: string; middle: number }[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (let i = 0; i < node.textContent!.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (rect) found.push({ char: node.textContent![i], middle: rect.top + rect.height / 2 });
          }
        return found;
      };
      // Text and code of one line differ in size, not by a line's height.
      const newLine = (a: number, b: number) => Math.abs(a - b) > 8;
      const split: string[] = [];
      for (const code of document.querySelectorAll('.prose td code, .config-meta div:not(:first-child) dd code')) {
        const chars = middles(code);
        if (
          chars.some(
            (c, i) =>
              i > 0 && newLine(c.middle, chars[i - 1].middle) && /\w/.test(c.char) && /\w/.test(chars[i - 1].char),
          )
        )
          split.push(`code ${code.textContent}`);
      }
      for (const th of document.querySelectorAll('.prose th')) {
        const chars = middles(th);
        if (chars.some((c) => newLine(c.middle, chars[0].middle))) split.push(`heading ${th.textContent}`);
      }
      // A short cell, a row's label (提供方), stays on one line, not one character per line; so does a
      // short word (2024-09-10), not broken at its hyphens.
      const word = new RegExp(wordCell);
      for (const td of document.querySelectorAll('.prose td')) {
        const text = td.textContent!.trim();
        const length = [...text].length;
        if (length > shortCell && (length > shortWordCell || !word.test(text))) continue;
        const chars = middles(td);
        if (chars.some((c) => newLine(c.middle, chars[0].middle))) split.push(`label ${td.textContent}`);
      }
      // A flag's dashes stay with its name: `--config`, `-o`.
      for (const code of document.querySelectorAll('.prose :not(pre) > code')) {
        if (!/(^|\s)-{1,2}[A-Za-z]/.test(code.textContent!)) continue;
        const chars = middles(code);
        const cut = chars.findIndex(
          (c, i) =>
            i > 0 &&
            newLine(c.middle, chars[i - 1].middle) &&
            /[A-Za-z]/.test(c.char) &&
            /(^|\s)-+$/.test(
              chars
                .slice(0, i)
                .map((p) => p.char)
                .join(''),
            ),
        );
        if (cut > 0) split.push(`flag ${code.textContent}`);
      }
      return split;
    },
    [SHORT_CELL, SHORT_WORD_CELL, WORD_CELL.source] as const,
  );
}

/** navbarClashes, plus the page scrolling sideways, in one look. */
export async function navbarProblems(page: Page) {
  const [clashes, sideways] = await Promise.all([navbarClashes(page), sidewaysScroll(page)]);
  return sideways ? [...clashes, `scrolls sideways by ${sideways} px`] : clashes;
}

/**
 * The navbar items a reader can see that are drawn over one another or past the window's edges, as
 * "a | b" descriptions (empty when the navbar lays out cleanly).
 */
export function navbarClashes(page: Page) {
  return page.evaluate(() => {
    const items = [
      ...document.querySelectorAll<HTMLElement>(
        '.navbar-logo, .toolchain-button, .search-button, .navbar-nav > ul > li, .navbar-tools > *, .nav-screen-button',
      ),
    ].filter(
      (el) =>
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility !== 'hidden' &&
        !el.closest('[data-nav-screen-open] .navbar-menu'),
    );
    const name = (el: HTMLElement) => {
      const control = el.matches('a, button') ? el : (el.querySelector('a, button') ?? el);
      return (control.getAttribute('aria-label') ?? control.textContent ?? '').trim() || el.className;
    };
    const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() })).filter(({ r }) => r.width > 0);
    const clashes: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i];
      if (a.r.left < -0.5 || a.r.right > innerWidth + 0.5) clashes.push(`${name(a.el)} | window edge`);
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.r.right <= b.r.left + 0.5 ||
          b.r.right <= a.r.left + 0.5 ||
          a.r.bottom <= b.r.top + 0.5 ||
          b.r.bottom <= a.r.top + 0.5;
        if (!apart) clashes.push(`${name(a.el)} | ${name(b.el)}`);
      }
    }
    return clashes;
  });
}

export interface Focused {
  name: string;
  matches: boolean;
  /**
   * An outline of at least 2 px, or a box shadow, drawn by :focus-visible, and not cut away on every
   * side by an ancestor that clips (a code block's rounded frame hid the ring of its scrollable `pre`).
   */
  ring: boolean;
  /** On screen, opaque, and what a reader sees at its centre (not covered by the sticky navbar). */
  visible: boolean;
}

export const focused = (page: Page, selector: string) =>
  page.evaluate((selector): Focused => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    // Where the ring is drawn, and the box the clipping ancestors leave of it.
    const out = parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth);
    const clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let a = el.parentElement; a; a = a.parentElement) {
      const o = getComputedStyle(a);
      if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      clip.left = Math.max(clip.left, c.left);
      clip.top = Math.max(clip.top, c.top);
      clip.right = Math.min(clip.right, c.right);
      clip.bottom = Math.min(clip.bottom, c.bottom);
    }
    const outlineShows =
      s.outlineStyle !== 'none' &&
      parseFloat(s.outlineWidth) >= 2 &&
      (r.left - out >= clip.left - 0.5 ||
        r.top - out >= clip.top - 0.5 ||
        r.right + out <= clip.right + 0.5 ||
        r.bottom + out <= clip.bottom + 0.5);
    return {
      name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 50),
      matches: el.matches(selector),
      ring: el.matches(':focus-visible') && (outlineShows || s.boxShadow !== 'none'),
      visible:
        r.width > 0 &&
        r.bottom > 0 &&
        r.top < innerHeight &&
        s.visibility !== 'hidden' &&
        Number(s.opacity) > 0.5 &&
        !!top &&
        (el.contains(top) || top.contains(el)),
    };
  }, selector);

/** Presses Tab until focus is on `selector`, checking the ring and visibility of every control on the way. */
export async function tabTo(page: Page, selector: string, max = 150) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page, selector);
    expect(f.ring, `a focus ring on "${f.name}"`).toBe(true);
    expect(f.visible, `"${f.name}" visible where it is`).toBe(true);
    if (f.matches) return;
  }
  throw new Error(`${selector} not reached in ${max} presses of Tab`);
}
