// Page frontmatter (docs/behaviour.md §3): parsed with gray-matter and checked field by field, so a typo or a wrong
// type fails the build at the line of the field instead of rendering a wrong page.
import matter from 'gray-matter';
import { codeSpans } from './code-spans';
import { ContentError } from './errors';

export const PAGE_TYPES = ['home', 'doc', 'custom', 'blank', '404'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export interface FeatureCard {
  icon?: string;
  title: string;
  details: string;
  link?: string;
  span?: 2 | 3 | 4 | 6;
}

export type HeadTag = [string, Record<string, string>];

/**
 * A version note the page makes, in a form the facts check verifies against the published releases. One of
 * `key` (the option exists from `version` on; with `accepts`, it takes that value from then on), `code` (the
 * release's compiled code contains this text from `version` on: behaviour no type shows) or `peerOf` (that
 * plugin package needs @rsbuild/core `version` or later).
 */
export interface VersionClaimEntry {
  version: string;
  key?: string;
  accepts?: string;
  code?: string;
  /** With `code`: the package whose releases hold the code, when not @rsbuild/core (0.x kept defaults in @rsbuild/shared). */
  package?: string;
  peerOf?: string;
}

/** The tags a page's `head` may add: the ones a head can take anywhere. */
export const HEAD_TAG_NAMES = ['meta', 'link'] as const;

/**
 * Why a `head` entry may not be on a page, or undefined. Content carries no script and nothing that sends
 * the reader elsewhere: no `<meta http-equiv>` (a refresh redirects; headers belong to the host), no event
 * handler attribute, no script URL, no preloaded script.
 */
export function headEntryProblem(entry: unknown): string | undefined {
  if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'object' || entry[1] === null) return 'must be a [tagName, { attribute: value }] pair';
  const [tag, attributes] = entry as HeadTag;
  if (!(HEAD_TAG_NAMES as readonly string[]).includes(tag)) return `<${tag}> is not supported in the head (use ${HEAD_TAG_NAMES.join(' or ')})`;
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value !== 'string') return `attribute "${name}" must be a string`;
    if (/^on/i.test(name)) return `attribute "${name}" is an event handler: content may not carry scripts`;
    if (/^[\s\u0000-\u001f]*(?:javascript|vbscript|data):/i.test(value)) return `attribute "${name}" is a script URL: content may not carry scripts`;
    lower[name.toLowerCase()] = value.toLowerCase();
  }
  if ('http-equiv' in lower) return `<meta http-equiv="${lower['http-equiv']}"> is not allowed: a refresh sends readers elsewhere, and headers belong to the host`;
  if (tag === 'meta' && !('content' in lower)) return '<meta> needs a content attribute';
  if (tag === 'link' && !('href' in lower && 'rel' in lower)) return '<link> needs rel and href attributes';
  if (tag === 'link' && (/\bmodulepreload\b/.test(lower.rel) || lower.as === 'script')) return '<link> may not load a script: content may not carry scripts';
  return undefined;
}

export interface Frontmatter {
  title?: string;
  titleSuffix?: string;
  description?: string;
  head?: HeadTag[];
  pageType?: PageType;
  navbar?: boolean;
  sidebar?: boolean;
  outline?: boolean;
  footer?: boolean;
  overview?: boolean;
  features?: FeatureCard[];
  /** Release date, `YYYY-MM-DD`. */
  published_at?: string;
  configKey?: string;
  configType?: string;
  configDefault?: string | { development: string; production: string };
  /** The default in words, code between backticks (lib/content/code-spans.ts). */
  configDefaultText?: string;
  configAdded?: string;
  /** Version notes besides `configAdded`. */
  versionClaims?: VersionClaimEntry[];
  pluginPackage?: string;
  /** Words readers search for the page's topic that its title and text do not use (synonyms, other spellings). */
  searchTerms?: string[];
}

type Check = (value: unknown) => string | undefined;
const isString: Check = (v) => (typeof v === 'string' && v.trim() !== '' ? undefined : 'must be a non-empty string');

/** Search results and link previews cut a description at about this many characters. */
export const MAX_DESCRIPTION = 160;
const isDescription: Check = (v) =>
  isString(v) ?? ((v as string).length > MAX_DESCRIPTION ? `must be at most ${MAX_DESCRIPTION} characters, as search results cut it there (it has ${(v as string).length})` : undefined);
const isBoolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'must be true or false');
const isVersion: Check = (v) => (typeof v === 'string' && /^\d+\.\d+\.\d+$/.test(v) ? undefined : "must be a version such as '1.2.0'");
const isDate: Check = (v) =>
  (v instanceof Date && !Number.isNaN(v.getTime())) || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v))
    ? undefined
    : 'must be a date written YYYY-MM-DD';

