import { type Page } from '@playwright/test';
import { test, expect } from './layout-hydrated';

// The local backend (the default build): the modal, its texts in both languages, the index, escaping.
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

async function search(page: Page, query: string) {
  await page.locator('.search-button').click();
  await input(page).fill(query);
}

test('a first visit loads neither the index nor the modal; opening search does', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.startsWith('/search/'))).toEqual([]);
  expect(await page.locator('link[href*="docsearch"], style').evaluateAll((els) => els.some((e) => e.textContent?.includes('DocSearch-Modal')))).toBe(false);
  await page.locator('.search-button').click();
  await expect(modal(page)).toBeVisible();
  await input(page).fill('minify');
  await expect(hits(page).first()).toBeVisible();
  expect(requested).toContain('/search/en.json');
});

test('the button opens the modal: no English placeholder, 64 characters at most, local credit only', async ({ page }) => {
  await page.goto('/guide/start/');
  await page.locator('.search-button').click();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute('placeholder', '');
  await expect(input(page)).toHaveAttribute('maxlength', '64');
  await input(page).pressSequentially('x'.repeat(70));
  await expect(input(page)).toHaveValue('x'.repeat(64));
  await expect(page.locator('.DocSearch-Footer')).toContainText('to select');
  await expect(page.locator('.DocSearch-Footer')).toContainText('to navigate');
  await expect(page.locator('.DocSearch-Footer')).toContainText('to close');
  await expect(page.locator('.search-local-credit')).toHaveText('Search by the built-in index, in your browser');
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  await expect(page.getByLabel('Algolia')).toBeHidden();
});

test('Ctrl+K and / open search, Escape closes it; / in a text field types a slash', async ({ page }) => {
  await page.goto('/guide/start/');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await page.evaluate(() => document.body.prepend(Object.assign(document.createElement('input'), { id: 'field' })));
  await page.locator('#field').focus();
  await page.keyboard.press('/');
  await expect(page.locator('#field')).toHaveValue('/');
  await expect(modal(page)).toHaveCount(0);
});

test('Cmd+K opens search on Apple devices', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
  await page.goto('/guide/start/');
  await expect(page.locator('.search-button kbd')).toHaveText('⌘ K');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toHaveCount(0);
  await page.keyboard.press('Meta+k');
  await expect(modal(page)).toBeVisible();
});

test('a letter typed on the focused button starts the query; Escape resets it', async ({ page }) => {
  await page.goto('/guide/start/');
  await page.locator('.search-button').focus();
  await page.keyboard.press('m');
  await expect(input(page)).toHaveValue('m');
  // The modal focuses its input once it has mounted; keys pressed before that go to the page.
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('inify');
  await expect(input(page)).toHaveValue('minify');
  await expect(hits(page).first()).toContainText('output.minify');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await page.locator('.search-button').click();
  await expect(input(page)).toHaveValue('');
});

test('results are highlighted, grouped by section, and open through the client router', async ({ page }) => {
  await page.goto('/guide/start/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await search(page, 'minify');
  const first = hits(page).first();
  await expect(first.locator('mark').first()).toHaveText(/minify/i);
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('output');
  await expect(first.locator('a')).toHaveAttribute('href', '/config/output/minify');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/output\/minify$/);
  await expect(page.locator('h1')).toHaveText('output.minify');
  // Same document: the client router navigated, no page load.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(modal(page)).toHaveCount(0);
});

test('arrow keys move the active result; Ctrl+Enter opens a new tab', async ({ page, context }) => {
  await page.goto('/guide/start/');
  await search(page, 'proxy');
  await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/config/server/proxy');
});

test('recent searches are kept, can be pinned as favorites and removed', async ({ page }) => {
  await page.goto('/guide/start/');
  await page.locator('.search-button').click();
  await expect(page.getByText('No recent searches')).toBeVisible();
  await input(page).fill('minify');
  await expect(hits(page).first()).toContainText('output.minify');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/output\/minify$/);
  await page.locator('.search-button').click();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  await expect(hits(page).first()).toContainText('output.minify');
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('__DOCSEARCH_RECENT_SEARCHES__')))).toBe(true);
  await hits(page).first().hover();
  await page.getByTitle('Save this search').click();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
  await hits(page).first().hover();
  await page.getByTitle('Remove this search from favorites').click();
  await expect(page.getByText('No recent searches')).toBeVisible();
});

