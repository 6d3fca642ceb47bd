// The local search engine: an inverted index over the records of one language, built in the browser
// from the index file, answering queries with the records that match, best first, and the words to
// highlight; hits.ts turns them into DocSearch hits.
//
// Ranking, in order of what decides: a page ranks by what it is about (its title, search terms, the
// words of its path, its description, first paragraph and headings, all on its page record), so an
// option page outranks a guide that only mentions the option; a record ranks by how much of the query
// it answers (coverage, weighed by each word's rarity: a question's topic words count, its common words
// hardly), and rare words count more than common ones (idf). Coverage ranks and never hides: a query
// with one word the index knows finds that word's pages. A word also finds its other forms (word-forms.ts),
// a little below the form typed. A query is also run with the synonyms of the glossary words it contains
// (synonyms.ts), and a word found nowhere with the index words one typo away. Results come grouped by
// page, best page first, at most three hits per page, best section first. For a question, a page whose
// second section also answers ranks higher, and higher still when its hits together answer more of the
// question than its best one; a page the question names (preact, cors) ranks above pages that only share
// its other words.
import {
  LEVELS,
  expandRecords,
  type IndexFile,
  type IndexPage,
  type Level,
  type RecordType,
  type SearchRecord,
} from './records';
import { isCjk, matchRanges, parseQuery, tokenize, withinEdits, type ParsedQuery, type QueryTerm } from './text';
import { queryVariants } from './synonyms';
import { numberForms, stem } from './word-forms';

/** Field weights: what a page is about first, then a section's own heading, then text. */
export const WEIGHT = {
  title: 10,
  terms: 9,
  heading: 8,
  path: 7,
  description: 6,
  lead: 4,
  pageHeadings: 2.5,
  content: 2,
  /** Text a record inherits from the page and the headings above it: ranks, but is not shown as a match. */
  inheritedTitle: 3,
  inheritedHeading: 1.5,
  section: 0.5,
};
/** How much a completion of the word being typed, or a word one typo away, is worth next to the exact word. */
const PREFIX_FACTOR = 0.8;
/** Another form of the word (minified for minify) counts less than the word; its plural or singular almost as much. */
const FORM_FACTOR = 0.5;
const NUMBER_FACTOR = 0.9;
const FUZZY_FACTOR = 0.7;
/** A short prefix could expand to thousands of words; the first ones (alphabetically) are enough. */
const MAX_EXPANSIONS = 300;
const MAX_EXPANDED_POSTINGS = 4000;
/** Forms of one stem marked in a hit: enough for every form a page uses. */
const MAX_FORMS = 8;
/** How much a page's second best record adds to its rank (its best counts whole). */
const SECOND_RECORD_SHARE = 0.5;
/** Words (a Chinese character counts half) from which a query reads as a question rather than a name. */
const QUESTION_WORDS = 3;
/** Hits of one page in the results: the rest of the page is one click away. */
export const MAX_PER_PAGE = 3;
/** A page for an older version of a topic (tailwindcss-v3 next to tailwindcss) ranks below the current one. */
const OLDER_VERSION_FACTOR = 0.6;
const DATED_POST_FACTOR = 0.6;
/**
 * A page whose title, or the last part of whose path, is exactly the query ranks above pages that only
 * contain it: `alias` finds resolve.alias before resolve.aliasStrategy, `css modules` the CSS Modules
 * guide before output.cssModules. The title counts more than the path (css-modules is both pages' path).
 */
const EXACT_TITLE_FACTOR = 1.3;
const EXACT_PATH_FACTOR = 1.15;
/** A page whose option a longer query names as code (codeNames) ranks above pages that only mention it. */
const NAMED_OPTION_FACTOR = 1.5;
/**
 * A page a question names in plain words (preact, cors, alias: its title, option or path) ranks above
 * pages that only share other words with it, unless its name is a word of a third of the pages or more
 * (css, config, plugin), which says nothing about which page is meant.
 */
const NAMED_IN_QUESTION_FACTOR = 2;
const COMMON_NAME_SHARE = 1 / 3;
const TYPE_RANK: Record<RecordType, number> = { lvl1: 0, lvl2: 1, lvl3: 2, lvl4: 3, lvl5: 4, lvl6: 5, content: 6 };

