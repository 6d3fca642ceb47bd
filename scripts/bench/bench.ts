// npm run bench: the site's performance figures, each beside its target (TARGET below). A cold build of the whole site and a
// rebuild with nothing changed (wall time, peak memory of all build processes, the phases
// scripts/build/build.ts reports); the export's size by kind; the HTML and first-visit JavaScript of each page
// type; the bytes of an option-page-to-option-page click in Chromium (scripts/bench/navigation-bytes.ts); how
// quick `npm run dev` is (scripts/bench/dev-bench.ts); mobile Lighthouse; the search index. Exits with 1 when a
// byte count exceeds its target; times, memory and scores are printed, never asserted (tools/bench/figures.ts).
//
// Parts can be skipped: SKIP_BUILD=1 measures the export in out/ as it is, SKIP_NAVIGATION, SKIP_DEV,
// SKIP_LIGHTHOUSE and SKIP_SEARCH leave those out. BENCH_PORT (default 3250) is where the navigation
// script serves the export, BENCH_DEV_PORT (3260) the dev server's port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { benchSearch, printSearchBench } from './search-bench';
import { clickCost, measureNavigation } from './navigation-bytes';
import { measureDev } from './dev-bench';
import { firstVisitScripts, htmlFileFor, PAGE_TYPES } from '../../tools/bench/budgets';
import {
  BUILD_PHASES_FILE,
  breakdown,
  failures,
  formatFigure,
  formatValue,
  htmlParts,
  median,
  sum,
  type Figure,
} from '../../tools/bench/figures';

const OUT = path.resolve('out');
const KB = 1024;
const MB = 1024 * 1024;
/**
 * Pages scored by mobile Lighthouse (CHROME_PATH, default /usr/bin/chromium): the home page, an option
 * page, a Chinese guide page, and a page with a screenshot in its first screen.
 */
const LIGHTHOUSE_ROUTES = [
  '/',
  '/config/output/minify',
  '/zh/guide/start/quick-start',
  '/config/performance/bundle-analyze',
];
/** The build's own cache (compiled MDX, page analyses); lib/content/build-cache.ts. */
const BUILD_CACHE = path.resolve('node_modules/.cache/rsbuild-docs');

// The targets: bytes fail the run when exceeded; times, memory and scores are printed beside theirs.
const TARGET = {
  exportBytes: 60 * MB,
  optionPageHtml: 40 * KB,
  firstVisitJs: 140 * KB,
  navigation: 4 * KB,
  lighthouse: 100,
  coldBuild: 30,
  warmBuild: 10,
  peakMemory: 1024 * MB,
  devFirstPage: 8,
  devLaterVisit: 1,
  devEdit: 0.5,
};

const skip = (part: string) => Boolean(process.env[`SKIP_${part}`]);
const gzip = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length;

/** Resident memory of a process and all its descendants, from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

interface BuildRun {
  seconds: number;
  peak: number;
  phases: Record<string, number>;
}

/** A cold build starts with no .next, no export and no build cache; a warm one keeps them all. */
function build(cold: boolean, args: string[] = []): Promise<BuildRun> {
  if (cold) for (const dir of ['.next', OUT, BUILD_CACHE]) fs.rmSync(dir, { recursive: true, force: true });
  const started = Date.now();
  const child = spawn('npm', ['run', 'build', ...(args.length ? ['--', ...args] : [])], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`build failed with exit code ${code}`));
      else resolve({ seconds: (Date.now() - started) / 1000, peak, phases: readPhases() });
    }),
  );
}

const readPhases = (): Record<string, number> =>
  fs.existsSync(BUILD_PHASES_FILE) ? JSON.parse(fs.readFileSync(BUILD_PHASES_FILE, 'utf8')) : {};
const phaseLine = (phases: Record<string, number>) =>
  phases.reused
    ? 'nothing changed: the export was kept (scripts/build/build-record.ts)'
    : [
        ['content check', 'contentCheck'],
        ['Next compile', 'nextCompile'],
        ['render', 'render'],
        ['postbuild', 'postbuild'],
      ]
        .map(([label, key]) => `${label} ${phases[key] ?? '?'} s`)
        .join(', ');

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** The JavaScript a first visit to the page downloads. */
function firstVisitJs(html: string) {
  const srcs = firstVisitScripts(html);
  return {
    scripts: srcs.length,
    gzip: sum(srcs.map((src) => gzip(fs.readFileSync(path.join(OUT, src.split('?')[0]))))),
  };
}

