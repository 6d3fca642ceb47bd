// What of an English page a translation has to follow, as a list of normalised lines and a hash of them.
// The lines keep whatever, once changed, leaves the translation saying something else (code blocks,
// headings, tables, containers, components, links, inline code, numbers and versions, the frontmatter's
// values) and drop what an edit can touch without changing what the page says: whitespace and line
// wrapping, frontmatter key order, comments, and spelling slips in prose. content/README.md states these
// rules to authors; keep the two in step.
import { createHash } from 'node:crypto';
import matter from 'gray-matter';

export interface Fingerprint {
  /** A hash of every line: equal hashes, nothing a translator must follow has changed. */
  hash: string;
  /** The normalised lines, in page order; a paragraph or a list item is one line. */
  lines: string[];
  /** The headings among them, as written (`## Install {#install}`). */
  headings: string[];
}

export interface FingerprintOptions {
  /** The text of a fragment that `<Include file="name" />` splices in, or undefined when there is none. */
  fragment?: (name: string) => string | undefined;
}

export const digest = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * A plain English word as compared: its first letter and the set of its letters, lower case, without
 * apostrophes or hyphens. A swapped, doubled or dropped letter that the word holds elsewhere keeps the
 * word (`teh`, `enviroment`, `occured`, `seperate`); a letter it did not hold changes it (`tyoe`,
 * `enabled` / `disabled`), as do a changed first letter (`on` / `no`) and a negation (`can` / `can't`).
 */
function wordKey(word: string): string {
  const letters = word.toLowerCase().replace(/['’-]/g, '');
  return `${letters[0]}${[...new Set(letters.slice(1))].sort().join('')}`;
}

/** English articles, by key (`teh` too): "a option" fixed to "an option" is a slip, and no meaning hangs on one. */
const ARTICLES = new Set(['a', 'an', 'the'].map(wordKey));

/** Code-like tokens are kept as written: numbers and versions, paths, `a.b`, camelCase, acronyms. */
const CODE_LIKE = /[\p{N}._/@+#:]|.\p{Lu}/u;
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}._/@+#:'’-]*[\p{L}\p{N}+#])?/gu;
/** Kept verbatim inside prose: inline code, a link's or image's target, tags and expressions. */
const VERBATIM = /(`+)[^`]*?\1|\]\([^)]*\)|<[^<>]*>|\{[^{}]*\}/g;

/** A stretch of prose as compared: its verbatim parts as written, between them the words by wordKey. */
export function proseKey(text: string): string {
  const tokens: string[] = [];
  const words = (stretch: string) => {
    for (const [word] of stretch.matchAll(WORD)) {
      const token = CODE_LIKE.test(word) ? word : wordKey(word);
      if (ARTICLES.has(token)) continue;
      // "the the" and "to to": a word written twice by mistake.
      if (tokens[tokens.length - 1] !== token) tokens.push(token);
    }
  };
  let last = 0;
  for (const match of text.matchAll(VERBATIM)) {
    words(text.slice(last, match.index));
    tokens.push(match[0].replace(/\s+/g, ' '));
    last = match.index + match[0].length;
  }
  words(text.slice(last));
  return tokens.join(' ');
}

/** Frontmatter fields in the page's language only: English search words ask nothing of the Chinese page. */
const LANGUAGE_OWN_FIELDS = new Set(['searchTerms']);
/** Frontmatter strings that are prose, compared as prose; every other value is compared as written. */
const PROSE_FIELDS = new Set(['title', 'titleSuffix', 'description', 'details']);

function canonical(value: unknown, key = ''): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map((v) => canonical(v, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k], k)]),
    );
  }
  if (typeof value === 'string') return PROSE_FIELDS.has(key) ? proseKey(value) : value.trim().replace(/\s+/g, ' ');
  return value;
}

