import { benchmarkSource } from '@/lib/home/benchmark-data';
import type { Lang } from '@/lib/site-config';

/** Where the chart's figures come from; belongs under every chart drawn from lib/benchmark-data. */
export function BenchmarkSource({ lang }: { lang: Lang }) {
  const source = benchmarkSource(lang);
  return (
    <p className="bench-source">
      {source.label}{' '}
      <a href={source.href} target="_blank" rel="noopener noreferrer">
        {source.name}
      </a>
      {source.details}
    </p>
  );
}
