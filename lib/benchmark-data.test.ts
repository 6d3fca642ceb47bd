import { benchmarkData, benchmarkSource, type BenchmarkResults } from './benchmark-data';

const results: BenchmarkResults = {
  date: '2026-11-21',
  machine: '2 × CPU, Node.js v20',
  runs: 3,
  groups: { build1000: { modules: 1000, metrics: [{ time: 0.8, desc: 'Rsbuild' }, { time: 4, desc: 'webpack' }] } },
};

describe('benchmark data', () => {
  it('labels each group with its module count in the page language', () => {
    expect(benchmarkData('en', results).build1000.label).toBe('1,000 modules');
    expect(benchmarkData('zh', results).build1000.label).toBe('1,000 个模块');
    expect(benchmarkData('en', results).build1000.metrics).toEqual(results.groups.build1000.metrics);
  });
  it('names the source, date and machine of the figures', () => {
    expect(benchmarkSource('en', results)).toMatch(/our own measurement.*\(2026-11-21, 2 × CPU, Node\.js v20\)\.$/);
  });
  it('ships measured figures for Rsbuild and at least one other tool', () => {
    for (const group of Object.values(benchmarkData('en'))) {
      expect(group.metrics[0].desc).toMatch(/^Rsbuild /);
      expect(group.metrics.length).toBeGreaterThan(1);
    }
  });
});
