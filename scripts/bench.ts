// npm run bench: a cold build of the whole site, a rebuild with nothing changed, then the weights a first
// visit pays. Prints build wall times and peak memory (all build processes together), page count, export
// size (HTML, RSC payload files, Markdown copies), and for
// sample pages the gzip size of the JavaScript their HTML references (not nomodule) and of the HTML itself,
// then the mobile Lighthouse performance score of a few pages (CHROME_PATH, default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { benchSearch, printSearchBench } from './search-bench';

const OUT = path.resolve('out');
const SAMPLES = ['/', '/guide/start/quick-start', '/zh/guide/start/', '/config/output/minify'];
/** The build's own cache (compiled MDX, page analyses); lib/content/build-cache.ts. */
const BUILD_CACHE = path.resolve('node_modules/.cache/rsbuild-docs');
const JS_BUDGET = 150 * 1024;
/** Pages scored by mobile Lighthouse (the last one has a screenshot in its first screen); SKIP_LIGHTHOUSE=1 leaves it out. */
const LIGHTHOUSE_ROUTES = ['/', '/config/output/minify', '/zh/guide/start/quick-start', '/config/performance/bundle-analyze'];
const LIGHTHOUSE_MIN = 95;

const gzip = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

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

/** A cold build starts with no .next, no export and no build cache; a warm one keeps them all. */
function build(cold: boolean): Promise<{ seconds: number; peak: number }> {
  if (cold) for (const dir of ['.next', OUT, BUILD_CACHE]) fs.rmSync(dir, { recursive: true, force: true });
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`build failed with exit code ${code}`));
      else resolve({ seconds: (Date.now() - started) / 1000, peak });
    }),
  );
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function htmlFileFor(route: string): string {
  if (route.endsWith('/')) return path.join(OUT, route, 'index.html');
  return path.join(OUT, `${route}.html`);
}

/** The JavaScript a first visit to the page downloads: its script tags and script preloads, not nomodule. */
function pageWeights(route: string) {
  const html = fs.readFileSync(htmlFileFor(route), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    if (/\bnomodule\b/i.test(m[1])) continue;
    const src = m[1].match(/\bsrc="([^"]+)"/)?.[1];
    if (src) srcs.add(src);
  }
  for (const m of html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/g)) {
    const href = m[0].match(/\bhref="([^"]+)"/)?.[1];
    if (href) srcs.add(href);
  }
  let js = 0;
  for (const src of srcs) js += gzip(fs.readFileSync(path.join(OUT, src.split('?')[0])));
  return { route, scripts: srcs.size, jsGzip: js, htmlGzip: gzip(html), htmlRaw: Buffer.byteLength(html) };
}

const { seconds, peak } = await build(true);
const warm = await build(false);
console.log(`cold build ${seconds.toFixed(1)} s (peak ${Math.round(peak / 1024 / 1024)} MB), warm rebuild ${warm.seconds.toFixed(1)} s (peak ${Math.round(warm.peak / 1024 / 1024)} MB)`);
const files = walk(OUT);
const htmlPages = files.filter((f) => f.endsWith('.html') && !/(^|\/)(404|_not-found)\.html$/.test(path.relative(OUT, f)));
const bytesOf = (list: string[]) => list.reduce((sum, f) => sum + fs.statSync(f).size, 0);
const exportBytes = bytesOf(files);
const mb = (n: number) => Number((n / 1024 / 1024).toFixed(1));
const exportParts = {
  htmlMB: mb(bytesOf(files.filter((f) => f.endsWith('.html')))),
  rscMB: mb(bytesOf(files.filter((f) => f.endsWith('.txt') && !f.endsWith('llms.txt') && !f.endsWith('llms-full.txt') && !f.endsWith('robots.txt')))),
  markdownMB: mb(bytesOf(files.filter((f) => f.endsWith('.md')))),
  staticMB: mb(bytesOf(files.filter((f) => f.startsWith(path.join(OUT, '_next'))))),
};
const samples = SAMPLES.map(pageWeights);
const pageSizes = htmlPages.map((f) => {
  const html = fs.readFileSync(f);
  return { raw: html.length, gzip: gzip(html) };
});
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const htmlPerPage = { rawKB: Number((mean(pageSizes.map((p) => p.raw)) / 1024).toFixed(1)), gzipKB: Number((mean(pageSizes.map((p) => p.gzip)) / 1024).toFixed(1)) };

