// What a finished build was made from, so that `npm run build` with nothing changed reuses its export
// instead of building the same files again (about 25 s). The record, kept in .next/ for each export folder, holds two digests:
// one of the build's inputs (every file git sees in the project, tracked or new but not ignored, the
// content folder when it lies outside the project, the commit, and the environment the build reads)
// and one of the export as written (each file's path, size and modification time). The export is reused
// only when both still match, so an edit anywhere, another commit, another site or base, or a file of the
// export changed or removed since all build again; so does `npm run build -- --force`. Outside a git
// checkout nothing is reused.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The environment variables that change what the build writes (next.config.mjs, build.ts, postbuild). */
export const BUILD_ENV = [
  'SITE_BASE',
  'NEXT_PUBLIC_SITE',
  'CONTENT_DIR',
  'OUT_DIR',
  'SITE_SCRIPT_KEY',
  'TSX_TSCONFIG_PATH',
  'NODE_ENV',
] as const;

export interface BuildInputs {
  /** The commit checked out. */
  head: string;
  /** Files as paths relative to the project, read from `root`. */
  files: string[];
  root: string;
  env: Partial<Record<(typeof BUILD_ENV)[number], string>>;
}

export interface BuildRecord {
  out: string;
  inputs: string;
  export: string;
}

/** A digest of the parts in order; they may be produced one at a time (a generator), so that only one is held. */
const digest = (parts: Iterable<string | Buffer>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Files under `dir`, as paths relative to it with `/`. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** The inputs of a build in `root`, or null outside a git checkout. */
export function currentInputs(
  root: string,
  env: Record<string, string | undefined>,
  contentDir: string,
): BuildInputs | null {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git('rev-parse', 'HEAD');
  const listed = git('ls-files', '-z', '--cached', '--others', '--exclude-standard');
  if (head.status !== 0 || listed.status !== 0) return null;
  const files = listed.stdout.split('\0').filter(Boolean);
  const outside = path.relative(root, contentDir);
  if (outside.startsWith('..') || path.isAbsolute(outside))
    files.push(...filesUnder(contentDir).map((f) => path.join(contentDir, f)));
  return {
    head: head.stdout.trim(),
    files,
    root,
    env: Object.fromEntries(BUILD_ENV.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]!]]))),
  };
}

export function inputsDigest({ head, files, root, env }: BuildInputs): string {
  // File by file: holding every file of the project at once kept about 70 MB in the build's own process
  // while Next rendered, part of the build's peak memory.
  function* parts() {
    yield head;
    yield JSON.stringify(Object.entries(env).sort());
    for (const file of [...new Set(files)].sort()) {
      const full = path.resolve(root, file);
      yield file;
      // A file git still lists but that is gone (deleted, not yet committed) counts as gone.
      yield fs.existsSync(full) ? fs.readFileSync(full) : 'missing';
    }
  }
  return digest(parts());
}

export function exportDigest(out: string): string {
  return digest(
    filesUnder(out)
      .sort()
      .map((file) => {
        const stat = fs.statSync(path.join(out, file));
        return `${file} ${stat.size} ${stat.mtimeMs}`;
      }),
  );
}

/** The records in `file`, one per export folder (the site's and the fixture site's builds share .next/). */
function readRecords(file: string): Record<string, BuildRecord> {
  try {
    const records = JSON.parse(fs.readFileSync(file, 'utf8'));
    return records && typeof records === 'object' && !Array.isArray(records) ? records : {};
  } catch {
    // None yet, or not ours: every export builds.
    return {};
  }
}

export function readRecord(file: string, out: string): BuildRecord | null {
  const record = readRecords(file)[out];
  return typeof record?.inputs === 'string' && typeof record.export === 'string' && record.out === out ? record : null;
}

export function writeRecord(file: string, record: BuildRecord) {
  fs.writeFileSync(file, `${JSON.stringify({ ...readRecords(file), [record.out]: record }, null, 2)}\n`);
}

/** Whether `out` is the complete export, untouched, of a build from exactly these inputs. */
export function isCurrent(record: BuildRecord | null, out: string, inputs: string, completeMarker: string): boolean {
  return (
    record !== null &&
    record.out === out &&
    record.inputs === inputs &&
    fs.existsSync(path.join(out, completeMarker)) &&
    record.export === exportDigest(out)
  );
}
