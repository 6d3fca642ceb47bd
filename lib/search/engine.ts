// The local search engine: an inverted index over the records of one language, built in the browser
// from the index file, answering queries with DocSearch hits (highlighted and escaped).
import { LEVELS, expandRecords, type IndexFile, type Level, type RecordType, type SearchRecord } from './records';
import { escapeHtml, highlight, matchRanges, queryTerms, snippet, tokenize, type QueryTerm } from './text';

/**
 * Field weights: a match in the page title ranks above a match in a heading, which ranks above body
 * text; text a record inherits from the headings above it counts less than its own.
 */
const WEIGHT = { ownTitle: 10, ownHeading: 8, description: 5, content: 2, title: 3, heading: 1.5, section: 0.5 };
const OWN = new Set([WEIGHT.ownTitle, WEIGHT.ownHeading, WEIGHT.description, WEIGHT.content]);
/** How much a completion of the word being typed is worth next to the exact word. */
const PREFIX_FACTOR = 0.8;
/** A short prefix could expand to thousands of words; the first ones (alphabetically) are enough. */
const MAX_EXPANSIONS = 300;
/** A page whose own text matches in three places or more is about the query: its page record gains. */
const PAGE_FACTOR = 0.7;
const TYPE_RANK: Record<RecordType, number> = { lvl1: 0, lvl2: 1, lvl3: 2, lvl4: 3, lvl5: 4, lvl6: 5, content: 6 };

interface Postings {
  records: number[];
  weights: number[];
}

export interface Engine {
  records: SearchRecord[];
  search(query: string, limit: number): { records: SearchRecord[]; nbHits: number; terms: QueryTerm[] };
}

function recordFields(r: SearchRecord): Array<[string, number]> {
  const fields: Array<[string, number]> = [[r.hierarchy.lvl0 ?? '', WEIGHT.section]];
  const ownLevel = r.type === 'content' ? undefined : r.type;
  for (const level of LEVELS.slice(1) as Level[]) {
    const text = r.hierarchy[level];
    if (!text) continue;
    const own = level === ownLevel;
    fields.push([text, level === 'lvl1' ? (own ? WEIGHT.ownTitle : WEIGHT.title) : own ? WEIGHT.ownHeading : WEIGHT.heading]);
  }
  if (r.content) fields.push([r.content, WEIGHT.content]);
  if (r.description) fields.push([r.description, WEIGHT.description]);
  return fields;
}

