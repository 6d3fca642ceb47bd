// Text handling shared by the index and the results: tokens, HTML escaping, highlights and snippets.
//
// Segmentation: Latin text splits into lower-cased words; CJK text (Han, Kana, Hangul) splits into
// overlapping character bigrams ("热更新" -> "热更", "更新"). Bigrams need no dictionary, behave the same in
// every browser (Intl.Segmenter's Chinese word breaks differ between engines) and find matches in the
// middle of a sentence, which word segmentation misses when the query cuts a "word" differently.

const CJK_CLASS = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
/** A letter or digit of a Latin-like word (any script but CJK). */
const WORD_CHAR = `(?:(?!${CJK_CLASS})[\\p{L}\\p{N}_$])`;
const CJK = new RegExp(CJK_CLASS, 'u');

export const isCjk = (ch: string) => CJK.test(ch);

const isCjkCode = (c: number) =>
  (c >= 0x3040 && c <= 0x30ff) ||
  (c >= 0x3400 && c <= 0x4dbf) ||
  (c >= 0x4e00 && c <= 0x9fff) ||
  (c >= 0xac00 && c <= 0xd7af) ||
  (c >= 0xf900 && c <= 0xfaff) ||
  (c >= 0x20000 && c <= 0x2fa1f);
const OTHER_WORD = /[\p{L}\p{N}]/u;
/** 0: separator, 1: word character, 2: CJK. ASCII is decided without a regular expression (speed). */
function charClass(ch: string, code: number): 0 | 1 | 2 {
  if (code < 128)
    return (code >= 97 && code <= 122) ||
      (code >= 48 && code <= 57) ||
      (code >= 65 && code <= 90) ||
      code === 95 ||
      code === 36
      ? 1
      : 0;
  if (isCjkCode(code)) return 2;
  return OTHER_WORD.test(ch) ? 1 : 0;
}

/** The search terms of a text: lower-cased Latin words (also split at `.`, `-`, `/`), and CJK bigrams. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  let word = '';
  let cjk: string[] = [];
  const pushWord = () => {
    const lower = word.toLowerCase();
    out.push(lower);
    // An identifier also answers to its parts: historyApiFallback -> history, api, fallback; a name with a
    // version to the name and the number: node18 -> node, 18.
    if (lower !== word && /[a-z][A-Z]/.test(word)) {
      for (const part of word.split(/(?<=[a-z\d])(?=[A-Z])/))
        if (part.length < word.length) out.push(part.toLowerCase());
    }
    if (/^[a-z]{2,}\d+$/i.test(word)) out.push(...lower.split(/(?<=[a-z])(?=\d)/));
    word = '';
  };
  const flushCjk = () => {
    if (cjk.length === 1) out.push(cjk[0]);
    for (let i = 0; i + 1 < cjk.length; i++) out.push(cjk[i] + cjk[i + 1]);
    cjk = [];
  };
  for (const ch of text) {
    const kind = charClass(ch, ch.codePointAt(0)!);
    if (kind !== 1 && word) pushWord();
    if (kind !== 2 && cjk.length) flushCjk();
    if (kind === 1) word += ch;
    else if (kind === 2) cjk.push(ch);
  }
  if (word) pushWord();
  if (cjk.length) flushCjk();
  return out;
}

/** One query term per Latin word and per CJK bigram; `prefix` marks the word the reader is still typing. */
export interface QueryTerm {
  term: string;
  prefix: boolean;
}

export function queryTerms(query: string): QueryTerm[] {
  return parseQuery(query, false).terms;
}

/**
 * Words that carry no topic in a question ("is there a way to open the browser", 请问有没有办法配置代理): left
 * out of a query that has other words. They are the words of asking and of describing a problem, not of
 * a build tool: a question typed as a sentence then weighs its topic words only. The pieces of
 * contractions (can't -> can, t) are among them. Chinese ones are cut out of the text before it is split
 * into bigrams, longest first: phrases of asking, and particles; 了 only where it ends a phrase, since it
 * starts words (了解).
 */
const STOP_WORDS = new Set(
  [
    'a about after all also am an and any anyone anything anyway are as at be been being but by can cannot could did do does doing done',
    'don doesn didn either else even ever every for from get gets getting got had has have having help hello hi how however i if in',
    'into is isn it its just know like make me might more most much must my need needs no not now of on one only or other our out',
    'please possible problem question really s seems set should so some someone something still such sure t than thanks that the their',
    'them then there these they thing things this those to too try trying up us use used using very via want wants was way ways we well',
    'were what when where whether which while who why will with without won work works working would wouldn yet you your',
  ]
    .join(' ')
    .split(' '),
);
const CJK_STOP =
  /请问一下|请问|请教|求助|大佬们|大佬|各位|有没有|有无|能不能|可不可以|是不是|是否|能否|如何|怎么样|怎么办|怎么|怎样|为什么|为啥|什么|办法|可以|应该|需要|想要|我想|我们|我的|一下|这个|那个|这样|不生效|没生效|没有生效|不起作用|无效|会导致|的时候|时候|[吗呢吧啊呀嘛的让把]|了(?=[\s\p{P}]|$)/gu;

