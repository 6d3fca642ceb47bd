// The layout specs click client controls right after loading a page: `page.goto` here also waits until
// React has hydrated (its fiber is on <main>), so a click never lands before the handlers exist. Pages
// whose JavaScript a test blocks on purpose simply time out of the wait; with JavaScript off there is none.
import { test as base, expect, type Page } from '@playwright/test';

export async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')), undefined, { timeout: 8000 }).catch(() => {});
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (javaScriptEnabled) await hydrated(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
