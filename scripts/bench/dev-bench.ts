// How quick `npm run dev` is for an author, as `npm run bench` measures it: two cold starts as from a fresh
// clone (no .next/dev, and an empty build cache, BUILD_CACHE_DIR, so no page was analysed or compiled
// before), one asked first for an English page and one for a Chinese page, each timed from the command to
// the page's answer; then, in the first, the first visit of pages of other kinds, and how long a saved edit
// of an .mdx file takes to show in the open page (Chromium). The server renders a temporary copy of content/.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

export interface DevFigures {
  /** Seconds from `npm run dev` to the answer of the first page asked for. */
  firstEnglish: number;
  firstChinese: number;
  /** Seconds each later first visit of a page took to answer, by route. */
  laterVisits: Record<string, number>;
  /** Seconds from saving an .mdx file to its new heading in the open page. */
  edit: number;
}

const LATER_ROUTES = [
  '/config/output/minify',
  '/zh/guide/start/quick-start',
  '/config/',
  '/community/releases/v1-0',
  '/',
  '/zh/config/output/minify',
];
const EDITED_ROUTE = '/guide/start/glossary';

async function answered(url: string): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(url, { headers: { 'accept-language': 'en' } });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function startDev(port: number, contentDir: string, cacheDir: string): ChildProcess {
  fs.rmSync(path.resolve('.next/dev'), { recursive: true, force: true, maxRetries: 5 });
  return spawn('npm', ['run', 'dev'], {
    env: {
      ...process.env,
      PORT: String(port),
      CONTENT_DIR: contentDir,
      BUILD_CACHE_DIR: cacheDir,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: 'ignore',
    // Its own process group: stopping it stops Next too.
    detached: true,
  });
}

/** Stops the whole process group and waits until its last process (Next's server) has gone. */
async function stopDev(child: ChildProcess) {
  const alive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-child.pid!, 'SIGTERM');
  for (let waited = 0; alive(); waited += 100) {
    if (waited === 10_000) process.kill(-child.pid!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(3));

async function timeFirst(
  port: number,
  contentDir: string,
  route: string,
  then?: (origin: string) => Promise<void>,
): Promise<number> {
  // A build cache of its own, empty: what an earlier build or dev server analysed and compiled is not there.
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-docs-bench-cache-'));
  const started = performance.now();
  const child = startDev(port, contentDir, cacheDir);
  try {
    await answered(`http://localhost:${port}${route}`);
    const first = seconds(started);
    await then?.(`http://localhost:${port}`);
    return first;
  } finally {
    await stopDev(child);
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
}

async function timeEdit(origin: string, contentDir: string): Promise<number> {
  const file = path.join(contentDir, 'en/guide/start/glossary.mdx');
  const original = fs.readFileSync(file, 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}${EDITED_ROUTE}`);
    await page.locator('html[data-content-events="open"]').waitFor({ timeout: 60_000 });
    const h1 = page.locator('main h1');
    // The page notes when the heading's new text is painted: Playwright's waitFor polls at growing
    // intervals (up to half a second), which would time the poll rather than the page.
    await page.evaluate(() => {
      const w = window as Window & { headingShown?: number; headingText?: string };
      new MutationObserver(() => {
        const text = document.querySelector('main h1')?.textContent ?? '';
        if (text === w.headingText) return;
        w.headingText = text;
        requestAnimationFrame(() => (w.headingShown = Date.now()));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const save = async (heading: string) => {
      const started = Date.now();
      fs.writeFileSync(file, original.replace(/^# .*$/m, `# ${heading}`));
      await h1.filter({ hasText: heading }).waitFor({ timeout: 60_000 });
      const shown = await page.evaluate(
        () => (window as Window & { headingShown?: number }).headingShown ?? Date.now(),
      );
      return (shown - started) / 1000;
    };
    // The first save warms the render path; the second is the one an author feels while writing.
    await save('Glossary, edited once');
    return await save('Glossary, edited twice');
  } finally {
    fs.writeFileSync(file, original);
    await browser.close();
  }
}

export async function measureDev(port: number): Promise<DevFigures> {
  const contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-docs-bench-')), 'content');
  fs.cpSync(path.resolve('content'), contentDir, { recursive: true });
  try {
    const laterVisits: Record<string, number> = {};
    let edit = NaN;
    const firstEnglish = await timeFirst(port, contentDir, '/guide/start/quick-start', async (origin) => {
      for (const route of LATER_ROUTES) {
        const started = performance.now();
        await answered(`${origin}${route}`);
        laterVisits[route] = seconds(started);
      }
      edit = await timeEdit(origin, contentDir);
    });
    const firstChinese = await timeFirst(port, contentDir, '/zh/guide/start/quick-start');
    return { firstEnglish, firstChinese, laterVisits, edit };
  } finally {
    fs.rmSync(path.dirname(contentDir), { recursive: true, force: true });
  }
}
