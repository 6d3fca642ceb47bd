// A disk cache shared by the build's processes (content check, Next's workers, postbuild) and kept between
// builds, so unchanged pages are neither analysed nor compiled and highlighted again. Entries are keyed
// by a hash of everything their value depends on, including the pipeline fingerprint below, so a stale
// entry is never read: it is simply not found.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
const PIPELINE_FILES = ['lib/content', 'lib/routing/locale.ts', 'lib/site-config.ts'];
const PIPELINE_PACKAGES = [
  'next-mdx-remote',
  '@mdx-js/mdx',
  'remark-parse',
  'remark-mdx',
  'remark-gfm',
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
];

/**
 * A hash of the pipeline: the source of lib/content (render options, plugins, highlight themes and
 * languages) and what it imports from lib/, and the installed versions of the MDX and highlighting
 * packages. Any change there gives every entry a new key.
 */
export function pipelineFingerprint(projectDir = process.cwd()): string {
  const parts: string[] = [];
  for (const entry of PIPELINE_FILES) {
    const full = path.join(projectDir, entry);
    const files = fs.statSync(full).isDirectory() ? fs.readdirSync(full).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort().map((f) => path.join(full, f)) : [full];
    for (const file of files) parts.push(path.relative(projectDir, file), fs.readFileSync(file, 'utf8'));
  }
  for (const name of PIPELINE_PACKAGES) {
    const manifest = path.join(projectDir, 'node_modules', name, 'package.json');
    parts.push(name, fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version : 'missing');
  }
  return hashOf(...parts);
}

const fingerprints = new Map<string, string>();

/** The fingerprint, computed once per process. */
export function currentFingerprint(projectDir = process.cwd()): string {
  let fingerprint = fingerprints.get(projectDir);
  if (!fingerprint) fingerprints.set(projectDir, (fingerprint = pipelineFingerprint(projectDir)));
  return fingerprint;
}

export function readCacheEntry(kind: string, key: string, dir = buildCacheDir()): string | undefined {
  try {
    return fs.readFileSync(path.join(dir, kind, key), 'utf8');
  } catch {
    return undefined;
  }
}

/** Writes through a temporary file, so a process reading the same key never sees half an entry. */
export function writeCacheEntry(kind: string, key: string, value: string, dir = buildCacheDir()) {
  const file = path.join(dir, kind, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, value);
  fs.renameSync(temp, file);
}
