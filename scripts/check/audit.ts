// npm run audit [-- /page/path ...]: axe-core with the WCAG 2.1 A/AA rules on every page of the built
// export (out/, or OUT_DIR), in the light and in the dark theme, with Debian chromium. Prints each page's
// findings as it goes, then a table of violating nodes per page and theme, the totals and every failing
// rule; exits non-zero on any violation.
// Every page is the sitemap's pages plus each language's 404 page. Given paths, audits only those.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { exportServer } from '../serve/export-server';
import { WCAG_TAGS, auditTable, ruleSummary, violationLines, type AuditRow } from '../../tools/quality/axe-report';
import { VISITED_KEY } from '../../lib/browser/lang-redirect';
import { siteConfig } from '../../lib/site-config';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
// Two pages at a time: the machine has two cores, and axe on a long page is CPU-bound.
const PARALLEL = 2;

function pagesOfExport(): string[] {
  const sitemap = fs.readFileSync(path.join(root, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  // A reader meets the 404 page at a path no page has.
  return [...pages, ...siteConfig.langs.map((l) => `${l.prefix}/no/such/page`)];
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

async function axe(page: Page) {
  return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
}

/** One load per page: light, then dark through the system preference, which the theme follows live. */
async function audit(page: Page, url: string): Promise<AuditRow> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(url);
  // Client components render after hydration (React's fiber on <main>); axe checks what a reader gets.
  await page.waitForFunction(
    () => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')),
    undefined,
    { timeout: 15_000 },
  );
  if (await isDark(page)) throw new Error('did not open in the light theme');
  const light = await axe(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'), undefined, { timeout: 5000 });
  // Colours measured halfway through a transition would be neither theme's.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  return { page: url, violations: { light, dark: await axe(page) } };
}

async function main() {
  if (!fs.existsSync(path.join(root, 'sitemap.xml'))) throw new Error(`No export in ${root}: run npm run build first.`);
  const pages = process.argv.length > 2 ? process.argv.slice(2) : pagesOfExport();
  const server = exportServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const started = Date.now();
  try {
    // A returning visitor, so the first-visit language redirect leaves every page where it is; the theme
    // follows the system preference, as on a reader's first visit.
    const context = await browser.newContext({
      baseURL: origin,
      storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: VISITED_KEY, value: '1' }] }] },
    });
    const rows: AuditRow[] = [];
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      const tab = await context.newPage();
      while (next < pages.length) {
        const url = pages[next++];
        try {
          const row = await audit(tab, url);
          rows.push(row);
          // As it goes, so a long run shows its findings early.
          const lines = (['light', 'dark'] as const).flatMap((theme) =>
            violationLines(row.violations[theme], 2).map((l) => `  ${theme}: ${l}`),
          );
          console.error(
            `${rows.length + failures.length}/${pages.length} ${url}${lines.length ? `\n${lines.join('\n')}` : ''}`,
          );
        } catch (error) {
          failures.push(`${url}: ${(error as Error).message.split('\n')[0]}`);
          console.error(`${rows.length + failures.length}/${pages.length} ${failures.at(-1)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    rows.sort((a, b) => pages.indexOf(a.page) - pages.indexOf(b.page));
    console.log(auditTable(rows));
    const rules = ruleSummary(rows);
    if (rules.length) console.log(`\nFailing rules:\n${rules.join('\n')}`);
    if (failures.length) console.log(`\nNot audited:\n${failures.join('\n')}`);
    console.log(`\n${rows.length} pages audited in ${Math.round((Date.now() - started) / 1000)} s`);
    return rules.length || failures.length ? 1 : 0;
  } finally {
    await browser.close();
    server.close();
  }
}

process.exitCode = await main();
