// English word forms: a reader types "minifying", "copied" or "polyfills" where a page says "minify", "copy"
// or "polyfill". The engine files index words and query words under one stem, so any form of a word finds
// the others, and a plural and its singular count as one word (numberForms). The rules are few and
// conservative (plural, -ing, -ed, a final e or y): a stem only has to be the same for the forms of one
// word, never a dictionary word, and it is never shown.

const VOWEL = /[aeiouy]/;
/** Doubled consonants that a suffix doubles: mapping -> map, splitting -> split (not install, pass). */
const DOUBLED = /([bdgmnprt])\1$/;
/** Words whose last letter is not a plural s: https is not the plural of http, nodejs is a name. */
const NOT_PLURAL = /^https$|js$/;

const undouble = (s: string) => (s.length > 3 && DOUBLED.test(s) ? s.slice(0, -1) : s);

/** Drops a suffix when at least three letters with a vowel are left, so thing, string and need stay whole. */
function strip(s: string, suffix: string): string | undefined {
  if (!s.endsWith(suffix)) return undefined;
  const rest = s.slice(0, -suffix.length);
  return rest.length >= 3 && VOWEL.test(rest) ? undouble(rest) : undefined;
}

/**
 * A word and its other number: proxy, proxies; alias, aliases; tags, tag. Spellings that are no word
 * are harmless: they are only compared with words that are.
 */
export function numberForms(word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [word];
  const forms = [`${word}s`, `${word}es`];
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`);
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (/[^s]s$/.test(word)) forms.push(word.slice(0, -1));
  return [word, ...forms.filter((form) => !NOT_PLURAL.test(form) && !NOT_PLURAL.test(word))];
}

/** The stem of a lower-case word; words with digits, capitals or symbols, and short words, are their own stem. */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || NOT_PLURAL.test(word)) return word;
  let s = word;
  // Plurals and -ied: policies, copied, minifier -> polici, copi, minifi (the y of policy becomes i below).
  if (/(?:ies|ied|ier)$/.test(s)) s = `${s.slice(0, -3)}i`;
  else if (/(?:ss|ch|sh|x|z)es$/.test(s)) s = s.slice(0, -2);
  else if (/[^suia]s$/.test(s)) s = s.slice(0, -1);
  // -ing and -ed: bundling -> bundl (bundle -> bundl below), mapped -> map.
  s = strip(s, 'ing') ?? strip(s, 'ed') ?? s;
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1);
  if (s.length > 2 && /[^aeiou]y$/.test(s)) s = `${s.slice(0, -1)}i`;
  return s;
}
