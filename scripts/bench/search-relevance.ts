// `tsx scripts/bench/search-relevance.ts`: the relevance scores of each part of the set per language, and
// the queries that miss, from the same index the build writes.
import path from 'node:path';
import fs from 'node:fs';
import { buildContentIndex } from '../../lib/content/content-index';
import { buildSearchIndex } from '../../lib/search-index/build-index';
import { createEngine } from '../../lib/search/engine';
import { percent, scoreRelevance, type RelevanceQuery } from '../../tools/search/relevance';

export interface RelevanceSet {
  measured: Record<'en' | 'zh', RelevanceQuery[]>;
  tuning: Record<'en' | 'zh', RelevanceQuery[]>;
  /** Readers' own questions from public trackers, each with its source. */
  questions: Record<'en' | 'zh', RelevanceQuery[]>;
  /** More readers' questions, kept out of every tuning: how far the rules hold beyond what they were tuned on. */
  heldout: Record<'en' | 'zh', RelevanceQuery[]>;
}

export const RELEVANCE_PARTS = ['measured', 'tuning', 'questions', 'heldout'] as const;

export const RELEVANCE_FILE = path.resolve('tools/search/search-relevance.json');
export const readRelevanceSet = (): RelevanceSet => JSON.parse(fs.readFileSync(RELEVANCE_FILE, 'utf8'));

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/bench/search-relevance.ts')) {
  const set = readRelevanceSet();
  const content = buildContentIndex({ contentDir: path.resolve('content'), git: false });
  for (const lang of ['en', 'zh'] as const) {
    const engine = createEngine(buildSearchIndex(content, lang));
    for (const part of RELEVANCE_PARTS) {
      const s = scoreRelevance(engine, set[part][lang]);
      console.log(
        `${lang} ${part}: ${s.total} queries, top-1 ${percent(s.top1, s.total)} %, top-3 ${percent(s.top3, s.total)} %`,
      );
      for (const m of s.misses)
        console.log(`  miss  ${JSON.stringify(m.query)} wants ${m.wanted.join(' ')} got ${m.got.join(' ')}`);
    }
  }
}