/**
 * The records a query term finds: `count` entries from `start` of three arrays, the record, the term's best
 * weight in it and whether the record's own text has the term. A term that stands for one index word
 * (most do) reads that word's postings; any other, the search's hit arrays (see termHits).
 */
interface TermHits {
  records: Int32Array;
  best: Float64Array;
  own: Uint8Array;
  start: number;
  count: number;
  idf: number;
  marks: QueryTerm[];
}

/** What each part of the query as the reader typed it is worth, as a share of the whole. */
interface TypedCoverage {
  worth: number[];
}

export interface SearchResult {
  records: SearchRecord[];
  nbHits: number;
  /** The words to highlight: the query's, its synonyms' and the index words that stood in for typos. */
  terms: QueryTerm[];
}

export interface Engine {
  records: SearchRecord[];
  pages: IndexPage[];
  /** A page's first paragraph and its headings, which rank its page record. */
  lead(page: number): string;
  headings(page: number): string;
  search(query: string, limit: number): SearchResult;
  /** Index words close to a query that found nothing, most common first. */
  suggest(query: string, count: number): string[];
}

type Field = [text: string, weight: number, own: boolean];

/** The words of a page path's last segment: /config/output/dist-path -> dist, path. */
const pathWords = (url: string) => url.replace(/\/$/, '').split('/').at(-1)!.replace(/-/g, ' ');

function recordFields(r: SearchRecord, about: PageAbout | undefined): Field[] {
  const fields: Field[] = [[r.hierarchy.lvl0 ?? '', WEIGHT.section, false]];
  if (r.type === 'lvl1') {
    fields.push([r.hierarchy.lvl1 ?? '', WEIGHT.title, true]);
    if (about) {
      fields.push(
        [about.path, WEIGHT.path, true],
        [about.terms, WEIGHT.terms, true],
        [about.lead, WEIGHT.lead, true],
        [about.headings, WEIGHT.pageHeadings, true],
      );
    }
    if (r.description) fields.push([r.description, WEIGHT.description, true]);
    return fields;
  }
  const ownLevel = r.type === 'content' ? undefined : r.type;
  for (let l = 1; l < LEVELS.length; l++) {
    const level = LEVELS[l] as Level;
    const text = r.hierarchy[level];
    if (!text) continue;
    if (level === ownLevel) fields.push([text, WEIGHT.heading, true]);
    else fields.push([text, level === 'lvl1' ? WEIGHT.inheritedTitle : WEIGHT.inheritedHeading, false]);
  }
  if (r.content) fields.push([r.content, WEIGHT.content, true]);
  return fields;
}

/**
 * The names a query writes as code: dotted paths and camelCase words (`html.title`, `writeToDisk`), each
 * whole and by its last part, lower-cased. A question that names an option so ("html.title is not
 * working with a custom template") is about that option's page.
 */
function codeNames(query: string): Set<string> {
  const names = new Set<string>();
  for (const [name] of query.matchAll(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|\b[a-z]+[A-Z][\w$]*/g)) {
    const lower = name.toLowerCase();
    names.add(lower);
    names.add(lower.slice(lower.lastIndexOf('.') + 1));
  }
  return names;
}

interface PageAbout {
  path: string;
  /** The words of the title and of the path's last part, as compared with a query's (wordsKey). */
  titleKey: string;
  /** A page titled by an option path (`html.title`): the path, lower-cased. */
  option?: string;
  pathKey: string;
  /** The words of the page's name (its title, or an option's last part) and of its path's last part. */
  names: string[][];
  terms: string;
  lead: string;
  headings: string;
}

/** A set of words as one string: the same words in any order and number give the same key. */
const wordsKey = (words: string[]) => [...new Set(words)].sort().join(' ');

/** The words of a name, an identifier's parts as words: distPath -> dist, path. */
const nameWords = (name: string) => [...new Set(tokenize(name.replace(/([a-z\d])([A-Z])/g, '$1 $2')))];

