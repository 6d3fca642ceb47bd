import { test, expect } from '../support';
import { t } from '../../lib/i18n';

// The dictionaries are in three tables (lib/i18n/): only the strings client components show on every page
// belong in the JavaScript a first visit loads; the search dialog's strings load when it opens, and the
// rest stays on the server.
test("a page's scripts carry the labels of its buttons, not the dictionaries' other strings", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.text().catch(() => '')));
  await page.goto('/zh/config/output/minify');
  // The labels come from those scripts: the theme menu and the code block's copy button are in Chinese.
  await expect(page.getByRole('button', { name: t('zh', 'theme.menu') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('zh', 'code.copy') }).first()).toBeAttached();
  const loaded = (await Promise.all(scripts)).join('\n');
  expect(loaded).toContain(t('zh', 'code.copied'));
  for (const [lang, key] of [
    ['en', 'llms.summary'],
    ['zh', 'home.tools.intro'],
    ['zh', 'footer.editLink'],
    ['zh', 'search.errorHelp'],
  ] as const) {
    expect(loaded, `${lang} ${key}`).not.toContain(t(lang, key));
  }
  // Nor does it carry code that only `next dev` runs: the listener for content edits (components/dev).
  expect(loaded.includes('data-content-events'), 'the dev-only content listener is in the page scripts').toBe(false);
});
