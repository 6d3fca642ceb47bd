import { type Page, type Route } from '@playwright/test';
import { test, expect } from '../support';

// The Algolia backend, on the fixture site, which scripts/build/fixture-site.sh builds with dummy
// NEXT_PUBLIC_DOCSEARCH_* credentials. Every request to the provider is intercepted; nothing leaves the machine.

const APP_ID = 'TESTAPP';
const PROVIDER = /algolia\.net|algolianet\.com/;

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

function fixtureHit(url: string, type: string, lvl1: string, lvl2: string | null, content: string | null) {
  const hierarchy = { lvl0: 'output', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const mark = (v: string) => ({
    value: v.replace(/minify/i, (m) => `<mark>${m}</mark>`),
    matchLevel: 'full',
    matchedWords: ['minify'],
  });
  return {
    objectID: url,
    url,
    type,
    content,
    hierarchy,
    _highlightResult: {
      hierarchy: { lvl0: mark('output'), lvl1: mark(lvl1), ...(lvl2 ? { lvl2: mark(lvl2) } : {}) },
      ...(content ? { content: mark(content) } : {}),
    },
    _snippetResult: {
      hierarchy: { lvl1: mark(lvl1), ...(lvl2 ? { lvl2: mark(lvl2) } : {}) },
      ...(content ? { content: mark(content) } : {}),
    },
  };
}

const FIXTURE = {
  results: [
    {
      index: 'fixture',
      query: 'minify',
      nbHits: 2,
      hitsPerPage: 20,
      page: 0,
      nbPages: 1,
      processingTimeMS: 1,
      hits: [
        fixtureHit('https://fixture.example/guide/start/quick-start', 'lvl1', 'output.minify', null, null),
        fixtureHit(
          'https://fixture.example/guide/start/quick-start#install',
          'content',
          'output.minify',
          'Forms',
          'Set minify to <img src=x onerror="window.__xss = 1"> false.',
        ),
      ],
    },
  ],
};

async function requestsTo(page: Page, handler: (route: Route) => Promise<void>) {
  const bodies: Array<{ requests: Array<Record<string, unknown>> }> = [];
  await page.route(PROVIDER, async (route) => {
    const body = route.request().postData();
    if (body) bodies.push(JSON.parse(body));
    await handler(route);
  });
  return bodies;
}

test('the head preconnects to the provider; fixture hits render, with the language facet, 20 hits and mark tags asked for', async ({
  page,
}) => {
  const bodies = await requestsTo(page, (route) => route.fulfill({ json: FIXTURE }));
  await page.goto('/guide/start/');
  await expect(page.locator(`head link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator('.search-button').click();
  await input(page).fill('minify');
  await expect(hits(page).first()).toContainText('output.minify');
  const request = bodies.at(-1)!.requests[0];
  expect(request).toMatchObject({
    indexName: 'fixture',
    query: 'minify',
    facetFilters: ['lang:en'],
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
  expect(request.attributesToSnippet).toContain('content:10');
  // The hosted index's text is escaped too.
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('<img src=x onerror="window.__xss = 1">');
  await expect(page.locator('.DocSearch-Dropdown img')).toHaveCount(0);
  // The credit names the provider in use.
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toContainText('Search by');
  await expect(page.locator('.search-local-credit')).toHaveCount(0);
  // Results open through the router, without the origin.
  await expect(hits(page).first().locator('a')).toHaveAttribute('href', '/guide/start/quick-start');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('unreachable hosts give the error screen', async ({ page }) => {
  await requestsTo(page, (route) => route.abort('connectionrefused'));
  await page.goto('/guide/start/');
  await page.locator('.search-button').click();
  await input(page).fill('minify');
  await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

test('unreachable hosts give the error screen in Chinese, and Chinese is asked for', async ({ page }) => {
  const bodies = await requestsTo(page, (route) => route.abort('connectionrefused'));
  await page.goto('/zh/guide/start/');
  await page.locator('.search-button').click();
  await input(page).fill('热更新');
  await expect(page.getByText('无法获取搜索结果')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('请检查网络连接是否正常。')).toBeVisible();
  expect(bodies[0].requests[0].facetFilters).toEqual(['lang:zh']);
});

test('an answer that is not JSON gives the error screen', async ({ page }) => {
  await requestsTo(page, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>maintenance</html>' }),
  );
  await page.goto('/guide/start/');
  await page.locator('.search-button').click();
  await input(page).fill('minify');
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
});
