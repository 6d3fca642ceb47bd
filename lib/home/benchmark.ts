// The benchmark display's arithmetic (docs/behaviour.md §2.11): bars share one scale, the largest time of all groups,
// and each bar's animation lasts as long as the build it stands for.

export interface BenchmarkMetric {
  /** Seconds. */
  time: number;
  desc: string;
}

export interface BenchmarkGroup {
  label: string;
  metrics: BenchmarkMetric[];
}

export type BenchmarkData = Record<string, BenchmarkGroup>;

export function maxBenchmarkTime(data: BenchmarkData): number {
  return Math.max(0, ...Object.values(data).flatMap((g) => g.metrics.map((m) => m.time)));
}

/** The bar's width as a percentage of the track. */
export function barPercent(time: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.max(0, (time / max) * 100));
}

/** `450ms` under a second, `1.23s` from a second up. */
export function formatBenchmarkTime(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)}ms`;
  return `${seconds.toFixed(2)}s`;
}

/** Bad data fails the build instead of drawing a wrong chart. */
export function checkBenchmark(data: BenchmarkData): BenchmarkData {
  for (const [key, group] of Object.entries(data)) {
    if (!group.label.trim()) throw new Error(`benchmark group "${key}" needs a label`);
    if (group.metrics.length === 0) throw new Error(`benchmark group "${key}" has no metrics`);
    for (const m of group.metrics) {
      if (!(Number.isFinite(m.time) && m.time > 0))
        throw new Error(`benchmark group "${key}": "${m.desc}" needs a positive time in seconds`);
      if (!m.desc.trim()) throw new Error(`benchmark group "${key}": a metric needs a description`);
    }
  }
  return data;
}