/**
 * A query as terms, and for each term the parts of the query it covers: one unit per Latin word
 * (weight 1) and per CJK character (weight 0.5; a bigram covers two). Coverage, not the number of
 * terms, says how much of the query a record answers, so a bigram that only spans two words of the
 * query ("器端" in 服务器端口) costs nothing when both words are found.
 */
export interface ParsedQuery {
  terms: QueryTerm[];
  /** Per term, a bit mask of the units it covers. */
  covers: number[];
  unitWeights: number[];
}

const MAX_UNITS = 30;
/** The share of the query an English word has in a Chinese one, next to 1 in an English query. */
const LATIN_IN_CJK_WEIGHT = 2;

/** A version (1.0.0, @1.2.3, v0.6.4): release notes are full of them; a question is about something else. */
const VERSION = /(?<![\w.])@?v?\d+(?:\.\d+)+(?:-[\w.]+)?(?![\w.])/g;

const RUN = new RegExp(`${WORD_CHAR}+|${CJK_CLASS}+`, 'gu');

/** The words of a text that are not stop words (a CJK character counts half). */
function wordCount(text: string): number {
  let words = 0;
  for (const [run] of text.matchAll(RUN))
    if (isCjk(run[0])) words += Array.from(run).length / 2;
    else if (!STOP_WORDS.has(run.toLowerCase()) && !/^[a-z]$/i.test(run)) words++;
  return words;
}

export function parseQuery(query: string, dropStopWords = true): ParsedQuery {
  const withoutStops = dropStopWords ? query.replace(CJK_STOP, ' ') : query;
  // A version number is left out of a query with two words or more besides it ("plugin-eslint@1.0.0
  // throws"); a name such as "Rsbuild 1.0" keeps its own.
  const withoutVersions = withoutStops.replace(VERSION, ' ');
  const raw = dropStopWords && wordCount(withoutVersions) >= 2 ? withoutVersions : withoutStops;
  const text = raw.trim() ? raw : query;
  const endsInWord = new RegExp(`(?:${WORD_CHAR}|${CJK_CLASS})$`, 'u').test(query);
  const found: Array<{ term: string; units: number[]; latin: boolean }> = [];
  const unitWeights: number[] = [];
  // In a Chinese sentence the English words are the names of what is asked about (alias 配置不生效).
  const latinWeight = CJK.test(text) ? LATIN_IN_CJK_WEIGHT : 1;
  const unit = (weight: number) => {
    if (unitWeights.length < MAX_UNITS) unitWeights.push(weight);
    else unitWeights[MAX_UNITS - 1] += weight;
    return Math.min(unitWeights.length, MAX_UNITS) - 1;
  };
  for (const m of text.matchAll(new RegExp(`${WORD_CHAR}+|${CJK_CLASS}+`, 'gu'))) {
    const run = m[0];
    if (isCjk(run[0])) {
      const chars = Array.from(run);
      const units = chars.map(() => unit(0.5));
      if (chars.length === 1) found.push({ term: chars[0], units, latin: false });
      for (let i = 0; i + 1 < chars.length; i++)
        found.push({ term: chars[i] + chars[i + 1], units: [units[i], units[i + 1]], latin: false });
    } else {
      const parts = tokenize(run);
      // A lone letter (the t of can't, the x of a pasted path) says nothing on its own; a digit may (vue 3).
      if (dropStopWords && (STOP_WORDS.has(parts[0]) || /^[a-z]$/.test(parts[0]))) {
        found.push({ term: parts[0], units: [-1], latin: true });
        continue;
      }
      // Parts of an identifier shorter than two letters (dataUriL -> l) would match half the index.
      const partsKept = parts.slice(1).filter((part) => part.length > 1);
      // The identifier whole answers its word of the query; each part only its share of it, so a page
      // that has the Request of XMLHttpRequest does not count as one that has XMLHttpRequest.
      const units = partsKept.length ? partsKept.map(() => unit(latinWeight / partsKept.length)) : [unit(latinWeight)];
      found.push({ term: parts[0], units, latin: true });
      partsKept.forEach((part, i) => found.push({ term: part, units: [units[i]], latin: true }));
    }
  }
  const meaningful = found.filter((f) => f.units[0] !== -1);
  const kept = meaningful.length ? meaningful : found.map((f) => ({ ...f, units: [unit(1)] }));
  const last = kept.at(-1)?.term;
  const terms: QueryTerm[] = [];
  const covers: number[] = [];
  for (const { term, units } of kept) {
    const mask = units.reduce((m, u) => m | (1 << u), 0);
    const at = terms.findIndex((t) => t.term === term);
    if (at !== -1) {
      covers[at] |= mask;
      continue;
    }
    terms.push({ term, prefix: (term === last && endsInWord) || (Array.from(term).length === 1 && isCjk(term)) });
    covers.push(mask);
  }
  return { terms, covers, unitWeights };
}

