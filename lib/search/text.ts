// Text handling shared by the index and the results: tokens, HTML escaping, highlights and snippets.
//
// Segmentation: Latin text splits into lower-cased words; CJK text (Han, Kana, Hangul) splits into
// overlapping character bigrams ("热更新" -> "热更", "更新"). Bigrams need no dictionary, behave the same in
// every browser (Intl.Segmenter's Chinese word breaks differ between engines) and find matches in the
// middle of a sentence, which word segmentation misses when the query cuts a "word" differently.

/** A CJK character of a query: Han, Kana or Hangul by script. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export const isCjk = (ch: string) => CJK.test(ch);

const isCjkCode = (c: number) =>
  (c >= 0x3040 && c <= 0x30ff) ||
  (c >= 0x3400 && c <= 0x4dbf) ||
  (c >= 0x4e00 && c <= 0x9fff) ||
  (c >= 0xac00 && c <= 0xd7af) ||
  (c >= 0xf900 && c <= 0xfaff) ||
  (c >= 0x20000 && c <= 0x2fa1f);
const OTHER_WORD = /[\p{L}\p{N}]/u;
/** An ASCII letter or digit, _ or $: a word character, decided without a regular expression (speed). */
const isAsciiWord = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || code === 95 || code === 36;
/**
 * Whether a character outside ASCII and CJK is a word character (OTHER_WORD), remembered by code point:
 * the Unicode classes are large, and a browser compiles a regular expression anew for each kind of
 * string (one byte or two a character) it reads.
 */
const otherWord = new Map<number, boolean>();
const isOtherWord = (code: number, ch: string) => {
  let word = otherWord.get(code);
  if (word === undefined) otherWord.set(code, (word = OTHER_WORD.test(ch)));
  return word;
};

/** Adds a word of a text to its terms, lower-cased, and the parts it also answers to. */
function pushWord(out: string[], word: string) {
  const lower = word.toLowerCase();
  out.push(lower);
  // An identifier also answers to its parts: historyApiFallback -> history, api, fallback; a name with a
  // version to the name and the number: node18 -> node, 18.
  if (lower !== word && /[a-z][A-Z]/.test(word)) {
    for (const part of word.split(/(?<=[a-z\d])(?=[A-Z])/)) if (part.length < word.length) out.push(part.toLowerCase());
  }
  const last = word.charCodeAt(word.length - 1);
  if (last >= 48 && last <= 57 && /^[a-z]{2,}\d+$/i.test(word)) out.push(...lower.split(/(?<=[a-z])(?=\d)/));
}

/** Where each character of the CJK run being read starts, and where the run ends (reused by every call). */
const cjkAt: number[] = [];

/** Adds the CJK run just read to the terms: its bigrams, or its one character. */
function pushCjk(out: string[], text: string, count: number, end: number) {
  if (count === 1) out.push(text.slice(cjkAt[0], end));
  cjkAt[count] = end;
  for (let i = 0; i + 1 < count; i++) out.push(text.slice(cjkAt[i], cjkAt[i + 2]));
}

/** The search terms of a text: lower-cased Latin words (also split at `.`, `-`, `/`), and CJK bigrams. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  let word = -1;
  let cjk = 0;
  // By code point, as `for (const ch of text)` reads it (a lone surrogate is a character of its own). Words
  // and bigrams are slices of the text rather than strings built a character at a time, and the loop calls
  // no closure: building the engine splits every record's text with it.
  for (let at = 0; at < text.length;) {
    const code = text.codePointAt(at)!;
    const next = at + (code > 0xffff ? 2 : 1);
    const kind =
      code < 128 ? (isAsciiWord(code) ? 1 : 0) : isCjkCode(code) ? 2 : isOtherWord(code, text.slice(at, next)) ? 1 : 0;
    if (kind !== 1 && word !== -1) {
      pushWord(out, text.slice(word, at));
      word = -1;
    }
    if (kind !== 2 && cjk !== 0) {
      pushCjk(out, text, cjk, at);
      cjk = 0;
    }
    if (kind === 1) {
      if (word === -1) word = at;
    } else if (kind === 2) cjkAt[cjk++] = at;
    at = next;
  }
  if (word !== -1) pushWord(out, text.slice(word));
  if (cjk !== 0) pushCjk(out, text, cjk, text.length);
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

/**
 * What a character is to a query: 2 CJK by script (CJK), 1 a word character (a letter, digit, _ or $ of
 * any other script), 0 neither. Outside ASCII by the Unicode classes, remembered by code point (otherWord).
 */
