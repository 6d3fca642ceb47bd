import { benchmarkGroups, benchmarkSource, publishedBenchmark, type PublishedBenchmark } from './benchmark-data';

const source: PublishedBenchmark = {
  repository: 'https://github.com/example/bench',
  date: '2024-01-02',
  metrics: { build: { Rsbuild: 0.3, webpack: 2 }, hmr: { Rsbuild: 0.05, webpack: 0.2 } },
};

describe('benchmark data', () => {
  it('makes one group per metric, labelled in the page language, with the tools in their order', () => {
    expect(benchmarkGroups('en', source)).toEqual({
      build: {
        label: 'Production build',
        metrics: [
          { desc: 'Rsbuild', time: 0.3 },
          { desc: 'webpack', time: 2 },
        ],
      },
      hmr: {
        label: 'Hot update (HMR)',
        metrics: [
          { desc: 'Rsbuild', time: 0.05 },
          { desc: 'webpack', time: 0.2 },
        ],
      },
    });
    expect(benchmarkGroups('zh', source).build.label).toBe('生产构建');
  });
  it('names the repository (linked), case, machine and date in both languages', () => {
    expect(benchmarkSource('en', source)).toEqual({
      label: 'Source:',
      name: 'example/bench',
      href: 'https://github.com/example/bench',
      details: ', case: 1,000 React components, machine: MacBook Pro (Apple M1 Pro, 32\u00a0GB), published 2024-01-02',
    });
    expect(benchmarkSource('zh', source).details).toBe(
      '，测试用例：1000 个 React 组件，测试机器：MacBook Pro（Apple M1 Pro，32\u00a0GB），发布于 2024-01-02',
    );
  });
  it('ships the figures build-tools-performance published on 2024-08-13, Rsbuild first', () => {
    expect(publishedBenchmark.date).toBe('2024-08-13');
    expect(publishedBenchmark.metrics.build).toEqual({
      Rsbuild: 0.28,
      'Vite + SWC': 1.39,
      'webpack + SWC': 2.01,
      'webpack + Babel': 6.52,
    });
    for (const group of Object.values(benchmarkGroups('en')))
      expect(group.metrics.map((m) => m.desc)).toEqual(['Rsbuild', 'Vite + SWC', 'webpack + SWC', 'webpack + Babel']);
  });
});