/** Lighthouse lives in tools/bench/lighthouse with its own dependencies, installed there on first use. */
async function lighthouse() {
  const dir = path.resolve('tools/bench/lighthouse');
  if (!fs.existsSync(path.join(dir, 'node_modules/lighthouse'))) {
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    if (install.status !== 0) throw new Error('could not install tools/bench/lighthouse (npm ci failed)');
  }
  const { runLighthouse } = (await import(path.join(dir, 'lighthouse.mjs'))) as {
    runLighthouse: (
      root: string,
      routes: string[],
    ) => Promise<
      {
        route: string;
        performance: number;
        accessibility: number;
        bestPractices: number;
        seo: number;
        fcp: string;
        lcp: string;
        tbt: string;
        cls: string;
      }[]
    >;
  };
  return runLighthouse(OUT, LIGHTHOUSE_ROUTES);
}

const figures: Figure[] = [];
const heading = (text: string) => console.log(`\n${text}`);
const show = (figure: Figure) => (figures.push(figure), console.log(formatFigure(figure)));

// Times are only comparable on an idle machine: the load says whether this one was.
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(
  `Benchmark ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GB; load average ${load()}`,
);

// Builds.
const builds = skip('BUILD')
  ? null
  : { cold: await build(true), warm: await build(false), forced: await build(false, ['--force']) };
heading('builds');
show({
  label: 'cold build (no .next, out or build cache)',
  kind: 'seconds',
  value: builds?.cold.seconds ?? null,
  target: TARGET.coldBuild,
  note: builds ? phaseLine(builds.cold.phases) : '',
});
show({
  label: 'warm rebuild (nothing changed)',
  kind: 'seconds',
  value: builds?.warm.seconds ?? null,
  target: TARGET.warmBuild,
  note: builds ? phaseLine(builds.warm.phases) : '',
});
// What an edit costs: the same warm caches, but every page built again.
show({
  label: 'warm rebuild, forced (--force, as after an edit)',
  kind: 'seconds',
  value: builds?.forced.seconds ?? null,
  note: builds ? phaseLine(builds.forced.phases) : '',
});
show({ label: 'peak memory, cold build', kind: 'memory', value: builds?.cold.peak ?? null, target: TARGET.peakMemory });
show({
  label: 'peak memory, warm rebuild',
  kind: 'memory',
  value: builds?.warm.peak ?? null,
  target: TARGET.peakMemory,
});

// The export.
const files = walk(OUT).map((f) => ({
  path: path.relative(OUT, f).split(path.sep).join('/'),
  size: fs.statSync(f).size,
}));
const gzipCopies = files.filter((f) => f.path.endsWith('.gz'));
const pages = files.filter((f) => f.path.endsWith('.html') && !/^(404|_not-found)\.html$/.test(f.path));
heading(`export (out/): ${pages.length} HTML pages`);
show({
  label: 'export, all files',
  kind: 'bytes',
  value: sum(files.map((f) => f.size)),
  target: TARGET.exportBytes,
  note: `${files.length} files`,
});
show({
  label: 'export without the .gz companions',
  kind: 'bytes',
  value: sum(files.map((f) => f.size)) - sum(gzipCopies.map((f) => f.size)),
  note: `${files.length - gzipCopies.length} files`,
});
for (const share of breakdown(files))
  console.log(`  ${share.kind.padEnd(64)}${formatValue('bytes', share.bytes).padStart(10)}  ${share.files} files`);
const optionPages = pages.filter((f) => /^config\/[^/]+\/[^/]+\.html$/.test(f.path));
show({
  label: 'option page HTML, median (raw)',
  kind: 'bytes',
  value: median(optionPages.map((f) => f.size)),
  target: TARGET.optionPageHtml,
  note: `${optionPages.length} pages under /config/<group>/, largest ${formatValue('bytes', Math.max(...optionPages.map((f) => f.size)))}`,
});
show({ label: 'HTML per page, mean (raw)', kind: 'bytes', value: sum(pages.map((f) => f.size)) / pages.length });

