import { execFileSync } from 'node:child_process';
import { test, expect } from '../support';
import { t } from '../../lib/i18n';

// A shallow clone (CI and CDN builds often clone with depth 1) has no history to date the pages by: the
// build leaves the dates out (lib/content/git-dates.ts), and the footer has no last-updated line.
const shallowClone =
  execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true';

test('previous and next follow the flattened sidebar, across groups', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  const prev = page.locator('.pager-prev');
  const next = page.locator('.pager-next');
  await expect(prev).toHaveAttribute('href', '/guide/start/');
  await expect(prev.locator('.pager-label')).toHaveText(t('en', 'footer.prev'));
  await expect(next).toHaveAttribute('href', '/guide/start/features');
  await expect(next.locator('.pager-label')).toHaveText(t('en', 'footer.next'));
  await page.goto('/guide/start/glossary');
  await expect(page.locator('.pager-next')).toHaveAttribute('href', '/guide/framework/react');
  await page.locator('.pager-next').click();
  await expect(page).toHaveURL(/\/guide\/framework\/react$/);
  await expect(page.locator('.pager-prev')).toHaveAttribute('href', '/guide/start/glossary');
});

test('the first page has no previous link and the labels are localised', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  await expect(page.locator('.pager-prev')).toHaveCount(0);
  await expect(page.locator('.pager-next .pager-label')).toHaveText(t('zh', 'footer.next'));
  await page.goto('/zh/guide/start/features');
  await expect(page.locator('.pager-prev .pager-label')).toHaveText(t('zh', 'footer.prev'));
});

test('the last-updated line, the edit link and the source link', async ({ page }) => {
  await page.goto('/config/output/minify');
  const footer = page.locator('footer.doc-footer');
  if (shallowClone) await expect(footer.locator('.last-updated')).toHaveCount(0);
  else {
    await expect(footer.locator('.last-updated')).toContainText(`${t('en', 'footer.lastUpdated')}:`);
    expect(await footer.locator('.last-updated time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}/);
  }
  const edit = footer.getByRole('link', { name: t('en', 'footer.editLink') });
  await expect(edit).toHaveAttribute(
    'href',
    'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs/en/config/output/minify.mdx',
  );
  await expect(edit).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: t('en', 'footer.source') })).toHaveAttribute(
    'href',
    'https://github.com/web-infra-dev/rsbuild/blob/main/website/docs/en/config/output/minify.mdx?plain=1',
  );
  await page.goto('/zh/config/output/minify');
  await expect(
    page.locator('footer.doc-footer').getByRole('link', { name: t('zh', 'footer.editLink') }),
  ).toHaveAttribute('href', /\/zh\/config\/output\/minify\.mdx$/);
  if (!shallowClone)
    await expect(page.locator('footer.doc-footer .last-updated')).toContainText(t('zh', 'footer.lastUpdated'));
});