const queryCharKinds = new Map<number, number>();
function queryCharKind(code: number, ch: string): number {
  if (code < 128) return isAsciiWord(code) ? 1 : 0;
  let kind = queryCharKinds.get(code);
  if (kind === undefined) queryCharKinds.set(code, (kind = CJK.test(ch) ? 2 : OTHER_WORD.test(ch) ? 1 : 0));
  return kind;
}

/** The runs of word characters and of CJK characters of a text (each run all of one kind, as long as it goes). */
function runsOf(text: string): string[] {
  const runs: string[] = [];
  let start = 0;
  let runKind = 0;
  for (let at = 0; at < text.length;) {
    const code = text.codePointAt(at)!;
    const next = at + (code > 0xffff ? 2 : 1);
    const kind = queryCharKind(code, text.slice(at, next));
    if (kind !== runKind) {
      if (runKind) runs.push(text.slice(start, at));
      start = at;
      runKind = kind;
    }
    at = next;
  }
  if (runKind) runs.push(text.slice(start));
  return runs;
}

/** Whether the text ends in a word or CJK character: the reader is still typing its last word. */
function endsInWord(text: string): boolean {
  if (!text) return false;
  const last = text.charCodeAt(text.length - 1);
  const at =
    last >= 0xdc00 && last <= 0xdfff && text.length > 1 && text.codePointAt(text.length - 2)! > 0xffff
      ? text.length - 2
      : text.length - 1;
  return queryCharKind(text.codePointAt(at)!, text.slice(at)) !== 0;
}

/** The words of a text that are not stop words (a CJK character counts half). */
function wordCount(text: string): number {
  let words = 0;
  const runs = runsOf(text);
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r];
    if (isCjk(run[0])) words += Array.from(run).length / 2;
    else if (!STOP_WORDS.has(run.toLowerCase()) && !/^[a-z]$/i.test(run)) words++;
  }
  return words;
}

export function parseQuery(query: string, dropStopWords = true): ParsedQuery {
  const withoutStops = dropStopWords ? query.replace(CJK_STOP, ' ') : query;
  // A version number is left out of a query with two words or more besides it ("plugin-eslint@1.0.0
  // throws"); a name such as "Rsbuild 1.0" keeps its own.
  const withoutVersions = withoutStops.replace(VERSION, ' ');
  const raw = dropStopWords && wordCount(withoutVersions) >= 2 ? withoutVersions : withoutStops;
  const text = raw.trim() ? raw : query;
  const typing = endsInWord(query);
  const found: Array<{ term: string; units: number[]; latin: boolean }> = [];
  const unitWeights: number[] = [];
  // In a Chinese sentence the English words are the names of what is asked about (alias 配置不生效).
  const latinWeight = CJK.test(text) ? LATIN_IN_CJK_WEIGHT : 1;
  const unit = (weight: number) => {
    if (unitWeights.length < MAX_UNITS) unitWeights.push(weight);
    else unitWeights[MAX_UNITS - 1] += weight;
    return Math.min(unitWeights.length, MAX_UNITS) - 1;
  };
  const runs = runsOf(text);
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r];
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
  for (let k = 0; k < kept.length; k++) {
    const { term, units } = kept[k];
    const mask = units.reduce((m, u) => m | (1 << u), 0);
    const at = terms.findIndex((t) => t.term === term);
    if (at !== -1) {
      covers[at] |= mask;
      continue;
    }
    terms.push({ term, prefix: (term === last && typing) || (Array.from(term).length === 1 && isCjk(term)) });
    covers.push(mask);
  }
  return { terms, covers, unitWeights };
}