/** Whether `a` and `b` differ by at most `max` insertions, deletions, substitutions or swaps of neighbours. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return false;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] <= max;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** The escaping DocSearch undoes for breadcrumbs and group titles (its decodeHtmlEntities). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const wordChar = new RegExp(WORD_CHAR, 'u');
/** Compiled term patterns: a search marks every hit it shows with the same few terms (matchAll copies them). */
const patterns = new Map<string, RegExp>();
function termPattern(term: string): RegExp {
  let pattern = patterns.get(term);
  if (!pattern) {
    if (patterns.size > 500) patterns.clear();
    patterns.set(term, (pattern = new RegExp(escapeRegExp(term), 'giu')));
  }
  return pattern;
}

/** The character ranges of `text` that match the query terms: Latin word starts and CJK substrings. */
export function matchRanges(text: string, terms: QueryTerm[]): Array<[number, number]> {
  if (!terms.length || !text) return [];
  const found: Array<[number, number]> = [];
  // One pass per term: CJK bigrams overlap ("热更" + "更新"), which a single alternation would miss.
  // A Latin term matches at a word start, or at a capital inside an identifier (historyApiFallback).
  const startsWord = (at: number) =>
    at === 0 || !wordChar.test(text[at - 1]) || (/[a-z\d]/.test(text[at - 1]) && /[A-Z]/.test(text[at]));
  for (const { term } of terms) {
    const cjk = isCjk(term[0]);
    for (const m of text.matchAll(termPattern(term)))
      if (cjk || startsWord(m.index!)) found.push([m.index!, m.index! + m[0].length]);
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const ranges: Array<[number, number]> = [];
  for (const [start, end] of found) {
    const prev = ranges.at(-1);
    if (prev && start <= prev[1]) prev[1] = Math.max(prev[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

/** `text` escaped, with the ranges wrapped in the given tags: the only markup a result ever carries. */
export function highlight(text: string, ranges: Array<[number, number]>, pre = '<mark>', post = '</mark>'): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += escapeHtml(text.slice(at, start)) + pre + escapeHtml(text.slice(start, end)) + post;
    at = end;
  }
  return out + escapeHtml(text.slice(at));
}

/**
 * A window of about `words` words of `text` around its first match, highlighted and escaped, with the
 * ellipsis where text was cut. In CJK text two characters count as one word.
 */
export function snippet(
  text: string,
  terms: QueryTerm[],
  words: number,
  ellipsis = '…',
  pre?: string,
  post?: string,
): string {
  const ranges = matchRanges(text, terms);
  // Word boundaries: each Latin word or pair of CJK characters ends one "word".
  const stops: number[] = [];
  let cjkCount = 0;
  for (const m of text.matchAll(/\S+/gu)) {
    const chunk = m[0];
    if (isCjk(chunk[0]) || [...chunk].some(isCjk)) {
      let i = 0;
      for (const ch of chunk) {
        i += ch.length;
        if (isCjk(ch) && ++cjkCount % 2 === 0) stops.push(m.index! + i);
      }
      stops.push(m.index! + chunk.length);
    } else stops.push(m.index! + chunk.length);
  }
  const boundaries = [...new Set(stops)].sort((a, b) => a - b);
  if (boundaries.length <= words) return highlight(text, ranges, pre, post);
  const first = ranges[0]?.[0] ?? 0;
  // Start a couple of words before the first match so it has some context.
  let startWord = Math.max(0, boundaries.findIndex((b) => b > first) - 2);
  startWord = Math.min(startWord, boundaries.length - words);
  const start = startWord === 0 ? 0 : boundaries[startWord - 1];
  const end = boundaries[startWord + words - 1];
  const cut = text.slice(start, end).trimStart();
  const offset = start + (text.slice(start, end).length - cut.length);
  const inside = ranges
    .filter(([s, e]) => s < end && e > offset)
    .map(([s, e]): [number, number] => [Math.max(s, offset) - offset, Math.min(e, end) - offset]);
  return (
    (start > 0 ? ellipsis : '') + highlight(cut, inside, pre, post) + (end < text.trimEnd().length ? ellipsis : '')
  );
}
