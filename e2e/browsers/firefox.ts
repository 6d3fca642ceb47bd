// Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi.
import puppeteer, { type Page } from 'puppeteer-core';
import type { Reader } from './reader';

export const FIREFOX = '/usr/bin/firefox-esr';

export async function firefoxReader(origin: string): Promise<Reader> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi' });
  const page: Page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const url = (path: string) => new URL(path, origin).href;
  // A returning visitor: the language redirect (spec 2.12) leaves the pages where they are.
  await page.goto(url('/'));
  await page.evaluate(() => localStorage.setItem('rsbuild-visited', '1'));
  return {
    engine: 'Firefox ESR',
    async goto(path) {
      await page.goto(url(path), { waitUntil: 'load' });
    },
    async click(selector) {
      const el = await page.waitForSelector(selector, { visible: true, timeout: 8000 });
      await el!.click();
    },
    type: (text) => page.keyboard.type(text),
    async press(key) {
      if (key === 'Control+k') {
        await page.keyboard.down('Control');
        await page.keyboard.press('k');
        await page.keyboard.up('Control');
      } else await page.keyboard.press(key);
    },
    async text(selector) {
      const el = await page.waitForSelector(selector, { visible: true, timeout: 8000 });
      return el!.evaluate((e) => (e as HTMLElement).innerText.trim());
    },
    async visible(selector) {
      await page.waitForSelector(selector, { visible: true, timeout: 8000 });
    },
    path: async () => new URL(page.url()).pathname,
    async back() {
      await page.goBack();
    },
    read: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async widthAt(path, width) {
      await page.setViewport({ width, height: 800 });
      try {
        await page.goto(url(path), { waitUntil: 'load' });
        return await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth, innerWidth: window.innerWidth }));
      } finally {
        await page.setViewport({ width: 1280, height: 800 });
      }
    },
    close: () => browser.close(),
  };
}
