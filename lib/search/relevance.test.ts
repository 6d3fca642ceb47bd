// Relevance on the real content: for realistic queries, the page a reader wants is among the first three
// results. The index is built by the same function the build uses to write out/search/<lang>.json.
import path from 'node:path';
import { buildContentIndex } from '../content/content-index';
import { buildSearchIndex } from './build-index';
import { createEngine, type Engine } from './engine';
import { QUERIES } from './relevance-queries';

const content = buildContentIndex({ contentDir: path.resolve('content'), git: false });
const engines: Partial<Record<'en' | 'zh', Engine>> = {};

describe.each(['en', 'zh'] as const)('relevance (%s)', (lang) => {
  beforeAll(() => {
    engines[lang] = createEngine(buildSearchIndex(content, lang));
  });
  it('has at least 20 queries', () => expect(QUERIES[lang].length).toBeGreaterThanOrEqual(20));
  it.each(QUERIES[lang])('%s -> %s in the first 3', (query, page) => {
    const top = engines[lang]!.search(query, 20).records.slice(0, 3).map((r) => r.url.split('#')[0]);
    expect(top).toContain(page);
  });
});
