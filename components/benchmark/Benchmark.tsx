import type { CSSProperties } from 'react';
import {
  barPercent,
  checkBenchmark,
  formatBenchmarkTime,
  maxBenchmarkTime,
  type BenchmarkData,
} from '@/lib/home/benchmark';
import { BenchmarkReveal } from './BenchmarkReveal';
import './Benchmark.css';

/**
 * Horizontal bars on one scale (docs/behaviour.md §2.11). The bars are static HTML at their final width, drawn from
 * zero by a CSS transition once the chart scrolls into view; BenchmarkReveal only flips that switch.
 */
export function Benchmark({ groups }: { groups: BenchmarkData }) {
  const max = maxBenchmarkTime(checkBenchmark(groups));
  return (
    <BenchmarkReveal>
      {Object.entries(groups).map(([key, group]) => (
        <div key={key} className="bench-group" data-group={key}>
          <h3 className="bench-label">{group.label}</h3>
          <ul className="bench-metrics">
            {group.metrics.map((m) => (
              <li key={m.desc} className="bench-metric">
                <span className="bench-desc">{m.desc}</span>
                <span className="bench-track">
                  <span
                    className="bench-bar"
                    data-time={m.time}
                    style={
                      {
                        '--bench-width': `${barPercent(m.time, max)}%`,
                        '--bench-duration': `${m.time}s`,
                      } as CSSProperties
                    }
                  />
                  <span className="bench-time">{formatBenchmarkTime(m.time)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </BenchmarkReveal>
  );
}
