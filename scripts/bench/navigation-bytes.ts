// What a reader's click from one option page to the next costs on the wire. Chromium opens an option page
// of the export (served as a production host serves it: scripts/serve/export-server.ts, gzip files included),
// points at the sidebar link of the next option page and clicks it, does the same once more, then goes Back;
// every request of each step is recorded with the bytes it transferred (body as sent, gzip where the server
// had it). The first click of a visit is the one that would fetch the layouts the loaded page shows, had
// the head script not answered those requests itself (lib/routing/shared-segments.ts); the second one
// shows what reading on costs. `npm run bench` prints both clicks' totals (hover prefetch included);
// `npx tsx scripts/bench/navigation-bytes.ts` prints every request of every step, which is how to find out
// which files of the export the client ever fetches.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page, type Request } from '@playwright/test';
import { exportServer } from '../serve/export-server';
import { countsForClick, sum } from '../../tools/bench/figures';

export interface FetchedFile {
  url: string;
  method: string;
  /** Response body as transferred (compressed when the server compressed it). */
  bytes: number;
  encoding: string;
}
export interface ClickSteps {
  to: string;
  /** Pointing at the sidebar link of `to`. */
  hover: FetchedFile[];
  /** The click, until `to` is shown. */
  click: FetchedFile[];
}
export interface NavigationSteps {
  from: string;
  /** Full load of `from`, until the network is idle. */
  load: FetchedFile[];
  /** The first click of the visit, then the next one. */
  clicks: [ClickSteps, ClickSteps];
  /** Back to the page of the first click. */
  back: FetchedFile[];
  /** False when a click reloaded the window (a full navigation instead of the router's). */
  sameWindow: boolean;
}

export const OPTION_PAGE = '/config/output/minify';

async function record(page: Page, step: () => Promise<void>): Promise<FetchedFile[]> {
  const requests: Request[] = [];
  const onRequest = (r: Request) => requests.push(r);
  page.on('request', onRequest);
  await step();
  // Whatever the step set off (a prefetch after hover, the rest of a payload) has time to finish.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  page.off('request', onRequest);
  return Promise.all(
    requests.map(async (r) => {
      const response = await r.response();
      const sizes = await r.sizes().catch(() => ({ responseBodySize: 0 }));
      const url = new URL(r.url());
      // A HEAD response (the router checks that a page exists before it asks for its segments) carries
      // no body, whatever its content-length says.
      const bytes = r.method() === 'HEAD' ? 0 : sizes.responseBodySize;
      return {
        url: url.pathname + url.search,
        method: r.method(),
        bytes,
        encoding: (await response?.headerValue('content-encoding')) ?? '',
      };
    }),
  );
}

/** Points at the sidebar link after the current page's, as a reader reads down it, and clicks it. */
async function clickNext(page: Page, origin: string): Promise<ClickSteps> {
  const current = page.locator('.sidebar a[aria-current="page"]');
  const to = await current.evaluate((a) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.sidebar a[href]')];
    return links[links.indexOf(a as HTMLAnchorElement) + 1]?.getAttribute('href') ?? null;
  });
  if (!to) throw new Error(`navigation-bytes: no sidebar link after ${new URL(page.url()).pathname}`);
  const link = page.locator(`.sidebar a[href="${to}"]`);
  await link.scrollIntoViewIfNeeded();
  const hover = await record(page, () => link.hover());
  const click = await record(page, async () => {
    await link.click();
    await page.waitForURL(`${origin}${to}`);
    await page
      .locator('.sidebar a[aria-current="page"]')
      .and(page.locator(`[href="${to}"]`))
      .waitFor();
  });
  return { to, hover, click };
}

/** Serves `root` on `port` (0: any free one) and walks `from` -> the next sidebar page -> the one after -> Back. */
export async function measureNavigation(root: string, port = 0, from = OPTION_PAGE): Promise<NavigationSteps> {
  const server = exportServer(path.resolve(root));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // A returning visitor on a desktop window: the sidebar is visible and no language redirect happens.
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'rsbuild-visited', value: '1' }] }] },
    });
    const page = await context.newPage();
    const load = await record(page, async () => {
      await page.goto(`${origin}${from}`);
    });
    await page.evaluate(() => ((window as Window & { marker?: number }).marker = 1));
    const first = await clickNext(page, origin);
    const second = await clickNext(page, origin);
    const sameWindow = (await page.evaluate(() => (window as Window & { marker?: number }).marker)) === 1;
    const back = await record(page, async () => {
      await page.goBack();
      await page
        .locator('.sidebar a[aria-current="page"]')
        .and(page.locator(`[href="${first.to}"]`))
        .waitFor();
    });
    return { from, load, clicks: [first, second], back, sameWindow };
  } finally {
    await browser.close();
    server.close();
  }
}

/** What a click cost: its page's files and shared ones fetched on hover and on the click. */
export function clickCost(steps: ClickSteps): { bytes: number; files: FetchedFile[]; otherPages: FetchedFile[] } {
  const all = [...steps.hover, ...steps.click];
  const counts = (f: FetchedFile) => countsForClick(new URL(f.url, 'http://x').pathname, steps.to);
  const files = all.filter(counts);
  return { bytes: sum(files.map((f) => f.bytes)), files, otherPages: all.filter((f) => !counts(f)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const steps = await measureNavigation(process.env.OUT_DIR ?? 'out', Number(process.env.PORT ?? 0), process.argv[2]);
  const [first, second] = steps.clicks;
  console.log(
    `${steps.from} -> ${first.to} -> ${second.to} (${steps.sameWindow ? 'client navigation' : 'FULL RELOAD'})`,
  );
  const list = (step: string, files: FetchedFile[]) => {
    console.log(`\n${step}: ${files.length} requests, ${sum(files.map((f) => f.bytes))} bytes`);
    for (const f of files)
      console.log(
        `  ${String(f.bytes).padStart(8)} ${f.method.padEnd(4)} ${f.encoding.padEnd(5)} ${decodeURIComponent(f.url)}`,
      );
  };
  list('load', steps.load);
  for (const [i, c] of steps.clicks.entries()) {
    list(`hover ${i + 1}`, c.hover);
    list(`click ${i + 1}`, c.click);
  }
  list('back', steps.back);
  for (const [i, c] of steps.clicks.entries())
    console.log(`\nclick ${i + 1} (hover included, other pages' preloads left out): ${clickCost(c).bytes} bytes`);
}
