// The home page's benchmark: our own measurement (bench/bundlers), not figures copied from elsewhere, so the
// page can say exactly where every number comes from. Rerun `npm run bench` in bench/bundlers to refresh.
import results from '../bench/bundlers/results.json';
import { checkBenchmark, type BenchmarkData } from './benchmark';
import { t } from './i18n';
import { localeOf } from './routing/locale';
import type { Lang } from './site-config';

export interface BenchmarkResults {
  date: string;
  machine: string;
  runs: number;
  groups: Record<string, { modules: number; metrics: { time: number; desc: string }[] }>;
}

export function benchmarkData(lang: Lang, source: BenchmarkResults = results): BenchmarkData {
  const format = new Intl.NumberFormat(localeOf(lang).htmlLang);
  return checkBenchmark(
    Object.fromEntries(
      Object.entries(source.groups).map(([key, g]) => [key, { label: `${format.format(g.modules)} ${t(lang, 'home.benchmark.modules')}`, metrics: g.metrics }]),
    ),
  );
}

/** Where the figures come from, in the page language: method, date and machine. */
export function benchmarkSource(lang: Lang, source: BenchmarkResults = results): string {
  return `${t(lang, 'home.benchmark.method')} (${source.date}, ${source.machine}).`;
}