const collapse = (line: string) => line.trim().replace(/\s+/g, ' ');

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const HEADING = /^\s*#{1,6}\s/;
const TABLE_ROW = /^\s*\|/;
const CONTAINER = /^\s*:::/;
const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+/;
const QUOTE = /^\s*>\s?/;
const TAG_LINE = /^\s*<\/?[A-Za-z]/;
const ESM = /^(?:import|export)\s/;
const INCLUDE = /^\s*<Include\s+file=["']([^"']+)["']\s*\/>\s*$/;

function tableRow(line: string): string {
  const cells = line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map(collapse);
  // The width of a delimiter cell is layout; its colons (alignment) are kept.
  return `| ${cells.map((c) => c.replace(/^(:?)-+(:?)$/, '$1-$2')).join(' | ')} |`;
}

const outsideQuotes = (line: string) => line.replace(/"[^"]*"|'[^']*'|\{[^{}]*\}/g, '');

/** Appends the body's lines to `out` and its headings to `headings`. */
function bodyLines(body: string, options: FingerprintOptions, seen: string[], out: string[], headings: string[]) {
  let paragraph: string[] = [];
  let prefix = '';
  const flush = () => {
    if (paragraph.length) out.push(`${prefix}${proseKey(paragraph.join(' '))}`);
    paragraph = [];
    prefix = '';
  };
  const source = body.replace(/<!--[\s\S]*?-->/g, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const [, indent, marker, info] = fence;
      out.push(`${marker.slice(0, 3)}${collapse(info)}`);
      for (i++; i < lines.length; i++) {
        const code = lines[i];
        if (
          code.trim().startsWith(marker[0].repeat(marker.length)) &&
          code.trim().replace(new RegExp(`^\\${marker[0]}+`), '') === ''
        )
          break;
        // Blank lines and trailing spaces are layout; indentation inside the block is code.
        if (code.trim())
          out.push(`  ${code.slice(Math.min(indent.length, code.length - code.trimStart().length)).trimEnd()}`);
      }
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    const include = INCLUDE.exec(line);
    if (include) {
      flush();
      const text = seen.includes(include[1]) ? undefined : options.fragment?.(include[1]);
      if (text === undefined) out.push(collapse(line));
      else bodyLines(matter(text, {}).content, options, [...seen, include[1]], out, headings);
      continue;
    }
    if (HEADING.test(line)) {
      flush();
      out.push(collapse(line));
      headings.push(collapse(line));
      continue;
    }
    if (CONTAINER.test(line) || ESM.test(line)) {
      flush();
      out.push(collapse(line));
      continue;
    }
    if (TABLE_ROW.test(line)) {
      flush();
      out.push(tableRow(line));
      continue;
    }
    if (TAG_LINE.test(line)) {
      flush();
      out.push(collapse(line));
      // A tag whose attributes go on over the next lines: they are the tag's, up to the line that closes it.
      let open = /<[A-Za-z][^>]*$/.test(outsideQuotes(line));
      while (open && i + 1 < lines.length && lines[i + 1].trim()) {
        out.push(collapse(lines[++i]));
        open = !outsideQuotes(lines[i]).includes('>');
      }
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      // Bullet characters and the numbers of an ordered list are layout.
      prefix = item[1] ? '- ' : '1. ';
      paragraph.push(line.slice(item[0].length));
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote && !paragraph.length) prefix = '> ';
    paragraph.push(quote ? line.slice(quote[0].length) : line);
  }
  flush();
}

/** The fingerprint of an English page's source (frontmatter and MDX body, fragments spliced in). */
export function fingerprint(raw: string, options: FingerprintOptions = {}): Fingerprint {
  const { data, content } = matter(raw.replace(/\r\n?/g, '\n'), {});
  const front = Object.keys(data)
    .filter((key) => !LANGUAGE_OWN_FIELDS.has(key))
    .sort()
    .map((key) => `${key}: ${JSON.stringify(canonical(data[key], key))}`);
  const lines = [...front];
  const headings: string[] = [];
  bodyLines(content, options, [], lines, headings);
  return { hash: digest(lines.join('\n'), 16), lines, headings };
}
