// The test every spec uses. Each test is a returning visitor: the visited flag is in localStorage before
// the page's first script, so the language redirect of a first visit (docs/behaviour.md §2.12) leaves the browser where
// it goes; the specs of that redirect open contexts of their own, or set `returningVisitor: false`. An init
// script sets the flag, because Playwright's storageState does it by loading the origin in an extra page
// of every new context, which cost about 0.4 s of each test here.
// `test` also makes `page.goto` wait until React has hydrated (its fiber is on <main>), so a click never
// lands before the handlers exist. Pages whose JavaScript a test blocks on purpose simply time out of the
// wait; with JavaScript off there is none. `plainTest` keeps Playwright's own `page.goto`.
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { VISITED_KEY } from '../../lib/browser/lang-redirect';

export async function hydrated(page: Page) {
  await page
    .waitForFunction(
      () => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')),
      undefined,
      { timeout: 8000 },
    )
    .catch(() => {});
}

/** Makes every page of the context a returning visitor's. */
export async function returning(context: BrowserContext) {
  await context.addInitScript((key) => {
    try {
      localStorage.setItem(key, '1');
    } catch {
      // about:blank, or site data blocked (e2e/journeys/blocked-storage.spec.ts): no flag to set.
    }
  }, VISITED_KEY);
  return context;
}

/** A context of the test's browser with options of its own (`browser.newContext` takes the config's), returning. */
export const newContext = (browser: Browser, options?: BrowserContextOptions) =>
  browser.newContext(options).then(returning);

export const plainTest = base.extend<{ returningVisitor: boolean }>({
  returningVisitor: [true, { option: true }],
  context: async ({ context, returningVisitor }, use) => {
    await use(returningVisitor ? await returning(context) : context);
  },
});

export const test = plainTest.extend({
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