// First visits, one page of each type.
heading(
  'page types: first-visit JS (gzip) beside its target; HTML raw, of which inline payload, sidebar markup, sidebar in payload',
);
const pageTypes = PAGE_TYPES.map(([type, route]) => {
  const html = fs.readFileSync(htmlFileFor(OUT, route), 'utf8');
  const js = firstVisitJs(html);
  const parts = htmlParts(html);
  const pct = (n: number) => `${Math.round((100 * n) / parts.raw)} %`;
  show({
    label: `first-visit JS, ${type} (${route})`,
    kind: 'bytes',
    value: js.gzip,
    target: TARGET.firstVisitJs,
    note: `HTML ${formatValue('bytes', parts.raw)}: payload ${pct(parts.inlinePayload)}, sidebar ${pct(parts.sidebarMarkup)} + ${pct(parts.sidebarInPayload)}`,
  });
  return { type, route, jsGzip: js.gzip, scripts: js.scripts, htmlGzip: gzip(html), ...parts };
});

// A click from an option page to the next.
heading('navigation, option page to the next in the sidebar (Chromium, served export, gzip as served)');
const navigation = skip('NAVIGATION') ? null : await measureNavigation(OUT, Number(process.env.BENCH_PORT ?? 3250));
for (const [i, label] of ['first click of a visit', 'the next click, same section'].entries()) {
  const steps = navigation?.clicks[i];
  const click = steps && clickCost(steps);
  const from = i === 0 ? navigation?.from : navigation?.clicks[0].to;
  show({
    label: `${label}: hover prefetch + click`,
    kind: 'bytes',
    value: click?.bytes ?? null,
    target: TARGET.navigation,
    note: steps
      ? `${from} -> ${steps.to}, ${click!.files.length} requests${navigation!.sameWindow ? '' : ', FULL RELOAD'}`
      : '',
  });
  for (const f of click?.files ?? [])
    if (f.bytes)
      console.log(`  ${formatValue('bytes', f.bytes).padStart(10)}  ${decodeURIComponent(f.url.split('?')[0])}`);
  if (click?.otherPages.length)
    console.log(
      `  (left out: ${click.otherPages.length} preloads of other pages the pointer rested on after the click)`,
    );
}

// npm run dev.
heading('npm run dev (cold: no .next/dev)');
const dev = skip('DEV') ? null : await measureDev(Number(process.env.BENCH_DEV_PORT ?? 3260));
show({
  label: 'first page, English, from the command',
  kind: 'seconds',
  value: dev?.firstEnglish ?? null,
  target: TARGET.devFirstPage,
});
show({
  label: 'first page, Chinese, from the command',
  kind: 'seconds',
  value: dev?.firstChinese ?? null,
  target: TARGET.devFirstPage,
});
const slowest = dev ? Object.entries(dev.laterVisits).sort((a, b) => b[1] - a[1])[0] : null;
show({
  label: 'later first visit of a page, slowest',
  kind: 'seconds',
  value: slowest?.[1] ?? null,
  target: TARGET.devLaterVisit,
  note: dev
    ? Object.entries(dev.laterVisits)
        .map(([r, s]) => `${r} ${formatValue('seconds', s)}`)
        .join(', ')
    : '',
});
show({
  label: 'saved .mdx edit shown in the open page',
  kind: 'seconds',
  value: dev?.edit ?? null,
  target: TARGET.devEdit,
});

// Lighthouse.
heading('mobile Lighthouse (performance; accessibility, best practices, SEO; FCP, LCP, TBT, CLS)');
const scores = skip('LIGHTHOUSE') ? null : await lighthouse();
for (const route of LIGHTHOUSE_ROUTES) {
  const l = scores?.find((s) => s.route === route);
  show({
    label: `performance ${route}`,
    kind: 'score',
    value: l?.performance ?? null,
    target: TARGET.lighthouse,
    note: l
      ? `${l.accessibility}/${l.bestPractices}/${l.seo}; FCP ${l.fcp}, LCP ${l.lcp}, TBT ${l.tbt}, CLS ${l.cls}`
      : '',
  });
}

const search = skip('SEARCH') ? null : await benchSearch(OUT);
if (search) printSearchBench(search);

const over = failures(figures);
console.log(`\nload average at the end ${load()}`);
heading(over.length ? `OVER TARGET: ${over.map((f) => f.label).join('; ')}` : 'Every byte count is within its target.');
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(
  'bench-results/latest.json',
  `${JSON.stringify({ date: new Date().toISOString().slice(0, 10), figures, phases: builds && { cold: builds.cold.phases, warm: builds.warm.phases, forced: builds.forced.phases }, exportShares: breakdown(files), pageTypes, navigation, dev, lighthouse: scores, search }, null, 2)}\n`,
);
process.exit(over.length ? 1 : 0);
