import { test, expect } from '../support';

test.use({ viewport: { width: 1400, height: 900 } });

for (const { prefix, learnMore, custom, blank } of [
  { prefix: '', learnMore: 'Learn More', custom: 'Custom page', blank: 'Blank page' },
  { prefix: '/zh', learnMore: '了解更多', custom: '自定义页面', blank: '空白页面' },
]) {
  test(`${prefix || '/'}: without a repository the hero's second button is ${learnMore}; custom and blank pages render their layouts`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    const hero = page.locator('main.home');
    const second = hero.locator('.hero-secondary');
    await expect(second).toHaveText(learnMore);
    await expect(second).toHaveAttribute('href', `${prefix}/guide/start/quick-start`);
    await expect(second).not.toHaveAttribute('target', /./);
    await expect(hero.getByRole('link', { name: 'GitHub' })).toHaveCount(0);
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/guide/start/quick-start$`));

    // Page types: a custom page keeps the navbar and its content only; a blank page shows its content alone.
    await page.goto(`${prefix}/custom`);
    await expect(page.locator('header.navbar')).toBeVisible();
    await expect(page.locator('main.page-custom h1')).toHaveText(custom);
    await expect(page.locator('main.page-custom h2')).toBeVisible();
    await expect(page.locator('.doc-sidebar, .doc-outline, footer.doc-footer, .menu-bar')).toHaveCount(0);
    await expect(page.locator('.skip-link')).toHaveCount(1);

    await page.goto(`${prefix}/blank`);
    await expect(page.locator('main.page-blank h1')).toHaveText(blank);
    await expect(page.locator('header, nav, aside, footer, .doc-sidebar, .doc-outline, .skip-link')).toHaveCount(0);
    // The content is all there is: main is the body's only visible block.
    const visible = await page.evaluate(() =>
      [...document.body.children].filter((el) => el.getBoundingClientRect().height > 0).map((el) => el.tagName),
    );
    expect(visible).toEqual(['MAIN']);
  });
}