const CHECKS: Record<keyof Frontmatter, Check> = {
  title: isString,
  titleSuffix: isString,
  description: isDescription,
  head: (v) => {
    if (!Array.isArray(v)) return 'must be a list of [tagName, { attribute: value }] pairs';
    for (const [i, entry] of v.entries()) {
      const problem = headEntryProblem(entry);
      if (problem) return `entry ${i + 1}: ${problem}`;
    }
    return undefined;
  },
  pageType: (v) => (PAGE_TYPES.includes(v as PageType) ? undefined : `must be one of ${PAGE_TYPES.join(', ')}`),
  navbar: isBoolean,
  sidebar: isBoolean,
  outline: isBoolean,
  footer: isBoolean,
  overview: isBoolean,
  features: (v) => {
    if (!Array.isArray(v)) return 'must be a list of cards';
    for (const [i, card] of v.entries()) {
      if (typeof card !== 'object' || card === null) return `card ${i + 1} must be an object`;
      const c = card as Record<string, unknown>;
      if (isString(c.title) || isString(c.details)) return `card ${i + 1} needs a title and details`;
      if (c.span !== undefined && ![2, 3, 4, 6].includes(c.span as number)) return `card ${i + 1}: span must be 2, 3, 4 or 6`;
      const unknown = Object.keys(c).find((k) => !['icon', 'title', 'details', 'link', 'span'].includes(k));
      if (unknown) return `card ${i + 1}: unknown field "${unknown}"`;
    }
    return undefined;
  },
  published_at: isDate,
  configKey: (v) => (typeof v === 'string' && /^[a-zA-Z]+(\.[a-zA-Z]+)*$/.test(v) ? undefined : 'must be an option key such as output.minify'),
  configType: isString,
  configDefault: (v) =>
    typeof v === 'string' ||
    (typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>).development === 'string' && typeof (v as Record<string, unknown>).production === 'string' && Object.keys(v).length === 2)
      ? undefined
      : 'must be a JavaScript literal as a string, or { development, production } of such strings',
  configDefaultText: (v) => isString(v) ?? (codeSpans(v as string) ? undefined : 'has a backtick without its closing one (code is written `like this`)'),
  configAdded: isVersion,
  versionClaims: (v) => {
    if (!Array.isArray(v)) return 'must be a list of { version, key | code | peerOf }';
    for (const [i, claim] of v.entries()) {
      if (typeof claim !== 'object' || claim === null) return `entry ${i + 1} must be an object`;
      const c = claim as Record<string, unknown>;
      if (typeof c.version !== 'string' || !/^\d+\.\d+(\.\d+)?$/.test(c.version)) return `entry ${i + 1}: version must be a string such as '1.2.0' or '1.3'`;
      const unknown = Object.keys(c).find((k) => !['version', 'key', 'accepts', 'code', 'package', 'peerOf'].includes(k));
      if (unknown) return `entry ${i + 1}: unknown field "${unknown}"`;
      const subjects = ['key', 'code', 'peerOf'].filter((k) => typeof c[k] === 'string' && c[k] !== '');
      if (subjects.length !== 1) return `entry ${i + 1} needs exactly one of key, code, peerOf`;
      if (c.accepts !== undefined && (typeof c.accepts !== 'string' || !c.key)) return `entry ${i + 1}: accepts is a TypeScript expression and needs key`;
      if (c.package !== undefined && (typeof c.package !== 'string' || !c.code)) return `entry ${i + 1}: package names an npm package and needs code`;
    }
    return undefined;
  },
  searchTerms: (v) => (Array.isArray(v) && v.length > 0 && v.every((w) => typeof w === 'string' && w.trim() !== '') ? undefined : 'must be a list of words or phrases'),
  pluginPackage: (v) => (typeof v === 'string' && /^@rsbuild\/plugin-[a-z-]+$/.test(v) ? undefined : 'must be an @rsbuild/plugin-* package name'),
};

export interface ParsedSource {
  frontmatter: Frontmatter;
  body: string;
  /** The line of the file on which the body starts (1-based), to report body errors at file lines. */
  bodyLine: number;
}

/** The line of a list field's entry N when a problem names one (`entry 2: ...`), else the field's line. */
function lineOfEntry(lines: string[], fieldLine: number, problem: string): number {
  const n = Number(/^entry (\d+):/.exec(problem)?.[1] ?? 0);
  if (!n) return fieldLine;
  let seen = 0;
  for (let i = fieldLine; i < lines.length && /^(\s|-|$)/.test(lines[i]); i++) {
    if (/^\s*- /.test(lines[i]) && ++seen === n) return i + 1;
  }
  return fieldLine;
}

export function parseFrontmatter(raw: string, file: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from caching results across files.
    parsed = matter(raw, {});
  } catch (error) {
    const { mark, reason, message } = error as { mark?: { line?: number; column?: number }; reason?: string; message: string };
    // gray-matter hands js-yaml the text from the end of the opening `---` line, so js-yaml's 0-based line
    // is one less than the file's line; its column is 0-based too. Its message repeats the place and ends
    // with a colon that led to a code frame: the reason alone reads right after the file:line:column.
    const text = reason ?? message.split('\n')[0].replace(/ at line \d+, column \d+:$/, '');
    throw new ContentError(file, `invalid frontmatter: ${text}`, mark?.line !== undefined ? mark.line + 1 : 1, mark?.column !== undefined ? mark.column + 1 : undefined);
  }
  const lines = raw.split('\n');
  const lineOf = (key: string) => {
    const index = lines.findIndex((l) => l.startsWith(`${key}:`));
    return index === -1 ? 1 : index + 1;
  };
  const data = parsed.data as Record<string, unknown>;
  for (const [key, value] of Object.entries(data)) {
    const check = CHECKS[key as keyof Frontmatter];
    if (!check) throw new ContentError(file, `unknown frontmatter field "${key}"`, lineOf(key));
    const problem = check(value);
    if (problem) throw new ContentError(file, `frontmatter "${key}" ${problem}`, lineOfEntry(lines, lineOf(key), problem));
  }
  if (data.published_at instanceof Date) data.published_at = data.published_at.toISOString().slice(0, 10);
  const bodyLine = raw.split('\n').length - parsed.content.split('\n').length + 1;
  return { frontmatter: data as Frontmatter, body: parsed.content, bodyLine };
}
