// The translation record, content/translations.json: per translated language and route, what the English
// page was when its translation was last marked up to date (status.ts: RecordEntry). Only
// `npm run translations` writes it, so that no hand edit can claim a translation is current.
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '../site-config';
import type { RecordEntry } from './status';

export const RECORD_FILE = 'translations.json';
/** The fingerprint rules the record was written with: other rules give other hashes for the same page. */
export const RECORD_FORMAT = 1;

export type TranslationRecord = Partial<Record<Lang, Record<string, RecordEntry>>>;

const ABOUT =
  'Written by `npm run translations -- --done <route>` (content/README.md, Translation status), never by hand: for each translated page, the English page as it was when the translation was last brought in line with it.';

export const recordPath = (contentDir: string) => path.join(contentDir, RECORD_FILE);

/** The record of a content folder; an empty one when the folder has none (no page is then marked). */
export function readRecord(contentDir: string): TranslationRecord {
  const file = recordPath(contentDir);
  if (!fs.existsSync(file)) return {};
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    // A merge that left conflict markers, most likely: each side's entries are as good as the other's.
    throw new Error(
      `${file} is not valid JSON (${(error as Error).message}): keep both sides' entries of a merge, then run npm run translations to see where each page stands`,
    );
  }
  if (data.format !== RECORD_FORMAT) {
    throw new Error(
      `${file} was written with fingerprint format ${JSON.stringify(data.format)}, this code reads format ${RECORD_FORMAT}: check the translations, then mark them again with npm run translations -- --all`,
    );
  }
  const langs = { ...data };
  delete langs.about;
  delete langs.format;
  return langs as TranslationRecord;
}

/** The record as JSON with one line per page, routes in order: a marked page changes one line of the file. */
export function formatRecord(record: TranslationRecord): string {
  const langs = Object.keys(record).sort() as Lang[];
  const blocks = langs.map((lang) => {
    const entries = Object.entries(record[lang] ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const lines = entries.map(
      ([route, entry]) =>
        `    ${JSON.stringify(route)}: ${JSON.stringify({ fingerprint: entry.fingerprint, marked: entry.marked, headings: entry.headings, lines: entry.lines })}`,
    );
    return `  ${JSON.stringify(lang)}: {${lines.length ? `\n${lines.join(',\n')}\n  ` : ''}}`;
  });
  return `{\n  "about": ${JSON.stringify(ABOUT)},\n  "format": ${RECORD_FORMAT}${blocks.map((b) => `,\n${b}`).join('')}\n}\n`;
}

export function writeRecord(contentDir: string, record: TranslationRecord) {
  fs.writeFileSync(recordPath(contentDir), formatRecord(record));
}

// The record as last read, while its file is unchanged: every translated page of a build reads it.
let cached: { key: string; record: TranslationRecord } | undefined;

/** readRecord, read again only when the file changed (`next dev` shows a new mark at the next request). */
export function currentRecord(contentDir: string): TranslationRecord {
  const file = recordPath(contentDir);
  const stat = fs.existsSync(file) ? fs.statSync(file) : undefined;
  const key = `${file}:${stat?.mtimeMs}:${stat?.size}`;
  if (cached?.key !== key) cached = { key, record: readRecord(contentDir) };
  return cached.record;
}