/** Whether `a` and `b` differ by at most `max` insertions, deletions, substitutions or swaps of neighbours. */
/** Three rows of the edit distance table, reused by every call (typo look-ups compare hundreds of words). */
let editRows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (b.length + 1 > editRows[0].length) editRows = [0, 1, 2].map(() => new Int32Array(2 * (b.length + 1)));
  let prev2 = editRows[0];
  let prev = editRows[1];
  let row = editRows[2];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return false;
    const done = prev2;
    prev2 = prev;
    prev = row;
    row = done;
  }
  return prev[b.length] <= max;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** The escaping DocSearch undoes for breadcrumbs and group titles (its decodeHtmlEntities). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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

/**
 * Whether a term can be found by comparing with the text in lower case: each of its characters is ASCII
 * but a capital, or CJK (Kana, Han, Hangul), which no other character matches case-insensitively but the
 * capitals, the Kelvin sign (k) and the long s (s). Query terms are; any other takes a regular expression.
 */
const plainTerms = new Map<string, boolean>();
function isPlainTerm(term: string): boolean {
  let plain = plainTerms.get(term);
  if (plain === undefined) {
    plain = term.length > 0;
    for (const ch of term) {
      const code = ch.codePointAt(0)!;
      if ((code >= 65 && code <= 90) || (code >= 128 && !isCjkCode(code))) plain = false;
    }
    if (plainTerms.size > 500) plainTerms.clear();
    plainTerms.set(term, plain);
  }
  return plain;
}

/**
 * The text as a case-insensitive Unicode pattern of ASCII and CJK sees it: in lower case, with the long s
 * as s (the Kelvin sign lower-cases to k), one character for one. Undefined when lower case changes the
 * length (an İ becomes two characters), as the positions would no longer be the text's.
 */
function foldedText(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return undefined;
  return lower.includes('\u017f') ? lower.replace(/\u017f/g, 's') : lower;
}

/** Whether the character at `at` (one UTF-16 unit) is a word character (queryCharKind). */
const isWordCharAt = (text: string, at: number) => queryCharKind(text.charCodeAt(at), text[at]) === 1;

/** The character ranges of `text` that match the query terms: Latin word starts and CJK substrings. */
export function matchRanges(text: string, terms: QueryTerm[]): Array<[number, number]> {
  if (!terms.length || !text) return [];
  const found: Array<[number, number]> = [];
  // One pass per term: CJK bigrams overlap ("热更" + "更新"), which a single alternation would miss.
  // A Latin term matches at a word start, or at a capital inside an identifier (historyApiFallback).
  const startsWord = (at: number) => {
    if (at === 0 || !isWordCharAt(text, at - 1)) return true;
    const before = text.charCodeAt(at - 1);
    const first = text.charCodeAt(at);
    return ((before >= 97 && before <= 122) || (before >= 48 && before <= 57)) && first >= 65 && first <= 90;
  };
  let folded: string | undefined | null = null;
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t].term;
    const first = term.charCodeAt(0);
    const cjk = first >= 128 && isCjk(term[0]);
    const plain = isPlainTerm(term);
    if (folded === null && plain) folded = foldedText(text);
    if (folded && plain) {
      // The matches of the term's pattern (flags giu), without compiling one for each new term.
      for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length))
        if (cjk || startsWord(at)) found.push([at, at + term.length]);
      continue;
    }
    for (const m of text.matchAll(termPattern(term)))
      if (cjk || startsWord(m.index!)) found.push([m.index!, m.index! + m[0].length]);
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const ranges: Array<[number, number]> = [];
  for (let f = 0; f < found.length; f++) {
    const start = found[f][0];
    const end = found[f][1];
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
