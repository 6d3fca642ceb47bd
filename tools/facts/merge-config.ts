// What the mergeRsbuildConfig section of the API page says about arrays, against the installed package:
// the options it lists as replaced (the later value wins) and the ones it says 1.4 still concatenates.
// Both are read from the page's bullet that lists them, so a change on either side fails with the line.
import fs from 'node:fs';
import path from 'node:path';

/** The API pages that describe mergeRsbuildConfig, one per language. */
export const MERGE_PAGES = ['content/en/api/javascript-api/core.mdx', 'content/zh/api/javascript-api/core.mdx'];

export interface MergeClaims {
  line: number;
  replaced: string[];
  concatenated: string[];
}

/** Option paths written in a line's code spans: `server.open`, `provider`, `output.filename.*` as `output.filename.js`. */
const optionPaths = (text: string) =>
  [...text.matchAll(/`([a-z][A-Za-z]*(?:\.(?:[a-z][A-Za-z]*|\*))*)`/g)].map((m) => m[1].replace(/\.\*$/, '.js'));

/**
 * The bullet of the page's mergeRsbuildConfig section that names the replaced options: those before "1.4"
 * are replaced in this release, those after it are concatenated (the page names the release that changed them).
 */
export function mergeClaims(source: string): MergeClaims {
  const lines = source.split('\n');
  const start = lines.findIndex((l) => /^## mergeRsbuildConfig\b/.test(l));
  const at = lines.findIndex((l, i) => i > start && /^- .*`performance\.removeConsole`/.test(l));
  if (start < 0 || at < 0)
    throw new Error('no bullet listing the options mergeRsbuildConfig replaces under "## mergeRsbuildConfig"');
  const [before, after = ''] = lines[at].split(/(?<=[\s。.])1\.4\s/);
  return { line: at + 1, replaced: optionPaths(before), concatenated: optionPaths(after) };
}

/** A config with `value` at the dotted `option` path. */
export function configAt(option: string, value: unknown): Record<string, unknown> {
  return option
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

export function valueAt(config: unknown, option: string): unknown {
  return option.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], config);
}

export const readMergePage = (file: string) => fs.readFileSync(path.resolve(file), 'utf8');
