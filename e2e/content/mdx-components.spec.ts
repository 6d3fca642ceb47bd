// The components a page's MDX may use, as a reader meets them: Steps, FileTree and link cards.
import { plainTest as test, expect } from '../support';

test('Steps number their steps and FileTree draws folders and files', async ({ page }) => {
  for (const [path, first] of [
    ['/guide/start/quick-start', 'Install the core package'],
    ['/zh/guide/start/quick-start', '安装核心包'],
  ]) {
    await page.goto(path);
    const steps = page.locator('.steps > .step');
    await expect(steps).toHaveCount(5);
    await expect(steps.first().locator('.step-title')).toHaveText(first);
    // An ordered list whose markers are drawn by a counter (Chrome reports the counter, not its value).
    await expect(page.locator('ol.steps')).toHaveCount(1);
    expect(await steps.nth(2).evaluate((el) => getComputedStyle(el, '::before').content)).toBe('counter(step)');
    const tree = page.locator('.file-tree');
    await expect(tree.locator('li').first()).toContainText('dist/');
    await expect(tree.locator('li:not(:has(ul))')).toHaveCount(4);
    const folderColor = await tree.locator('li').first().evaluate((el) => getComputedStyle(el, '::before').backgroundColor);
    const fileColor = await tree.locator('li:not(:has(ul))', { hasText: 'index.html' }).evaluate((el) => getComputedStyle(el, '::before').backgroundColor);
    expect(folderColor).not.toBe(fileColor);
  }
});

test('link cards are whole links, localised on Chinese pages', async ({ page }) => {
  await page.goto('/guide/start/');
  const card = page.locator('.card-grid a.link-card', { hasText: 'Quick start' });
  await expect(card).toHaveAttribute('href', '/guide/start/quick-start');
  await expect(card.locator('.card-description')).toHaveText('Create a project, or add Rsbuild to an existing one.');
  await card.click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await page.goto('/zh/guide/start/');
  await expect(page.locator('.card-grid a.link-card').first()).toHaveAttribute('href', '/zh/guide/start/quick-start');
});
