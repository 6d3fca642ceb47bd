// The home page's benchmark: the figures Rsbuild's own benchmark published, as the Rsbuild 1.x home page
// showed them, with what the page must say about where they come from. Only figures the source publishes
// belong here; our own measurement (tools/bench/bundlers) is for reproducing a comparison, not for this chart.
import { checkBenchmark, type BenchmarkData } from './benchmark';
import { t, type MessageKey } from '../i18n';
import type { Lang } from '../site-config';

export interface PublishedBenchmark {
  repository: string;
  /** The day the figures were published (the repository's "docs: update results" commit). */
  date: string;
  /** Metric key -> tool -> seconds, in the order the chart shows them (Rsbuild first). */
  metrics: Record<string, Record<string, number>>;
}

/**
 * build-tools-performance, results of 2024-08-13 (commit ad57e88c): 1,000 React components on a MacBook
 * Pro with an Apple M1 Pro and 32 GB.
 */
export const publishedBenchmark: PublishedBenchmark = {
  repository: 'https://github.com/rstackjs/build-tools-performance',
  date: '2024-08-13',
  metrics: {
    dev: { Rsbuild: 0.41, 'Vite + SWC': 1.29, 'webpack + SWC': 2.26, 'webpack + Babel': 5.02 },
    build: { Rsbuild: 0.28, 'Vite + SWC': 1.39, 'webpack + SWC': 2.01, 'webpack + Babel': 6.52 },
    hmr: { Rsbuild: 0.08, 'Vite + SWC': 0.05, 'webpack + SWC': 0.2, 'webpack + Babel': 0.2 },
  },
};

/** The chart's groups, one per metric, labelled in the page language. */
export function benchmarkGroups(lang: Lang, source: PublishedBenchmark = publishedBenchmark): BenchmarkData {
  return checkBenchmark(
    Object.fromEntries(
      Object.entries(source.metrics).map(([key, tools]) => [
        key,
        {
          label: t(lang, `home.benchmark.${key}` as MessageKey),
          metrics: Object.entries(tools).map(([desc, time]) => ({ desc, time })),
        },
      ]),
    ),
  );
}

export interface BenchmarkSource {
  label: string;
  /** The repository, linked. */
  name: string;
  href: string;
  /** Case, machine and date, each after a separator, to follow the link. */
  details: string;
}

/** The line under the chart: repository, case, machine and date of the figures. */
export function benchmarkSource(lang: Lang, source: PublishedBenchmark = publishedBenchmark): BenchmarkSource {
  return {
    label: t(lang, 'home.benchmark.source'),
    name: new URL(source.repository).pathname.slice(1),
    href: source.repository,
    details: [
      '',
      t(lang, 'home.benchmark.case'),
      t(lang, 'home.benchmark.machine'),
      `${t(lang, 'home.benchmark.published')} ${source.date}`,
    ].join(t(lang, 'home.benchmark.separator')),
  };
}
