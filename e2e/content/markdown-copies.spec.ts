// The docs for machines and for readers who want the source: llms.txt and llms-full.txt, a Markdown copy of
// every page next to its HTML, and on each doc page "Copy page as Markdown" and "View as Markdown".
import { test, expect } from '../support';
import { t } from '../../lib/i18n';
import { LANGS, siteLangOf, localizePath } from '../../lib/routing/lang-path';

const SITE = 'https://rsbuild.rs';
const local = (url: string) => url.replace(SITE, '');

test.describe('machine-readable docs', () => {
  test('llms.txt has one line per page of its language, each linking a Markdown copy that exists', async ({ request }) => {
    for (const lang of LANGS) {
      const { prefix } = siteLangOf(lang);
      const txt = await (await request.get(`${prefix}/llms.txt`)).text();
      // Title, `>` summary, then the details paragraph a parser of the llms.txt proposal reads as such.
      expect(txt).toMatch(/^# Rsbuild\n\n> [^\n]+\n\n[^#>\n-][^\n]*llms-full\.txt[^\n]*\n\n## /);
      const links = [...txt.matchAll(/^- \[[^\]]+\]\((\S+\.md)\)/gm)].map((m) => m[1]);
      expect(links.length).toBeGreaterThan(150);
      expect(new Set(links).size).toBe(links.length);
      for (const link of links) expect(link.startsWith(`${SITE}${prefix}/`), link).toBe(true);
      expect(links).toContain(`${SITE}${prefix}/guide/start/quick-start.md`);
      for (const link of links.filter((_, i) => i % 5 === 0)) expect((await request.get(local(link))).status(), link).toBe(200);

      const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
      expect(full.match(/^Source: https:\/\/rsbuild\.rs\//gm)?.length).toBe(links.length);
      expect(full).not.toMatch(/<(PackageManagerTabs|Callout|Tabs|Badge)\b/);
    }
  });

  test('every page has a Markdown copy next to its HTML, with components as plain Markdown', async ({ request }) => {
    const quickStart = await request.get('/guide/start/quick-start.md');
    expect(quickStart.status()).toBe(200);
    const md = await quickStart.text();
    expect(md.startsWith('# Quick start\n')).toBe(true);
    expect(md).toContain('```bash\nnpm create rsbuild@latest\n```');
    expect(md).toContain('- pnpm: `pnpm create rsbuild@latest`');
    expect(md).not.toMatch(/<[A-Z]\w+/);

    const zh = await (await request.get('/zh/guide/start/quick-start.md')).text();
    expect(zh.startsWith('# 快速上手\n')).toBe(true);
    expect(zh).toMatch(/\]\(https:\/\/rsbuild\.rs\/zh\//);

    const config = await (await request.get('/config/output/minify.md')).text();
    expect(config).toMatch(/^# output\.minify\n\n- \*\*Type\*\*: `boolean \| \{/);
    expect(config).toContain('- **Default**: `true`');
    const zhConfig = await (await request.get('/zh/config/output/minify.md')).text();
    expect(zhConfig).toContain('- **类型**：`boolean');

    // Section roots and the home pages: index.md in the folder of their index.html.
    for (const path of ['/guide/start/index.md', '/zh/guide/start/index.md', '/index.md', '/zh/index.md']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    // Containers are blockquotes with their title.
    expect(await (await request.get('/community/releases/v1-0.md')).text()).toContain('> **Which package is 1.0**');
  });

  test('doc pages offer "Copy page as Markdown" and a link to the .md', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/guide/start/quick-start');
    const link = page.getByRole('link', { name: t('en', 'pageActions.viewMarkdown') });
    await expect(link).toHaveAttribute('href', '/guide/start/quick-start.md');
    // Retried until the island has hydrated: a click before that does nothing.
    await expect(async () => {
      await page.getByRole('button', { name: t('en', 'pageActions.copyMarkdown') }).click({ timeout: 1000 });
      await expect(page.getByRole('button', { name: t('en', 'pageActions.copied') })).toBeVisible({ timeout: 1000 });
    }).toPass();
    const expected = await (await page.request.get('/guide/start/quick-start.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    await page.goto('/zh/guide/start/');
    await expect(page.getByRole('link', { name: t('zh', 'pageActions.viewMarkdown') })).toHaveAttribute('href', '/zh/guide/start/index.md');
    await expect(async () => {
      await page.getByRole('button', { name: t('zh', 'pageActions.copyMarkdown') }).click({ timeout: 1000 });
      await expect(page.getByRole('button', { name: t('zh', 'pageActions.copied') })).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# 介绍\n/);
  });
});

// A reader taps "View as Markdown" above a page and reads the page's Markdown copy in the browser: its
// Chinese text as Chinese (the copy is UTF-8 and the server must say so: without a charset the browser
// decodes it as windows-1252 and shows mojibake), and the same copy the page offers to the clipboard.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const PAGE = '/guide/start/quick-start';

  for (const lang of LANGS) {
    test(`${lang}: "View as Markdown" shows the page's Markdown, readable`, async ({ page }) => {
      await page.goto(localizePath(PAGE, lang));
      const title = await page.locator('article h1').first().innerText();
      await page.getByRole('link', { name: t(lang, 'pageActions.viewMarkdown') }).tap();
      await expect(page).toHaveURL(new RegExp(`${localizePath(PAGE, lang)}\\.md$`));
      // What the browser drew: the Markdown's heading line as the reader would read it.
      await expect(page.locator('body')).toContainText(`# ${title}\n`);
      expect(await page.evaluate(() => document.characterSet)).toBe('UTF-8');
    });
  }
});
