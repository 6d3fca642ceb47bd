// A disk cache shared by the build's processes (content check, Next's workers, postbuild) and kept between
// builds, so unchanged pages are neither analysed nor compiled and highlighted again. Entries are keyed
// by a hash of everything their value depends on, including the pipeline fingerprint below, so a stale
// entry is never read: it is simply not found.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { siteBase } from '../site-base';

/** Where entries live: BUILD_CACHE_DIR, else node_modules/.cache/rsbuild-docs of the project. */
export function buildCacheDir(projectDir = process.cwd()): string {
  return path.resolve(process.env.BUILD_CACHE_DIR ?? path.join(projectDir, 'node_modules', '.cache', 'rsbuild-docs'));
}

export function hashOf(...parts: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex').slice(0, 32);
}

/** The code and packages that turn a page's source into its analysis and compiled MDX. */
const PIPELINE_FILES = ['lib/content', 'lib/content/line-breaks.ts', 'lib/routing/lang-path.ts', 'lib/routing/safe-path.ts', 'lib/site-config.ts', 'lib/config', 'e2e/fixture-site/site-config.ts'];
/** What postbuild derives from a page (Markdown copy, search sections) also depends on the rest of lib/. */
export const OUTPUT_PIPELINE_FILES = ['lib'];
const PIPELINE_PACKAGES = [
  'next-mdx-remote',
  '@mdx-js/mdx',
  'remark-parse',
  'remark-mdx',
  'remark-gfm',
  'remark-stringify',
  'unified',
  'github-slugger',
  'gray-matter',
  'rehype-pretty-code',
  'shiki',
  '@shikijs/core',
  '@shikijs/langs',
  '@shikijs/themes',
  '@shikijs/transformers',
  'hast-util-to-html',
  'mdast-util-to-hast',
  'mdast-util-to-string',
];

/** The source files (not tests) of a file or folder, folders walked recursively, in a stable order. */
function sourceFiles(full: string): string[] {
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const child = path.join(full, entry.name);
      if (entry.isDirectory()) return sourceFiles(child);
      return /\.(ts|js)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [child] : [];
    });
}

/**
 * A hash of the pipeline: the source of lib/content (render options, plugins, highlight themes and
 * languages) and what it imports from lib/ (or of other `entries`), and the installed versions of the
 * MDX and highlighting packages. Any change there gives every entry a new key.
 */
export function pipelineFingerprint(projectDir = process.cwd(), entries = PIPELINE_FILES): string {
  const parts: string[] = [];
  for (const entry of entries) {
    for (const file of sourceFiles(path.join(projectDir, entry))) parts.push(path.relative(projectDir, file), fs.readFileSync(file, 'utf8'));
  }
  for (const name of PIPELINE_PACKAGES) {
    const manifest = path.join(projectDir, 'node_modules', name, 'package.json');
    parts.push(name, fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version : 'missing');
  }
  return hashOf(...parts);
}

const fingerprints = new Map<string, string>();

/**
 * The fingerprint, computed once per process. The build's environment is part of it: the site base
 * (SITE_BASE) and the site (NEXT_PUBLIC_SITE, the e2e fixture site) change links and configuration.
 */
export function currentFingerprint(projectDir = process.cwd(), entries = PIPELINE_FILES): string {
  const id = [projectDir, ...entries].join('\0');
  let fingerprint = fingerprints.get(id);
  if (!fingerprint) fingerprints.set(id, (fingerprint = hashOf(pipelineFingerprint(projectDir, entries), siteBase, process.env.NEXT_PUBLIC_SITE || '')));
  return fingerprint;
}

/**
 * The value `compute` gives, read from the cache under a key made of `parts` when it is there, else
 * computed and stored. Without a cache folder it just computes.
 */
export function cachedText(kind: string, parts: string[], compute: () => string, dir: string | undefined): string {
  if (!dir) return compute();
  const key = hashOf(...parts);
  const hit = readCacheEntry(kind, key, dir);
  if (hit !== undefined) return hit;
  const value = compute();
  writeCacheEntry(kind, key, value, dir);
  return value;
}

// Each entry starts with a line holding its value's length and hash, so a damaged entry (cut short by a
// full disk or a killed writer, edited, emptied) is found when read instead of reaching the export.
const HEADER = /^rsbuild-docs-cache (\d+) ([0-9a-f]{64})\n/;
const digest = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** The entry's value, or undefined when there is none or it is damaged (then removed, with a one-line warning). */
export function readCacheEntry(kind: string, key: string, dir = buildCacheDir()): string | undefined {
  const file = path.join(dir, kind, key);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const header = text.match(HEADER);
  const value = header ? text.slice(header[0].length) : '';
  if (header && Buffer.byteLength(value) === Number(header[1]) && digest(value) === header[2]) return value;
  console.warn(`build cache: damaged ${kind} entry ${path.relative(process.cwd(), file)}, rebuilding it`);
  fs.rmSync(file, { force: true });
  return undefined;
}

/** Writes through a temporary file, so a process reading the same key never sees half an entry. */
export function writeCacheEntry(kind: string, key: string, value: string, dir = buildCacheDir()) {
  const file = path.join(dir, kind, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `rsbuild-docs-cache ${Buffer.byteLength(value)} ${digest(value)}\n${value}`);
  fs.renameSync(temp, file);
}
