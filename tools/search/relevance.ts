// How well an engine answers a relevance set: the share of queries whose wanted page is the first
// result page, and among the first three result pages (a page with several hits counts once).
import type { Engine } from '../../lib/search/engine';

/** A query, the page (or any of the pages) a reader wants from it, and for a real reader's question where it was asked. */
export type RelevanceQuery = [query: string, pages: string | string[], source?: string];

export interface RelevanceScore {
  total: number;
  top1: number;
  top3: number;
  /** Queries whose page is not in the first three, with the pages shown instead. */
  misses: Array<{ query: string; wanted: string[]; got: string[] }>;
}

/** The distinct pages of result URLs, in order (an index page without its trailing slash). */
export const pagesOfUrls = (urls: string[]) => [
  ...new Set(urls.map((url) => url.split('#')[0].replace(/(.)\/$/, '$1'))),
];

/** The distinct pages of the results, in order. */
export function resultPages(engine: Engine, query: string, limit = 20): string[] {
  return pagesOfUrls(engine.search(query, limit).records.map((r) => r.url));
}

/** Scores the result pages of each query, from the engine here or as a browser found them. */
export function scoreRelevance(
  engine: Engine | ((query: string) => string[]),
  queries: RelevanceQuery[],
): RelevanceScore {
  const pagesFor = typeof engine === 'function' ? engine : (query: string) => resultPages(engine, query);
  const score: RelevanceScore = { total: queries.length, top1: 0, top3: 0, misses: [] };
  for (const [query, pages] of queries) {
    const wanted = typeof pages === 'string' ? [pages] : pages;
    const got = pagesFor(query).slice(0, 3);
    if (wanted.includes(got[0])) score.top1++;
    if (got.some((p) => wanted.includes(p))) score.top3++;
    else score.misses.push({ query, wanted, got });
  }
  return score;
}

export const percent = (n: number, total: number) => Math.round((1000 * n) / total) / 10;