test('no results: the query, suggestions and a link to report it', async ({ page }) => {
  await page.goto('/guide/start/');
  await search(page, 'qqzzxxvv');
  await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toContainText('No results for "qqzzxxvv"');
  await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  const link = page.getByRole('link', { name: 'Let us know.' });
  await expect(link).toHaveAttribute('href', /github\.com\/web-infra-dev\/rsbuild\/issues\/new\?title=.*qqzzxxvv/);
});

test('snippets are 10 words, 5 on narrow screens; a group shows more than 5 and at most 20 results', async ({ page }) => {
  const measure = async (query: string) => {
    await search(page, query);
    await expect(hits(page).first()).toBeVisible();
    const texts = await page.locator('.DocSearch-Hit-title').allTextContents();
    const perGroup = await page.locator('.DocSearch-Hits').evaluateAll((groups) => groups.map((g) => g.querySelectorAll('.DocSearch-Hit').length));
    return { words: Math.max(...texts.map((t) => t.replace(/…/g, ' ').trim().split(/\s+/).length)), perGroup };
  };
  await page.goto('/guide/start/');
  const wide = await measure('because');
  expect(wide.words).toBeLessThanOrEqual(10);
  expect(wide.words).toBeGreaterThan(5);
  await page.keyboard.press('Escape');
  const grouped = await measure('minify');
  expect(Math.max(...grouped.perGroup)).toBeGreaterThan(5);
  expect(Math.max(...grouped.perGroup)).toBeLessThanOrEqual(20);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 700, height: 900 });
  await page.reload();
  const narrow = await measure('because');
  expect(narrow.words).toBeLessThanOrEqual(5);
});

test('Chinese: texts, placeholder and mid-sentence matches', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  await page.locator('.search-button').click();
  await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
  await expect(page.getByText('没有最近搜索')).toBeVisible();
  await expect(page.locator('.DocSearch-Footer')).toContainText('选择');
  await expect(page.locator('.search-local-credit')).toHaveText('由站内索引在浏览器中本地搜索');
  await input(page).fill('热更新');
  await expect(hits(page).first().locator('a')).toHaveAttribute('href', '/zh/guide/advanced/hmr');
  await expect(hits(page).first().locator('mark').first()).toHaveText('热更新');
  await input(page).fill('配置 proxy');
  await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/zh\/config\/server\/proxy/);
  await input(page).fill('无此内容的查询词');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('没有找到相关结果');
  await expect(page.getByText('认为这个搜索应该有结果？')).toBeVisible();
  await expect(page.getByRole('link', { name: '告诉我们。' })).toBeVisible();
});

test('page text with <script> and <img onerror> shows as text, never as markup', async ({ page }) => {
  // A real page whose prose has `<script>` in it...
  await page.goto('/guide/start/');
  await search(page, 'inline script tag');
  await expect(hits(page).first()).toBeVisible();
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('<script');
  await page.keyboard.press('Escape');
  // ...and an index whose page text is hostile.
  await page.route('**/search/en.json', (route) =>
    route.fulfill({
      json: {
        lang: 'en',
        pages: [{ url: '/guide/start/', section: '<b>Guide</b>', title: '<script>window.__xss = 1</script> page' }],
        sections: [[0, 'tags', ['<img src=x onerror="window.__xss = 2">'], ['Try <img src=x onerror="window.__xss = 3"> in prose, and <script>window.__xss = 4</script>.']]],
      },
    }),
  );
  await page.reload();
  await search(page, 'onerror');
  await expect(hits(page).first()).toBeVisible();
  const dropdown = page.locator('.DocSearch-Dropdown');
  await expect(dropdown).toContainText('<img src=x onerror="window.__xss = 3">');
  await expect(dropdown.locator('img, script, b')).toHaveCount(0);
  await expect(dropdown.locator('mark').first()).toHaveText('onerror');
  await input(page).fill('window');
  await expect(dropdown).toContainText('<script>window.__xss = 1</script> page');
  await expect(dropdown.locator('img, script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('an index that cannot be loaded gives the error screen', async ({ page }) => {
  await page.route('**/search/en.json', (route) => route.abort('internetdisconnected'));
  await page.goto('/guide/start/');
  await search(page, 'minify');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

test('?q= opens search with that query, as the home page SearchAction promises', async ({ page }) => {
  await page.goto('/zh/?q=热更新');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toHaveValue('热更新');
  await expect(hits(page).first()).toBeVisible();
});