function pagesAbout(index: IndexFile): PageAbout[] {
  const about = index.pages.map((p): PageAbout => {
    const option = /^[\w$]+(?:\.[\w$]+)+$/.test(p.title);
    return {
      path: pathWords(p.url),
      titleKey: wordsKey(tokenize(p.title)),
      ...(option ? { option: p.title.toLowerCase() } : {}),
      pathKey: wordsKey(tokenize(pathWords(p.url))),
      names: [option ? p.title.slice(p.title.lastIndexOf('.') + 1) : p.title, pathWords(p.url)].map(nameWords),
      terms: (p.terms ?? []).join(' · '),
      lead: '',
      headings: '',
    };
  });
  for (const [page, anchor, levels, content] of index.sections) {
    if (!anchor) about[page].lead ||= content[0] ?? '';
    else about[page].headings += ` · ${levels.at(-1) ?? ''}`;
  }
  return about;
}

/**
 * Page number -> factor below 1 for a page about the past: one whose path is another page's path plus a
 * version (-v3), or a dated post such as release notes, which tells what changed then, not how to do it now.
 */
function olderVersions(index: IndexFile): Map<number, number> {
  const urls = new Set(index.pages.map((p) => p.url.replace(/\/$/, '')));
  const older = new Map<number, number>();
  index.pages.forEach((p, i) => {
    const current = p.url.replace(/\/$/, '').match(/^(.+)-v\d+$/)?.[1];
    if (current && urls.has(current)) older.set(i, OLDER_VERSION_FACTOR);
    else if (p.dated) older.set(i, DATED_POST_FACTOR);
  });
  return older;
}

/**
 * The words of the records: each word numbered in the order the records first use it, with its stem
 * (word-forms.ts), and the postings of all words in three flat arrays, word by word (postingsStart), each
 * word's records in order: the record, the word's best weight in it, and whether the record's own text
 * has it (shown in the hit) rather than only inheriting it. A function of its own, apart from the
 * engine's: the browser optimises its loop while it runs, and compiles only this much for it. Its loops,
 * like the search's, index arrays rather than iterate them: until the browser has optimised a loop, an
 * iterator costs calls for every element.
 */
function indexWords(records: SearchRecord[], about: PageAbout[]) {
  const n = records.length;
  const ids = new Map<string, number>();
  const words: string[] = [];
  const stems: string[] = [];
  // The pairs of each record, record by record: a word and its best weight, and whether its own text has it.
  const pairWord: number[] = [];
  const pairWeight: number[] = [];
  const pairOwn: number[] = [];
  const pairsEnd = new Int32Array(n);
  const best: number[] = [];
  const bestOwn: number[] = [];
  const inRecord: number[] = [];
  /**
   * The words a paragraph inherits from the headings above it, with their best weights: the same for
   * every paragraph of a section (they share one hierarchy), so its headings are split into words once.
   */
  const inherited = new Map<object, number[]>();
  for (let i = 0; i < n; i++) {
    const record = records[i];
    const fields = recordFields(record, record.type === 'lvl1' ? about[record.page!] : undefined);
    // A paragraph's last field is its own text, the ones before it what it inherits.
    const ownField = record.type === 'content' && record.content ? fields.length - 1 : -1;
    let pairs = ownField === -1 ? undefined : inherited.get(record.hierarchy);
    if (pairs)
      for (let j = 0; j < pairs.length; j += 2) {
        inRecord.push(pairs[j]);
        best[pairs[j]] = pairs[j + 1];
      }
    for (let f = pairs ? ownField : 0; f < fields.length; f++) {
      if (f === ownField && !pairs) {
        pairs = [];
        for (let j = 0; j < inRecord.length; j++) pairs.push(inRecord[j], best[inRecord[j]]);
        inherited.set(record.hierarchy, pairs);
      }
      const field = fields[f];
      const weight = field[1];
      const own = field[2];
      const tokens = tokenize(field[0]);
      for (let t = 0; t < tokens.length; t++) {
        const word = tokens[t];
        let id = ids.get(word);
        if (id === undefined) {
          id = words.length;
          ids.set(word, id);
          words.push(word);
          stems.push(stem(word));
          best.push(0);
          bestOwn.push(0);
        }
        if (best[id] === 0) inRecord.push(id);
        if (best[id] < weight) best[id] = weight;
        if (own) bestOwn[id] = 1;
      }
    }
    for (let j = 0; j < inRecord.length; j++) {
      const id = inRecord[j];
      pairWord.push(id);
      pairWeight.push(best[id]);
      pairOwn.push(bestOwn[id]);
      best[id] = 0;
      bestOwn[id] = 0;
    }
    inRecord.length = 0;
    pairsEnd[i] = pairWord.length;
  }
  const postingsStart = new Int32Array(words.length + 1);
  for (let j = 0; j < pairWord.length; j++) postingsStart[pairWord[j] + 1]++;
  for (let w = 0; w < words.length; w++) postingsStart[w + 1] += postingsStart[w];
  const postingRecord = new Int32Array(pairWord.length);
  const postingWeight = new Float64Array(pairWord.length);
  const postingOwn = new Uint8Array(pairWord.length);
  const next = postingsStart.slice(0, words.length);
  for (let r = 0, j = 0; r < n; r++)
    for (; j < pairsEnd[r]; j++) {
      const at = next[pairWord[j]]++;
      postingRecord[at] = r;
      postingWeight[at] = pairWeight[j];
      postingOwn[at] = pairOwn[j];
    }
  return { ids, words, stems, postingsStart, postingRecord, postingWeight, postingOwn };
}

