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
import { isCjk, matchRanges, parseQuery, tokenize, withinEdits, type QueryTerm } from './text';
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

interface TermHits {
  records: number[];
  best: Float64Array;
  owns: Uint8Array;
  idf: number;
  marks: QueryTerm[];
}

/** What each part of the query as the reader typed it is worth, as a share of the whole. */
interface TypedCoverage {
  worth: number[];
}

interface Postings {
  records: number[];
  weights: number[];
  /** Whether the word is in the record's own text (shown in the hit), not only inherited. */
  own: boolean[];
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
  for (const level of LEVELS.slice(1) as Level[]) {
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

export function createEngine(index: IndexFile): Engine {
  const records = expandRecords(index);
  const about = pagesAbout(index);
  const older = olderVersions(index);
  const postings = new Map<string, Postings>();
  /** Each word of the pages and its stem (word-forms.ts). */
  const forms = new Map<string, string>();
  records.forEach((record, i) => {
    const best = new Map<string, [number, boolean]>();
    const keep = (term: string, weight: number, own: boolean) => {
      const prev = best.get(term);
      if (!prev) best.set(term, [weight, own]);
      else best.set(term, [Math.max(prev[0], weight), prev[1] || own]);
    };
    for (const [text, weight, own] of recordFields(record, record.type === 'lvl1' ? about[record.page!] : undefined)) {
      for (const word of tokenize(text)) {
        if (!forms.has(word)) forms.set(word, stem(word));
        keep(word, weight, own);
      }
    }
    for (const [term, [weight, own]] of best) {
      let p = postings.get(term);
      if (!p) postings.set(term, (p = { records: [], weights: [], own: [] }));
      p.records.push(i);
      p.weights.push(weight);
      p.own.push(own);
    }
  });
  // A name that is a word of many pages (css, config, plugin) does not single its page out.
  const pagesWith = new Map<string, number>();
  const pageCount = (word: string) => {
    let count = pagesWith.get(word);
    if (count === undefined) {
      const pages = new Set<number>();
      for (const form of numberForms(word))
        for (const r of postings.get(form)?.records ?? []) pages.add(records[r].page!);
      pagesWith.set(word, (count = pages.size));
    }
    return count;
  };
  for (const page of about)
    page.names = page.names.filter(
      (name) => name.length && Math.min(...name.map(pageCount)) <= index.pages.length * COMMON_NAME_SHARE,
    );
  // The words as the pages write them, sorted for prefix and typo look-ups, and the words of each stem.
  const terms = [...forms.keys()].sort();
  const formsOf = new Map<string, string[]>();
  for (const word of terms) {
    const list = formsOf.get(forms.get(word)!);
    if (!list) formsOf.set(forms.get(word)!, [word]);
    else if (list.length < MAX_FORMS) list.push(word);
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
    const out: string[] = [];
    for (let i = firstAtOrAfter(word[0]); i < terms.length && terms[i][0] === word[0]; i++) {
      if (terms[i] !== word && forms.get(terms[i]) !== stem(word) && withinEdits(word, terms[i], max))
        out.push(terms[i]);
    }
    return out;
  }

  /**
   * The index keys a query term stands for, with their worth next to the exact word and the words to mark
   * in a hit: the word itself, its other forms (a reader's "minifying" finds and marks "minify"), the words
   * it begins while it is being typed, or the words one typo away.
   */
  function expand({ term, prefix }: QueryTerm): Array<[key: string, worth: number, marks: QueryTerm[]]> {
    const out: Array<[string, number, QueryTerm[]]> = [];
    if (postings.has(term)) out.push([term, 1, [{ term, prefix }]]);
    const number = numberForms(term);
    for (const form of formsOf.get(stem(term)) ?? [])
      if (form !== term)
        out.push([form, number.includes(form) ? NUMBER_FACTOR : FORM_FACTOR, [{ term: form, prefix: false }]]);
    // One typed letter says too little to expand (a CJK character is a word of its own).
    if (prefix && (term.length > 1 || isCjk(term))) {
      let size = 0;
      for (
        let i = firstAtOrAfter(term);
        i < terms.length && out.length < MAX_EXPANSIONS && size < MAX_EXPANDED_POSTINGS && terms[i].startsWith(term);
        i++
      ) {
        if (terms[i] === term) continue;
        out.push([terms[i], PREFIX_FACTOR, [{ term, prefix: true }]]);
        size += postings.get(terms[i])!.records.length;
      }
    }
    if (!out.length)
      for (const word of nearWords(term)) out.push([word, FUZZY_FACTOR, [{ term: word, prefix: false }]]);
    return out;
  }

  // Work arrays, one slot per record, reused by every query (typed arrays: a query must take milliseconds).
  const n = records.length;
  const sum = new Float64Array(n);
  const mask = new Int32Array(n);
  const own = new Uint8Array(n);
  const termBest = new Float64Array(n);
  const termOwn = new Uint8Array(n);
  /** The parts of the query as typed that each record answers (bit masks), for the page's hits together. */
  const typedMask = new Int32Array(n);
  const typedTouched: number[] = [];
  /** Each page's best records (MAX_PER_PAGE slots per page, best first, -1 when empty) and their scores. */
  const pageTop = new Int32Array(index.pages.length * MAX_PER_PAGE).fill(-1);
  const pageTopScore = new Float64Array(index.pages.length * MAX_PER_PAGE);

  /**
   * The records a query term finds, each with its best weight and whether it is in the record's own text,
   * the term's idf, and the words to mark. The same for every variant of a query, so a search computes it
   * once per term (a synonym group of nine members runs nine variants of mostly the same terms).
   */
  function termHits(q: QueryTerm): TermHits {
    const hit: number[] = [];
    const marks: QueryTerm[] = [];
    for (const [key, worth, shown] of expand(q)) {
      const p = postings.get(key)!;
      for (let j = 0; j < p.records.length; j++) {
        const r = p.records[j];
        const w = p.weights[j] * worth;
        if (termBest[r] === 0) hit.push(r);
        if (termBest[r] < w) termBest[r] = w;
        if (p.own[j]) termOwn[r] = 1;
      }
      marks.push(...shown);
    }
    const best = new Float64Array(hit.length);
    const owns = new Uint8Array(hit.length);
    hit.forEach((r, j) => {
      best[j] = termBest[r];
      owns[j] = termOwn[r];
      termBest[r] = 0;
      termOwn[r] = 0;
    });
    // Rarity by the records the term finds, whatever number of index words stood for it.
    return { records: hit, best, owns, idf: Math.log(1 + n / Math.max(1, hit.length)), marks };
  }

  /**
   * Scores one query as written (the reader's or a variant) into `scores`, and the words it matched into
   * `shown`; returns whether any record scored. `cache` holds the term hits of the search's variants.
   */
  function scoreVariant(
    text: string,
    factor: number,
    asTyped: boolean,
    scores: Map<number, number>,
    shown: QueryTerm[],
    cache: Map<string, TermHits>,
    typed?: TypedCoverage,
  ): boolean {
    const { terms: qterms, covers, unitWeights } = parseQuery(text);
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
      if (!asTyped || records[r].type !== 'lvl1') return 1;
      const page = about[records[r].page!];
      if (page.titleKey === queryWords) return EXACT_TITLE_FACTOR;
      if (page.pathKey === queryWords) return EXACT_PATH_FACTOR;
      if (page.option && (named.has(page.option) || named.has(page.option.slice(page.option.lastIndexOf('.') + 1))))
        return NAMED_OPTION_FACTOR;
      return page.names.some((name) => name.every((word) => said.has(word))) ? NAMED_IN_QUESTION_FACTOR : 1;
    };
    let scored = false;
    // What each part of the query is worth to coverage: its share of the query times the idf of the rarest
    // index word standing for it. A question's topic words then outweigh its common ones (项目, 报错, build);
    // a part the index does not know at all is left out, as no record could answer it.
    const unitWorth = new Float64Array(unitWeights.length);
    const touched: number[] = [];
    // Scores are shares of the best a record could get, so variants of different lengths compare.
    let possible = 0;
    qterms.forEach((q, k) => {
      const cacheKey = `${q.prefix ? '+' : '='}${q.term}`;
      let found = cache.get(cacheKey);
      if (!found) cache.set(cacheKey, (found = termHits(q)));
      shown.push(...found.marks);
      const { records: hit, best, owns, idf } = found;
      possible += WEIGHT.title * idf;
      if (hit.length)
        for (let u = 0; u < unitWeights.length; u++)
          if (covers[k] & (1 << u)) unitWorth[u] = Math.max(unitWorth[u], unitWeights[u] * idf);
      for (let j = 0; j < hit.length; j++) {
        const r = hit[j];
        if (sum[r] === 0) touched.push(r);
        sum[r] += best[j] * idf;
        mask[r] |= covers[k];
        if (owns[j]) own[r] = 1;
      }
    });
    const total = unitWorth.reduce((a, b) => a + b, 0);
    if (typed) typed.worth = Array.from(unitWorth, (w) => w / total);
    for (const r of touched) {
      const m = mask[r];
      const isOwn = own[r];
      const s = sum[r];
      sum[r] = 0;
      mask[r] = 0;
      own[r] = 0;
      if (!isOwn) continue;
      let covered = 0;
      for (let u = 0; u < unitWeights.length; u++) if (m & (1 << u)) covered += unitWorth[u];
      const coverage = covered / total;
      const score = (s / possible) * coverage * factor * (older.get(records[r].page!) ?? 1) * exact(r);
      if ((scores.get(r) ?? 0) < score) scores.set(r, score);
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
      const scores = new Map<number, number>();
      const shown: QueryTerm[] = [];
      const cache = new Map<string, TermHits>();
      const typed: TypedCoverage = { worth: [] };
      for (const { text, factor, members } of queryVariants(query.slice(0, 64))) {
        // A synonym none of whose words the index holds (a Chinese word in the English index) answers
        // nothing; its variant would leave the query's other words to stand for all of it.
        if (members.some((m) => !tokenize(m).some((t) => postings.has(t)))) continue;
        const matched: QueryTerm[] = [];
        if (!scoreVariant(text, factor, !members.length, scores, matched, cache, members.length ? undefined : typed))
          continue;
        // The reader's words are highlighted as matched; a synonym as the whole word or phrase put in for them.
        if (!members.length) shown.push(...matched);
        else for (const m of members) shown.push({ term: m.toLowerCase(), prefix: false });
      }
      const seen = new Set<string>();
      const highlightTerms = shown.filter((t) => !seen.has(t.term) && seen.add(t.term));
      // Pages by their best record; each page's records best first; a record only if it can show
      // where it matched (a synonym's lone bigram can score a record whose text has no whole match).
      // A page hit shows its first paragraph when that is where it matched: the paragraph's own hit
      // would then show the same text twice.
      const byPage = new Map<number, number[]>();
      const shownOnPage = new Map<number, Set<string>>();
      // A page ranks by its best record; for a question (three words or more) it is helped by its second
      // best: a page where two sections answer a question is more about it than one that mentions it once.
      const share =
        parseQuery(query.slice(0, 64)).unitWeights.reduce((a, b) => a + b, 0) >= QUESTION_WORDS
          ? SECOND_RECORD_SHARE
          : 0;
      // A question's page also ranks by how much more of it its hits answer together than its best hit
      // alone: a page whose sections share out the question's words is about the whole question.
      const pages: number[] = [];
      for (const [r, s] of scores) {
        const page = records[r].page!;
        const base = page * MAX_PER_PAGE;
        if (pageTop[base] === -1) pages.push(page);
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
      const pageRank = new Map<number, number>();
      for (const page of pages) {
        const base = page * MAX_PER_PAGE;
        let rank = pageTopScore[base] + share * (pageTop[base + 1] === -1 ? 0 : pageTopScore[base + 1]);
        const alone = covered(typedMask[pageTop[base]]);
        if (share && alone > 0) {
          let together = 0;
          for (let i = 0; i < MAX_PER_PAGE && pageTop[base + i] !== -1; i++) together |= typedMask[pageTop[base + i]];
          rank *= Math.sqrt(covered(together) / alone);
        }
        pageRank.set(page, rank);
        pageTop.fill(-1, base, base + MAX_PER_PAGE);
      }
      for (const r of typedTouched) typedMask[r] = 0;
      typedTouched.length = 0;
      const ranked = [...scores].map(([r, s]) => [
        r,
        s,
        pageRank.get(records[r].page!)!,
        records[r].page!,
        TYPE_RANK[records[r].type],
      ]);
      ranked.sort((a, b) => b[2] - a[2] || a[3] - b[3] || b[1] - a[1] || a[4] - b[4] || a[0] - b[0]);
      for (const [r] of ranked) {
        const page = records[r].page!;
        const list = byPage.get(page);
        if (list ? list.length >= MAX_PER_PAGE : byPage.size >= limit) continue;
        const text = shownTexts(r).find((t) => matchRanges(t, highlightTerms).length);
        if (text === undefined || shownOnPage.get(page)?.has(text)) continue;
        if (list) list.push(r);
        else byPage.set(page, [r]);
        shownOnPage.set(page, (shownOnPage.get(page) ?? new Set()).add(text));
      }
      const out: SearchRecord[] = [];
      for (const list of byPage.values()) {
        for (const r of list) if (out.length < limit) out.push(records[r]);
        if (out.length >= limit) break;
      }
      return { records: out, nbHits: scores.size, terms: highlightTerms };
    },
    suggest(query, count) {
      const near = new Map<string, number>();
      for (const word of tokenize(query)) {
        for (const w of nearWords(word)) near.set(w, postings.get(w)!.records.length);
        if (word.length >= 3) {
          for (
            let i = firstAtOrAfter(word.slice(0, 3));
            i < terms.length && terms[i].startsWith(word.slice(0, 3));
            i++
          ) {
            if (terms[i].length > 3 && withinEdits(word, terms[i], Math.max(2, Math.floor(word.length / 3))))
              near.set(terms[i], postings.get(terms[i])!.records.length);
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
