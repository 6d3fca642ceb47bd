// The Content Security Policy, on each host of e2e/hosting/hosts.ts: every exported page allows exactly its own
// inline scripts, the browser enforces it, and using the site logs no violation (nor any other console error).
import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { test, expect, langSwitchName } from '../support';
import { currentHost } from './hosts';
import { t } from '../../lib/i18n';
import { inlineScripts, readPolicyMeta, uncoveredScripts } from '../../tools/hosting/csp';
import { htmlFiles } from '../../scripts/build/hosting';

const out = path.resolve(process.env.OUT_DIR ?? 'out');

test('every exported page carries a policy that allows its inline scripts and no unsafe-inline', () => {
  test.skip(
    currentHost().name !== 'nginx',
    "it reads the export's files, not a host's answers: the nginx project runs it",
  );
  const pages = htmlFiles(out);
  expect(pages.length).toBeGreaterThan(100);
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const where = path.relative(out, file);
    const policy = readPolicyMeta(html);
    expect(policy, `${where} has no CSP <meta>`).toBeTruthy();
    const scriptSrc = /script-src ([^;]*)/.exec(policy!)![1];
    expect(scriptSrc, where).not.toMatch(/unsafe|\*|https?:/);
    expect(uncoveredScripts(html), `${where} has inline scripts its policy does not allow`).toEqual([]);
    // One hash per distinct inline script: nothing allowed that the page does not carry.
    expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-")).length, where).toBe(
      new Set(inlineScripts(html)).size,
    );
    expect(
      html.indexOf('http-equiv="Content-Security-Policy"'),
      `${where}: the policy must come before every script`,
    ).toBeLessThan(html.search(/<script\b/));
  }
});

/** A 404 the test asks for: the 404 page itself. (Every page links its icon, so no /favicon.ico is asked for.) */
const expectedMissing = (text: string, url: string) => text.includes('status of 404') && /\/no\/such\/page$/.test(url);

/** Console errors and warnings, uncaught errors and CSP violation events of a page, as text. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (expectedMissing(message.text(), message.location().url)) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.exposeFunction('__reportViolation', (text: string) => problems.push(`violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname}`,
      );
    });
  });
  return problems;
}

test('the browser enforces the policy: an inline script the build did not hash does not run', async ({ page }) => {
  const problems = await watch(page);
  await page.route(
    '**/guide/start/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
      await route.fulfill({ response, body: html });
    },
    { times: 1 },
  );
  await page.goto('/guide/start/');
  await expect.poll(() => problems.filter((p) => p.startsWith('violation: script-src'))).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('no CSP violation while using the site', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('theme toggle, tabs, copy button, client navigation and the language switch', async ({ page }) => {
    const problems = await watch(page);
    page.on('dialog', (dialog) => dialog.dismiss());
    await page.goto('/guide/start/quick-start');
    await expect(page.locator('main h1')).toHaveCount(1);

    const toggle = page.locator('.theme-toggle');
    for (let i = 0; i < 3; i++) {
      const before = await toggle.getAttribute('data-preference');
      await toggle.click();
      await expect(toggle).not.toHaveAttribute('data-preference', before!);
    }

    const tabId = await page.locator('[role="tab"][aria-selected="false"]').first().getAttribute('id');
    const tab = page.locator(`[id="${tabId}"]`);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');

    const copy = page.getByRole('button', { name: t('en', 'code.copy') }).first();
    await copy.click();
    await expect(page.locator('.copy-button[data-copied]').first()).toBeVisible();

    // Client-side navigation fetches the next page's RSC payload from the host.
    const title = await page.locator('main h1').textContent();
    await page.locator('.sidebar a[href="/guide/start/features"]').click();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await expect(page.locator('main h1')).not.toHaveText(title!);
    await page.goBack();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await page.reload();

    await page.getByRole('link', { name: langSwitchName('en', 'zh') }).click();
    // The switch keeps the heading being read as the hash.
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start(#[\w-]+)?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await optionalFeatures(page);
    expect(problems).toEqual([]);
  });

  // A page of each section and kind in both languages, 404 pages, and every kind of redirect.
  const sample = [
    '/',
    '/zh/',
    '/config/',
    '/config/output/minify',
    '/zh/guide/start/',
    '/api/start/',
    '/zh/plugins/list/plugin-react',
    '/community/releases/v1-0',
  ];
  const landings = [
    '/no/such/page',
    '/zh/no/such/page',
    '/en/guide/start/',
    '/config/output/minify.html',
    '/config/source/alias',
  ];
  // One after another in one tab, as a reader opening them would: a fresh browser for each costs seconds.
  test('loading pages of each kind, 404s and redirects', async ({ page }) => {
    const problems = await watch(page);
    for (const url of [...sample, ...landings]) {
      await test.step(url, async () => {
        problems.length = 0;
        const response = await page.goto(url);
        expect(response, url).not.toBeNull();
        await page.waitForLoadState('networkidle');
        expect(problems, url).toEqual([]);
      });
    }
  });
});

/**
 * Search and image zoom are being built in parallel with this spec: once a page has them, they are used here
 * too, so a policy that blocks them fails this test.
 */
async function optionalFeatures(page: Page) {
  await page.goto('/guide/start/');
  const search = page.getByRole('button', { name: /search|搜索/i }).first();
  if (await search.count()) {
    await search.click();
    await page.keyboard.type('config');
    await page.waitForTimeout(500);
    await page.keyboard.press('Escape');
  }
  const image = page.locator('main img').first();
  if (await image.count()) {
    await image.click();
    await page.keyboard.press('Escape');
  }
}
