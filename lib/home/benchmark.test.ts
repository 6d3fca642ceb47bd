import { barPercent, checkBenchmark, formatBenchmarkTime, maxBenchmarkTime, type BenchmarkData } from './benchmark';

const data: BenchmarkData = {
  dev: {
    label: 'Dev',
    metrics: [
      { time: 0.5, desc: 'A' },
      { time: 2, desc: 'B' },
    ],
  },
  build: {
    label: 'Build',
    metrics: [
      { time: 1, desc: 'A' },
      { time: 8, desc: 'B' },
    ],
  },
};

describe('benchmark', () => {
  it('scales every bar against the largest time across all groups', () => {
    expect(maxBenchmarkTime(data)).toBe(8);
    expect(barPercent(2, 8)).toBe(25);
    expect(barPercent(8, 8)).toBe(100);
    expect(barPercent(0.5, 8)).toBeCloseTo(6.25);
    expect(barPercent(1, 0)).toBe(0);
  });
  it('shows milliseconds under a second and seconds with two decimals from a second up', () => {
    expect(formatBenchmarkTime(0.456)).toBe('456ms');
    expect(formatBenchmarkTime(0.04)).toBe('40ms');
    expect(formatBenchmarkTime(0.9994)).toBe('999ms');
    expect(formatBenchmarkTime(1)).toBe('1.00s');
    expect(formatBenchmarkTime(12.345)).toBe('12.35s');
  });
  it('rejects data that would draw a wrong chart', () => {
    expect(checkBenchmark(data)).toBe(data);
    expect(() => checkBenchmark({ g: { label: 'G', metrics: [{ time: 0, desc: 'A' }] } })).toThrow(/positive time/);
    expect(() => checkBenchmark({ g: { label: 'G', metrics: [] } })).toThrow(/no metrics/);
    expect(() => checkBenchmark({ g: { label: ' ', metrics: [{ time: 1, desc: 'A' }] } })).toThrow(/needs a label/);
  });
});