export function createEngine(index: IndexFile): Engine {
  const records = expandRecords(index);
  const about = pagesAbout(index);
  const older = olderVersions(index);
  const n = records.length;
  // What ranking reads of each record, in typed arrays: the record objects come in several shapes, and
  // reading them for every hit of every query would make those reads polymorphic.
  const recordPage = new Int32Array(n);
  const recordType = new Uint8Array(n);
  const recordOlder = new Float64Array(n);
  records.forEach((r, i) => {
    recordPage[i] = r.page!;
    recordType[i] = TYPE_RANK[r.type];
    recordOlder[i] = older.get(r.page!) ?? 1;
  });
  const { ids, words, stems, postingsStart, postingRecord, postingWeight, postingOwn } = indexWords(records, about);
  const postingCount = (id: number) => postingsStart[id + 1] - postingsStart[id];
  // A name that is a word of many pages (css, config, plugin) does not single its page out.
  const pagesWith = new Map<string, number>();
  const pageCount = (word: string) => {
    let count = pagesWith.get(word);
    if (count === undefined) {
      const pages = new Set<number>();
      for (const form of numberForms(word)) {
        const id = ids.get(form);
        if (id !== undefined)
          for (let j = postingsStart[id]; j < postingsStart[id + 1]; j++) pages.add(recordPage[postingRecord[j]]);
      }
      pagesWith.set(word, (count = pages.size));
    }
    return count;
  };
  for (const page of about)
    page.names = page.names.filter(
      (name) => name.length && Math.min(...name.map(pageCount)) <= index.pages.length * COMMON_NAME_SHARE,
    );
  // The words as the pages write them, sorted for prefix and typo look-ups (with each one's number), and
  // the words of each stem.
  const terms = [...words].sort();
  const termIds = Int32Array.from(terms, (word) => ids.get(word)!);
  const formsOf = new Map<string, number[]>();
  for (const id of termIds) {
    const list = formsOf.get(stems[id]);
    if (!list) formsOf.set(stems[id], [id]);
    else if (list.length < MAX_FORMS) list.push(id);
  }
  const firstAtOrAfter = (word: string) => {
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  /** Index words within one typo (two for long words) of a Latin word, among words with its first letter. */
  function nearWords(word: string): string[] {
    if (word.length < 4 || isCjk(word[0])) return [];
    const max = word.length >= 8 ? 2 : 1;
    const own = stem(word);
    const out: string[] = [];
    for (let i = firstAtOrAfter(word[0]); i < terms.length && terms[i][0] === word[0]; i++) {
      if (terms[i] !== word && stems[termIds[i]] !== own && withinEdits(word, terms[i], max)) out.push(terms[i]);
    }
    return out;
  }

  // Work arrays, one slot per record, reused by every query (typed arrays: a query must take milliseconds).
  const sum = new Float64Array(n);
  const mask = new Int32Array(n);
  const ownText = new Uint8Array(n);
  const touchedList = new Int32Array(n);
  const termBest = new Float64Array(n);
  const termOwn = new Uint8Array(n);
  const termHit = new Int32Array(n);
  /** A record's best score over the query's variants (0: not found), and the records found, in the order found. */
  const score = new Float64Array(n);
  const found = new Int32Array(n);
  let foundCount = 0;
  /** The parts of the query as typed that each record answers (bit masks), for the page's hits together. */
  const typedMask = new Int32Array(n);
  const typedTouched: number[] = [];
  /** Each page's best records (MAX_PER_PAGE slots per page, best first, -1 when empty) and their scores. */
  const pageTop = new Int32Array(index.pages.length * MAX_PER_PAGE).fill(-1);
  const pageTopScore = new Float64Array(index.pages.length * MAX_PER_PAGE);
  const pageRank = new Float64Array(index.pages.length);
  /**
   * The found records grouped by page, pages best first (byPageRank): each page's group starts at
   * pageStart; pageFound counts a page's records, then marks where its next one goes.
   */
  const pageFound = new Int32Array(index.pages.length);
  const pageStart = new Int32Array(index.pages.length);
  const byPageRank = new Int32Array(n);
  /**
   * The hits of the terms of one search that stand for several index words, one stretch per term
   * (TermHits). Reused by every search; a search that needs more takes larger ones, which the searches
   * after it keep.
   */
  let hitRecord = new Int32Array(4 * n);
  let hitBest = new Float64Array(4 * n);
  let hitOwn = new Uint8Array(4 * n);
  let hitsUsed = 0;
  /** The index words a term stands for and the worth of each, listed by termHits. */
  const keyIds: number[] = [];
  const keyWorth: number[] = [];

  /**
   * The records a query term finds, each with its best weight and whether it is in the record's own text,
   * the term's idf, and the words to mark. The same for every variant of a query, so a search computes it
   * once per term (a synonym group of nine members runs nine variants of mostly the same terms).
   *
   * The index words a term stands for, with their worth next to the exact word: the word itself, its other
   * forms (a reader's "minifying" finds and marks "minify"), the words it begins while it is being typed,
   * or the words one typo away.
   */
  function termHits({ term, prefix }: QueryTerm): TermHits {
    keyIds.length = 0;
    keyWorth.length = 0;
    const marks: QueryTerm[] = [];
    const exact = ids.get(term);
    if (exact !== undefined) {
      keyIds.push(exact);
      keyWorth.push(1);
      marks.push({ term, prefix });
    }
    const number = numberForms(term);
    for (const id of formsOf.get(stem(term)) ?? [])
      if (words[id] !== term) {
        keyIds.push(id);
        keyWorth.push(number.includes(words[id]) ? NUMBER_FACTOR : FORM_FACTOR);
        marks.push({ term: words[id], prefix: false });
      }
    // One typed letter says too little to expand (a CJK character is a word of its own). Every completion
    // marks the term itself, once.
    if (prefix && (term.length > 1 || isCjk(term))) {
      let marked = exact !== undefined;
      let size = 0;
      for (
        let i = firstAtOrAfter(term);
        i < terms.length && keyIds.length < MAX_EXPANSIONS && size < MAX_EXPANDED_POSTINGS && terms[i].startsWith(term);
        i++
      ) {
        if (terms[i] === term) continue;
        if (!marked) {
          marks.push({ term, prefix: true });
          marked = true;
        }
        keyIds.push(termIds[i]);
        keyWorth.push(PREFIX_FACTOR);
        size += postingCount(termIds[i]);
      }
    }
    if (!keyIds.length)
      for (const word of nearWords(term)) {
        keyIds.push(ids.get(word)!);
        keyWorth.push(FUZZY_FACTOR);
        marks.push({ term: word, prefix: false });
      }
    const idf = (count: number) => Math.log(1 + n / Math.max(1, count));
    // One word at its full worth: its postings are the hits.
    if (keyIds.length === 1 && keyWorth[0] === 1) {
      const start = postingsStart[keyIds[0]];
      const count = postingsStart[keyIds[0] + 1] - start;
      return { records: postingRecord, best: postingWeight, own: postingOwn, start, count, idf: idf(count), marks };
    }
    // Each record of the words' postings once, with its best weight. The loops read the arrays from locals:
    // the first queries run before the browser has optimised this code, and a local is cheaper to read
    // than the engine's variables.
    const starts = postingsStart;
    const postRecord = postingRecord;
    const postWeight = postingWeight;
    const postOwn = postingOwn;
    const best = termBest;
    const owns = termOwn;
    const hit = termHit;
    let count = 0;
    for (let k = 0; k < keyIds.length; k++) {
      const id = keyIds[k];
      const worth = keyWorth[k];
      for (let j = starts[id], end = starts[id + 1]; j < end; j++) {
        const r = postRecord[j];
        const w = postWeight[j] * worth;
        if (best[r] === 0) hit[count++] = r;
        if (best[r] < w) best[r] = w;
        if (postOwn[j]) owns[r] = 1;
      }
    }
    if (hitsUsed + count > hitRecord.length) {
      const size = Math.max(2 * hitRecord.length, count);
      [hitRecord, hitBest, hitOwn, hitsUsed] = [new Int32Array(size), new Float64Array(size), new Uint8Array(size), 0];
    }
    const start = hitsUsed;
    const records = hitRecord;
    const bests = hitBest;
    const own = hitOwn;
    for (let j = 0; j < count; j++) {
      const r = hit[j];
      records[start + j] = r;
      bests[start + j] = best[r];
      own[start + j] = owns[r];
      best[r] = 0;
      owns[r] = 0;
    }
    hitsUsed += count;
    // Rarity by the records the term finds, whatever number of index words stood for it.
    return { records, best: bests, own, start, count, idf: idf(count), marks };
  }

  /**
   * Scores one query as written (the reader's or a variant, and its parse) into `score`, listing the
   * records it finds first in `found`, and the words it matched into `shown`; returns whether any record
   * scored. `cache` holds the term hits of the search's variants.
   */
  function scoreVariant(
    parsed: ParsedQuery,
    text: string,
    factor: number,
    asTyped: boolean,
    shown: QueryTerm[],
    cache: Map<string, TermHits>,
    typed?: TypedCoverage,
  ): boolean {
    const { terms: qterms, covers, unitWeights } = parsed;
    if (!qterms.length) return false;
    const queryWords = wordsKey(qterms.map((q) => q.term));
    /**
     * Above 1 for a page record whose page the query names exactly (EXACT_TITLE_FACTOR); only as the
     * reader typed it: a synonym put in for 热更新 must not pull /config/dev/hmr above the HMR guide.
     */
    const named = asTyped ? codeNames(text) : new Set<string>();
    const question = unitWeights.reduce((a, b) => a + b, 0) >= QUESTION_WORDS;
    // A question's whole words in either number (the Type of TypeError is no word of the question).
    const said = new Set(
      question && asTyped ? tokenize(text.replace(/[\w$]*[a-z\d][A-Z][\w$]*/g, ' ')).flatMap(numberForms) : [],
    );
    const exact = (r: number) => {
      if (!asTyped || recordType[r] !== TYPE_RANK.lvl1) return 1;
      const page = about[recordPage[r]];
      if (page.titleKey === queryWords) return EXACT_TITLE_FACTOR;
      if (page.pathKey === queryWords) return EXACT_PATH_FACTOR;
      if (page.option && (named.has(page.option) || named.has(page.option.slice(page.option.lastIndexOf('.') + 1))))
        return NAMED_OPTION_FACTOR;
      return page.names.some((name) => name.every((word) => said.has(word))) ? NAMED_IN_QUESTION_FACTOR : 1;
    };
    // What each part of the query is worth to coverage: its share of the query times the idf of the rarest
    // index word standing for it. A question's topic words then outweigh its common ones (项目, 报错, build);
    // a part the index does not know at all is left out, as no record could answer it.
    let scored = false;
    const unitWorth = new Float64Array(unitWeights.length);
    const sums = sum;
    const masks = mask;
    const own = ownText;
    const touched = touchedList;
    let touchedCount = 0;
    // Scores are shares of the best a record could get, so variants of different lengths compare.
    let possible = 0;
    for (let k = 0; k < qterms.length; k++) {
      const q = qterms[k];
      const cacheKey = `${q.prefix ? '+' : '='}${q.term}`;
      let hits = cache.get(cacheKey);
      if (!hits) cache.set(cacheKey, (hits = termHits(q)));
      for (let m = 0; m < hits.marks.length; m++) shown.push(hits.marks[m]);
      const { records: hitRecords, best: hitBests, own: hitOwns, start, count, idf } = hits;
      const cover = covers[k];
      possible += WEIGHT.title * idf;
      if (count)
        for (let u = 0; u < unitWeights.length; u++)
          if (cover & (1 << u)) unitWorth[u] = Math.max(unitWorth[u], unitWeights[u] * idf);
      for (let j = start; j < start + count; j++) {
        const r = hitRecords[j];
        if (sums[r] === 0) touched[touchedCount++] = r;
        sums[r] += hitBests[j] * idf;
        masks[r] |= cover;
        if (hitOwns[j]) own[r] = 1;
      }
    }
    const total = unitWorth.reduce((a, b) => a + b, 0);
    if (typed) typed.worth = Array.from(unitWorth, (w) => w / total);
    const units = unitWeights.length;
    for (let t = 0; t < touchedCount; t++) {
      const r = touched[t];
      const m = masks[r];
      const isOwn = own[r];
      const s = sums[r];
      sums[r] = 0;
      masks[r] = 0;
      own[r] = 0;
      if (!isOwn) continue;
      // The worth of the parts the record answers, added lowest part first (its set bits, not all parts).
      let covered = 0;
      for (let bits = m; bits !== 0; bits &= bits - 1) {
        const u = 31 - Math.clz32(bits & -bits);
        if (u < units) covered += unitWorth[u];
      }
      const coverage = covered / total;
      const value = (s / possible) * coverage * factor * recordOlder[r] * exact(r);
      if (score[r] < value) {
        if (score[r] === 0) found[foundCount++] = r;
        score[r] = value;
      }
      if (typed) {
        if (!typedMask[r]) typedTouched.push(r);
        typedMask[r] = m;
      }
      scored = true;
    }
    return scored;
  }

  /** The texts a hit of the record can show: its own heading or paragraph; for a page, what it is about. */
  function shownTexts(r: number): string[] {
    const record = records[r];
    if (record.type === 'content') return [record.content ?? ''];
    if (record.type !== 'lvl1') return [record.hierarchy[record.type] ?? ''];
    const a = about[record.page!];
    return [record.hierarchy.lvl1 ?? '', record.description ?? '', a.terms, a.lead, a.headings];
  }

  return {
    records,
    pages: index.pages,
    lead: (page) => about[page].lead,
    headings: (page) => about[page].headings,
    search(query, limit) {
      const shown: QueryTerm[] = [];
      const cache = new Map<string, TermHits>();
      const typed: TypedCoverage = { worth: [] };
      const parsedAsTyped = parseQuery(query.slice(0, 64));
      foundCount = 0;
      hitsUsed = 0;
      for (const { text, factor, members } of queryVariants(query.slice(0, 64))) {
        // A synonym none of whose words the index holds (a Chinese word in the English index) answers
        // nothing; its variant would leave the query's other words to stand for all of it.
        if (members.some((m) => !tokenize(m).some((t) => ids.has(t)))) continue;
        const matched: QueryTerm[] = [];
        const parsed = members.length ? parseQuery(text) : parsedAsTyped;
        if (!scoreVariant(parsed, text, factor, !members.length, matched, cache, members.length ? undefined : typed))
          continue;
        // The reader's words are highlighted as matched; a synonym as the whole word or phrase put in for them.
        if (!members.length) shown.push(...matched);
        else for (const m of members) shown.push({ term: m.toLowerCase(), prefix: false });
      }
      const seen = new Set<string>();
      const highlightTerms = shown.filter((t) => !seen.has(t.term) && seen.add(t.term));
      // A page ranks by its best record; for a question (three words or more) it is helped by its second
      // best: a page where two sections answer a question is more about it than one that mentions it once.
      const share = parsedAsTyped.unitWeights.reduce((a, b) => a + b, 0) >= QUESTION_WORDS ? SECOND_RECORD_SHARE : 0;
      // A question's page also ranks by how much more of it its hits answer together than its best hit
      // alone: a page whose sections share out the question's words is about the whole question.
      const pages: number[] = [];
      for (let f = 0; f < foundCount; f++) {
        const r = found[f];
        const s = score[r];
        const page = recordPage[r];
        const base = page * MAX_PER_PAGE;
        if (pageTop[base] === -1) pages.push(page);
        pageFound[page]++;
        let at = MAX_PER_PAGE;
        while (at > 0 && (pageTop[base + at - 1] === -1 || pageTopScore[base + at - 1] < s)) at--;
        if (at === MAX_PER_PAGE) continue;
        for (let i = MAX_PER_PAGE - 1; i > at; i--) {
          pageTop[base + i] = pageTop[base + i - 1];
          pageTopScore[base + i] = pageTopScore[base + i - 1];
        }
        pageTop[base + at] = r;
        pageTopScore[base + at] = s;
      }
      const covered = (mask: number) => typed.worth.reduce((sum, w, u) => (mask & (1 << u) ? sum + w : sum), 0);
      for (let p = 0; p < pages.length; p++) {
        const page = pages[p];
        const base = page * MAX_PER_PAGE;
        let rank = pageTopScore[base] + share * (pageTop[base + 1] === -1 ? 0 : pageTopScore[base + 1]);
        const alone = covered(typedMask[pageTop[base]]);
        if (share && alone > 0) {
          let together = 0;
          for (let i = 0; i < MAX_PER_PAGE && pageTop[base + i] !== -1; i++) together |= typedMask[pageTop[base + i]];
          rank *= Math.sqrt(covered(together) / alone);
        }
        pageRank[page] = rank;
        pageTop.fill(-1, base, base + MAX_PER_PAGE);
      }
      for (let t = 0; t < typedTouched.length; t++) typedMask[typedTouched[t]] = 0;
      typedTouched.length = 0;
      // Pages best first; each page's records best first, a page record before its sections' on a tie; a
      // record only if it can show where it matched (a synonym's lone bigram can score a record whose text
      // has no whole match). A page hit shows its first paragraph when that is where it matched: the
      // paragraph's own hit would then show the same text twice. The records are sorted page by page, only
      // as far as the results go: a question finds thousands of records, and the results show twenty.
      pages.sort((a, b) => pageRank[b] - pageRank[a] || a - b);
      let at = 0;
      for (let p = 0; p < pages.length; p++) {
        const page = pages[p];
        pageStart[page] = at;
        at += pageFound[page];
        pageFound[page] = pageStart[page];
      }
      for (let f = 0; f < foundCount; f++) byPageRank[pageFound[recordPage[found[f]]]++] = found[f];
      const byRecord = (a: number, b: number) => score[b] - score[a] || recordType[a] - recordType[b] || a - b;
      const out: SearchRecord[] = [];
      for (let p = 0; p < pages.length && out.length < limit; p++) {
        const page = pages[p];
        const ofPage = byPageRank.subarray(pageStart[page], pageFound[page]).sort(byRecord);
        const texts = new Set<string>();
        for (let i = 0; i < ofPage.length; i++) {
          const r = ofPage[i];
          const text = shownTexts(r).find((t) => matchRanges(t, highlightTerms).length);
          if (text === undefined || texts.has(text)) continue;
          texts.add(text);
          out.push(records[r]);
          if (texts.size >= MAX_PER_PAGE || out.length >= limit) break;
        }
      }
      for (let p = 0; p < pages.length; p++) pageFound[pages[p]] = 0;
      const nbHits = foundCount;
      for (let f = 0; f < foundCount; f++) score[found[f]] = 0;
      return { records: out, nbHits, terms: highlightTerms };
    },
    suggest(query, count) {
      const near = new Map<string, number>();
      for (const word of tokenize(query)) {
        for (const w of nearWords(word)) near.set(w, postingCount(ids.get(w)!));
        if (word.length >= 3) {
          for (
            let i = firstAtOrAfter(word.slice(0, 3));
            i < terms.length && terms[i].startsWith(word.slice(0, 3));
            i++
          ) {
            if (terms[i].length > 3 && withinEdits(word, terms[i], Math.max(2, Math.floor(word.length / 3))))
              near.set(terms[i], postingCount(termIds[i]));
          }
        }
      }
      return [...near]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([w]) => w);
    },
  };
}