interface LighthouseScore {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
}

/** Lighthouse lives in bench/lighthouse with its own dependencies, installed there on first use. */
async function lighthouse(): Promise<LighthouseScore[]> {
  if (process.env.SKIP_LIGHTHOUSE) return [];
  const dir = path.resolve('bench/lighthouse');
  if (!fs.existsSync(path.join(dir, 'node_modules/lighthouse'))) {
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    if (install.status !== 0) throw new Error('could not install bench/lighthouse (npm ci failed)');
  }
  const { runLighthouse } = (await import(path.join(dir, 'lighthouse.mjs'))) as { runLighthouse: (root: string, routes: string[]) => Promise<LighthouseScore[]> };
  return runLighthouse(OUT, LIGHTHOUSE_ROUTES);
}

const lighthouseScores = await lighthouse();

const search = await benchSearch(OUT);
const results = {
  date: new Date().toISOString().slice(0, 10),
  buildSeconds: Number(seconds.toFixed(1)),
  peakMemoryMB: Math.round(peak / 1024 / 1024),
  warmBuildSeconds: Number(warm.seconds.toFixed(1)),
  warmPeakMemoryMB: Math.round(warm.peak / 1024 / 1024),
  pages: htmlPages.length,
  exportMB: mb(exportBytes),
  exportParts,
  htmlPerPage,
  samples,
  lighthouse: lighthouseScores,
  search,
};

console.log(`\nBenchmark ${results.date}`);
console.log(`cold build        ${results.buildSeconds} s, peak memory ${results.peakMemoryMB} MB`);
console.log(`warm rebuild      ${results.warmBuildSeconds} s, peak memory ${results.warmPeakMemoryMB} MB (nothing changed)`);
console.log(`pages             ${results.pages} HTML pages`);
console.log(`export size       ${results.exportMB} MB in ${files.length} files: HTML ${exportParts.htmlMB} MB, RSC payload files ${exportParts.rscMB} MB, Markdown copies ${exportParts.markdownMB} MB, _next/ ${exportParts.staticMB} MB`);
console.log(`HTML per page     ${htmlPerPage.rawKB} KB raw, ${htmlPerPage.gzipKB} KB gzip (mean over all pages)`);
console.log('\npage                          first-visit JS (gzip)   scripts   HTML (gzip)   HTML (raw)');
for (const s of samples) {
  console.log(`${s.route.padEnd(30)}${kb(s.jsGzip).padStart(20)}${String(s.scripts).padStart(10)}${kb(s.htmlGzip).padStart(14)}${kb(s.htmlRaw).padStart(13)}`);
}
const over = samples.filter((s) => s.jsGzip > JS_BUDGET);
console.log(over.length ? `\nOVER BUDGET (150 KB gzip JS): ${over.map((s) => s.route).join(', ')}` : '\nAll sampled pages are within the 150 KB gzip JavaScript budget.');
if (lighthouseScores.length) {
  console.log('\nmobile Lighthouse             performance  a11y  best-pr.  SEO   FCP       LCP       TBT       CLS');
  for (const l of lighthouseScores) {
    console.log(`${l.route.padEnd(30)}${String(l.performance).padStart(11)}  ${String(l.accessibility).padStart(4)}  ${String(l.bestPractices).padStart(8)}  ${String(l.seo).padStart(3)}   ${l.fcp.padEnd(10)}${l.lcp.padEnd(10)}${l.tbt.padEnd(10)}${l.cls}`);
  }
  const low = lighthouseScores.filter((l) => l.performance < LIGHTHOUSE_MIN);
  console.log(low.length ? `BELOW ${LIGHTHOUSE_MIN} (mobile Lighthouse performance): ${low.map((l) => l.route).join(', ')}` : `All scored pages reach ${LIGHTHOUSE_MIN} in mobile Lighthouse performance.`);
}
printSearchBench(search);
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