export function createEngine(index: IndexFile): Engine {
  const records = expandRecords(index);
  const postings = new Map<string, Postings>();
  records.forEach((record, i) => {
    const best = new Map<string, number>();
    for (const [text, weight] of recordFields(record)) {
      for (const term of tokenize(text)) if ((best.get(term) ?? 0) < weight) best.set(term, weight);
    }
    for (const [term, weight] of best) {
      let p = postings.get(term);
      if (!p) postings.set(term, (p = { records: [], weights: [] }));
      p.records.push(i);
      p.weights.push(weight);
    }
  });
  const terms = [...postings.keys()].sort();
  const pageRecord = new Map<number, number>();
  records.forEach((r, i) => r.type === 'lvl1' && pageRecord.set(r.page!, i));

  function expand({ term, prefix }: QueryTerm): string[] {
    if (!prefix) return postings.has(term) ? [term] : [];
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < terms.length && out.length < MAX_EXPANSIONS && terms[i].startsWith(term); i++) out.push(terms[i]);
    return out;
  }

  /**
   * Record -> weight of its best match for one query term, times the term's rarity; `own` holds the
   * records that match in their own text rather than only in the headings above them.
   */
  function matches(q: QueryTerm): Map<number, number> & { own?: Set<number> } {
    const found: Map<number, number> & { own?: Set<number> } = new Map<number, number>();
    const own = new Set<number>();
    let df = 0;
    for (const word of expand(q)) {
      const p = postings.get(word)!;
      df += p.records.length;
      const factor = word === q.term ? 1 : PREFIX_FACTOR;
      for (let k = 0; k < p.records.length; k++) {
        const w = p.weights[k] * factor;
        if ((found.get(p.records[k]) ?? 0) < w) found.set(p.records[k], w);
        if (OWN.has(p.weights[k])) own.add(p.records[k]);
      }
    }
    found.own = own;
    const idf = Math.log(1 + records.length / Math.max(1, df));
    for (const [r, w] of found) found.set(r, w * idf);
    return found;
  }

  return {
    records,
    search(query, limit) {
      const qterms = queryTerms(query.slice(0, 64));
      if (!qterms.length) return { records: [], nbHits: 0, terms: qterms };
      // Every term must match (AND); start from the rarest to keep the intersection small.
      const perTerm = qterms.map(matches).sort((a, b) => a.size - b.size);
      const scores = new Map<number, number>();
      const perPage = new Map<number, { count: number; best: number }>();
      for (const [r, w] of perTerm[0]) {
        let score = w;
        let all = true;
        for (let k = 1; k < perTerm.length && all; k++) {
          const other = perTerm[k].get(r);
          if (other === undefined) all = false;
          else score += other;
        }
        if (!all) continue;
        scores.set(r, score);
        if (!perTerm.some((m) => m.own!.has(r))) continue;
        const page = records[r].page!;
        const agg = perPage.get(page) ?? { count: 0, best: 0 };
        agg.count++;
        agg.best = Math.max(agg.best, score);
        perPage.set(page, agg);
      }
      // The page record of a page that matches in many places ranks it as a whole, even when its title
      // does not contain the words (预加载 on the performance.preload page).
      for (const [page, { count, best }] of perPage) {
        const r = pageRecord.get(page);
        if (r === undefined || count < 3) continue;
        scores.set(r, (scores.get(r) ?? 0) + best * PAGE_FACTOR * Math.log(count - 1));
      }
      const ranked = [...scores].sort(
        ([ra, sa], [rb, sb]) => sb - sa || TYPE_RANK[records[ra].type] - TYPE_RANK[records[rb].type] || ra - rb,
      );
      return { records: ranked.slice(0, limit).map(([r]) => records[r]), nbHits: ranked.length, terms: qterms };
    },
  };
}

export interface HitOptions {
  /** Words per content snippet (DocSearch asks for `content:10`). */
  snippetWords: number;
  ellipsis?: string;
  pre?: string;
  post?: string;
}

type Highlighted = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] };

/**
 * A record as a DocSearch hit. Every text is HTML-escaped, as DocSearch expects (it renders snippets as
 * HTML and decodes entities for breadcrumbs); the highlight tags are the only markup.
 */
export function toHit(record: SearchRecord, terms: QueryTerm[], { snippetWords, ellipsis = '…', pre = '<mark>', post = '</mark>' }: HitOptions) {
  const mark = (text: string): Highlighted => {
    const ranges = matchRanges(text, terms);
    const matchedWords = [...new Set(ranges.map(([s, e]) => text.slice(s, e).toLowerCase()))];
    return { value: highlight(text, ranges, pre, post), matchLevel: ranges.length ? (matchedWords.length >= terms.length ? 'full' : 'partial') : 'none', matchedWords };
  };
  const hierarchy: Record<string, string | null> = {};
  const highlightH: Record<string, Highlighted> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    hierarchy[level] = text === null ? null : escapeHtml(text);
    if (text !== null) highlightH[level] = mark(text);
  }
  const content = record.content === null ? null : escapeHtml(record.content);
  const contentMark = record.content === null ? undefined : mark(record.content);
  return {
    objectID: record.objectID,
    url: record.url,
    type: record.type,
    content,
    hierarchy,
    _highlightResult: { hierarchy: highlightH, ...(contentMark ? { content: contentMark } : {}) },
    _snippetResult: {
      hierarchy: Object.fromEntries(Object.entries(highlightH).map(([k, v]) => [k, { value: v.value, matchLevel: v.matchLevel }])),
      ...(record.content !== null ? { content: { value: snippet(record.content, terms, snippetWords, ellipsis, pre, post), matchLevel: contentMark!.matchLevel } } : {}),
    },
  };
}

export type LocalHit = ReturnType<typeof toHit>;
