// The search part of `npm run bench`: per language, the size of the shipped index (raw and gzip), and in
// Chromium the time to fetch it and build the engine, the latency of 100 queries (p50 / p95), and the
// relevance set's scores on the results the browser's engine gives from the export's index. The
// engine is the same code the modal runs, bundled on its own so it can be timed without the UI.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { build } from 'esbuild'; // installed with tsx
import { chromium } from '@playwright/test';
import { LANGS } from '../../lib/routing/lang-path';
import { localIndexPath } from '../../lib/search/provider';
import { RELEVANCE_PARTS, readRelevanceSet } from './search-relevance';
import { pagesOfUrls, percent, scoreRelevance } from '../../tools/search/relevance';

export const INDEX_BUDGET = 250 * 1024;
export const P95_BUDGET_MS = 10;
const QUERY_COUNT = 100;

export interface SearchBench {
  lang: string;
  rawBytes: number;
  gzipBytes: number;
  records: number;
  loadAndBuildMs: number;
  p50Ms: number;
  p95Ms: number;
  /** The first ten queries together: what the reader's first words into a freshly opened search take. */
  first10Ms: number;
  /** The slowest queries down to the p95 (the sixth slowest of 100), slowest first, with their place in the list. */
  slowest: Array<{ query: string; at: number; ms: number }>;
  /** Each part of the relevance set, scored on the results the browser's engine gave. */
  relevance: Array<{ part: string; total: number; top1: number; top3: number }>;
}

/** 100 queries as a reader types them (each query's prefixes from 2 characters, then the full query), spread evenly over the relevance set. */
export function benchQueries(queries: string[]): string[] {
  const typed = queries.flatMap((q) => {
    const chars = Array.from(q);
    return chars.slice(1).map((_, i) => chars.slice(0, i + 2).join(''));
  });
  return Array.from({ length: QUERY_COUNT }, (_, i) => typed[Math.floor((i * typed.length) / QUERY_COUNT)]);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function engineBundle(): Promise<string> {
  const result = await build({
    stdin: { contents: "export { createEngine } from './lib/search/engine';", resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'SearchBench',
    write: false,
    target: 'es2022',
  });
  return result.outputFiles[0].text;
}

export async function benchSearch(
  outDir: string,
  port = Number(process.env.BENCH_PORT ?? 3399),
): Promise<SearchBench[]> {
  const server = spawn('node_modules/.bin/tsx', ['scripts/serve/serve.ts'], {
    env: { ...process.env, PORT: String(port), OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => server.stdout!.on('data', () => resolve()));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const bundle = await engineBundle();
    const results: SearchBench[] = [];
    for (const lang of LANGS) {
      const file = fs.readFileSync(path.join(outDir, localIndexPath(lang)));
      const page = await browser.newPage({ bypassCSP: true });
      await page.goto(`http://localhost:${port}/404.html`);
      await page.addScriptTag({ content: bundle });
      const set = readRelevanceSet();
      const queries = benchQueries(
        [...set.tuning[lang], ...set.measured[lang], ...set.questions[lang]].map(([q]) => q),
      );
      const setQueries = RELEVANCE_PARTS.flatMap((part) => set[part][lang].map(([q]) => q));
      const timing = await page.evaluate(
        async ({ url, queries, setQueries }) => {
          const { createEngine } = (window as unknown as { SearchBench: typeof import('../../lib/search/engine') })
            .SearchBench;
          const started = performance.now();
          const engine = createEngine(await (await fetch(url, { cache: 'no-store' })).json());
          const loadAndBuildMs = performance.now() - started;
          const times = queries.map((q) => {
            const t = performance.now();
            engine.search(q, 20);
            return performance.now() - t;
          });
          const found = setQueries.map((q) => engine.search(q, 20).records.map((r) => r.url));
          return { loadAndBuildMs, times, records: engine.records.length, found };
        },
        { url: localIndexPath(lang), queries, setQueries },
      );
      const found = new Map(setQueries.map((q, i) => [q, pagesOfUrls(timing.found[i])]));
      const relevance = RELEVANCE_PARTS.map((part) => {
        const s = scoreRelevance((q) => found.get(q)!, set[part][lang]);
        return { part, total: s.total, top1: percent(s.top1, s.total), top3: percent(s.top3, s.total) };
      });
      const sorted = [...timing.times].sort((a, b) => a - b);
      const slowest = timing.times
        .map((ms, at) => ({ query: queries[at], at, ms: Number(ms.toFixed(2)) }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, QUERY_COUNT - Math.ceil(0.95 * QUERY_COUNT) + 1);
      results.push({
        lang,
        rawBytes: file.length,
        gzipBytes: zlib.gzipSync(file, { level: 9 }).length,
        records: timing.records,
        loadAndBuildMs: Math.round(timing.loadAndBuildMs),
        p50Ms: Number(percentile(sorted, 50).toFixed(2)),
        p95Ms: Number(percentile(sorted, 95).toFixed(2)),
        first10Ms: Number(
          timing.times
            .slice(0, 10)
            .reduce((a, b) => a + b, 0)
            .toFixed(1),
        ),
        slowest,
        relevance,
      });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
    server.kill();
  }
}

export function printSearchBench(results: SearchBench[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    '\nsearch index   records   raw          gzip        load+build   query p50   query p95 (100 queries, Chromium)',
  );
  for (const r of results) {
    console.log(
      `${r.lang.padEnd(15)}${String(r.records).padStart(7)}${kb(r.rawBytes).padStart(11)}${kb(r.gzipBytes).padStart(13)}${`${r.loadAndBuildMs} ms`.padStart(13)}${`${r.p50Ms} ms`.padStart(12)}${`${r.p95Ms} ms`.padStart(12)}`,
    );
  }
  console.log('\nthe first ten queries together, and the slowest down to the p95 (the sixth; #: place in the list)');
  for (const r of results)
    console.log(
      `${r.lang.padEnd(4)}first ten ${`${r.first10Ms} ms`.padStart(9)}   ${r.slowest.map((s) => `${s.ms} ms #${s.at} ${JSON.stringify(s.query.length > 24 ? `${s.query.slice(0, 24)}…` : s.query)}`).join(', ')}`,
    );
  console.log("\nrelevance in Chromium, on the export's index (wanted page first / among the first three)");
  for (const r of results)
    for (const s of r.relevance)
      console.log(
        `${r.lang} ${s.part.padEnd(10)}${String(s.total).padStart(5)} queries   top-1 ${s.top1} %   top-3 ${s.top3} %`,
      );
  const over = results.filter((r) => r.gzipBytes > INDEX_BUDGET || r.p95Ms > P95_BUDGET_MS);
  console.log(
    over.length
      ? `OVER SEARCH BUDGET (250 KB gzip index, p95 10 ms): ${over.map((r) => r.lang).join(', ')}`
      : 'Search is within budget (index at most 250 KB gzip per language, p95 query at most 10 ms).',
  );
}

// `tsx scripts/bench/search-bench.ts` measures the existing export without a rebuild.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/bench/search-bench.ts')) {
  printSearchBench(await benchSearch(path.resolve(process.env.OUT_DIR ?? 'out')));
}
