// Answers DocSearch's search requests (the Algolia `search({ requests })` call) from the local engine, so
// the modal runs unchanged on either backend.
import type { Engine } from './engine';
import { hitPage, toHit, type LocalHit } from './hits';

export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

export interface SearchResult {
  index: string;
  query: string;
  hits: LocalHit[];
  nbHits: number;
  hitsPerPage: number;
  page: number;
  nbPages: number;
  processingTimeMS: number;
  /** The words to mark on the page a result opens: the query's, and each one's forms the pages use. */
  marks: string[];
}

/** The word count DocSearch asks for in `attributesToSnippet` (`content:10`). */
export function snippetWords(attributes: string[] | undefined, fallback = 10): number {
  const spec = attributes?.find((a) => a.startsWith('content:'));
  const n = spec ? Number(spec.slice('content:'.length)) : NaN;
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function answer(engine: Engine, request: SearchRequest): SearchResult {
  const started = Date.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const { records, nbHits, terms } = engine.search(query, hitsPerPage);
  const options = {
    snippetWords: snippetWords(request.attributesToSnippet),
    ellipsis: request.snippetEllipsisText,
    pre: request.highlightPreTag,
    post: request.highlightPostTag,
  };
  return {
    index: request.indexName,
    query,
    hits: records.map((r) =>
      toHit(
        r,
        terms,
        options,
        hitPage(engine.pages[r.page!], engine.lead(r.page!), engine.headings(r.page!).replace(/^ · /, '')),
      ),
    ),
    nbHits,
    hitsPerPage,
    page: 0,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    processingTimeMS: Date.now() - started,
    marks: terms.map((t) => t.term),
  };
}
