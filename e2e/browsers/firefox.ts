// Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi.
import puppeteer, { type KeyInput, type Page } from 'puppeteer-core';
import { HYDRATED, type Reader } from './reader';
import { VISITED_KEY } from '../../lib/browser/lang-redirect';

export const FIREFOX = '/usr/bin/firefox-esr';

/**
 * `blockSiteData`: Firefox set to block all cookies, as some readers do, which makes every use of
 * localStorage throw a SecurityError.
 */
export async function firefoxReader(origin: string, { blockSiteData = false } = {}): Promise<Reader> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
    ...(blockSiteData ? { extraPrefsFirefox: { 'network.cookie.cookieBehavior': 2 } } : {}),
  });
  const page: Page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const url = (path: string) => new URL(path, origin).href;
  const shown = async (selector: string) => (await page.waitForSelector(selector, { visible: true, timeout: 8000 }))!;
  // A returning visitor: the language redirect (docs/behaviour.md §2.12) leaves the pages where they are. Without
  // storage it never runs (lib/browser/lang-redirect.ts).
  await page.goto(url('/'));
  if (!blockSiteData) await page.evaluate((key) => localStorage.setItem(key, '1'), VISITED_KEY);
  return {
    engine: blockSiteData ? 'Firefox ESR, site data blocked' : 'Firefox ESR',
    keepsSiteData: !blockSiteData,
    async goto(path) {
      await page.goto(url(path), { waitUntil: 'load' });
      await page.waitForFunction(HYDRATED, { timeout: 8000 }).catch(() => {});
    },
    async click(selector) {
      await (await shown(selector)).click();
    },
    async hover(selector) {
      await (await shown(selector)).hover();
    },
    type: (text) => page.keyboard.type(text),
    async press(key) {
      const [modifier, letter] = key.split('+') as [KeyInput, KeyInput?];
      if (!letter) return page.keyboard.press(modifier);
      await page.keyboard.down(modifier);
      await page.keyboard.press(letter);
      await page.keyboard.up(modifier);
    },
    async text(selector) {
      return (await shown(selector)).evaluate((e) => (e as HTMLElement).innerText.trim());
    },
    async visible(selector) {
      await shown(selector);
    },
    path: async () => new URL(page.url()).pathname,
    async back() {
      await page.goBack();
    },
    read: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async atWidth(path, width, steps) {
      await page.setViewport({ width, height: 800 });
      try {
        await page.goto(url(path), { waitUntil: 'load' });
        return await steps();
      } finally {
        await page.setViewport({ width: 1280, height: 800 });
      }
    },
    close: () => browser.close(),
  };
}
