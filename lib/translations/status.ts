// Where a translation stands against the English page it translates: the record keeps, for each translated
// page, the fingerprint of the English page as it was when the translation was last brought in line with it
// (fingerprint.ts), with enough of it (headings, a short hash per line) to say what has changed since.
import { digest, type Fingerprint } from './fingerprint';

/** What the record keeps of an English page at the time its translation was marked up to date. */
export interface RecordEntry {
  /** Fingerprint.hash of the English page then. */
  fingerprint: string;
  /** When the translation was marked (ISO time): an English change dated later is the one it misses. */
  marked: string;
  /** Its headings then, to name the ones added or removed since. */
  headings: string[];
  /** An 8-character hash per normalised line, space-separated, to count the lines changed since. */
  lines: string;
}

export type TranslationState = 'current' | 'behind' | 'unrecorded' | 'missing';

export interface Difference {
  headingsAdded: string[];
  headingsRemoved: string[];
  linesAdded: number;
  linesRemoved: number;
}

export type Comparison = { state: 'current' } | { state: 'unrecorded' } | ({ state: 'behind' } & Difference);

const lineHash = (line: string) => digest(line, 8);

export function recordEntry(english: Fingerprint, marked: Date): RecordEntry {
  return {
    fingerprint: english.hash,
    marked: marked.toISOString(),
    headings: english.headings,
    lines: english.lines.map(lineHash).join(' '),
  };
}

/** The length of the longest common subsequence: the lines two versions share, in order. */
export function commonLength(a: string[], b: string[]): number {
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (const x of a) {
    for (let j = 0; j < b.length; j++)
      current[j + 1] = x === b[j] ? previous[j] + 1 : Math.max(previous[j + 1], current[j]);
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

/** Items of `a` left over once each item of `b` has taken one equal item away. */
function without(a: string[], b: string[]): string[] {
  const left = [...b];
  return a.filter((item) => {
    const i = left.indexOf(item);
    if (i === -1) return true;
    left.splice(i, 1);
    return false;
  });
}

/** What changed between the English page a translation was marked against and the English page now. */
export function difference(entry: RecordEntry, english: Fingerprint): Difference {
  const before = entry.lines ? entry.lines.split(' ') : [];
  const now = english.lines.map(lineHash);
  const shared = commonLength(before, now);
  return {
    headingsAdded: without(english.headings, entry.headings),
    headingsRemoved: without(entry.headings, english.headings),
    linesAdded: now.length - shared,
    linesRemoved: before.length - shared,
  };
}

export function compare(entry: RecordEntry | undefined, english: Fingerprint): Comparison {
  if (!entry) return { state: 'unrecorded' };
  if (entry.fingerprint === english.hash) return { state: 'current' };
  return { state: 'behind', ...difference(entry, english) };
}

/** `+3 −1 lines; headings added: "## A"; removed: "## B"`, for people reading a report. */
export function describeDifference(d: Difference): string {
  const parts = [`+${d.linesAdded} −${d.linesRemoved} lines`];
  const list = (headings: string[]) => headings.map((h) => JSON.stringify(h)).join(', ');
  if (d.headingsAdded.length) parts.push(`headings added: ${list(d.headingsAdded)}`);
  if (d.headingsRemoved.length)
    parts.push(`${d.headingsAdded.length ? '' : 'headings '}removed: ${list(d.headingsRemoved)}`);
  return parts.join('; ');
}
