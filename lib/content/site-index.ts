// The site's content index for the running process: built once per build process; under `next dev` read
// lazily (dev-index.ts) and made again whenever a file under content/ changes.
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from './errors';
import { buildContentIndex, type ContentIndex } from './content-index';
import { buildCacheDir } from './build-cache';
import { buildDevIndex, newDevPageCache, type DevIndex, type DevPageCache } from './dev-index';
import { siteContentDir } from './files';

export { siteContentDir };

/** Paths and modification times of every file under the content folder: cheap to take, changes on any edit. */
function treeSignature(dir: string): string {
  const parts: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else parts.push(`${full}:${fs.statSync(full).mtimeMs}`);
    }
  };
  walk(dir);
  return parts.join('\n');
}

// Kept on globalThis: `next dev` bundles this module once per route group, so a module variable would
// read the pages again for the first Chinese page after the English one read them.
interface IndexState {
  cached?: { index: ContentIndex; signature?: string };
  devPages: DevPageCache;
  checked?: { mtimeMs: number; errors: ContentError[] };
}
const holder = globalThis as { __contentIndexState?: IndexState };
const state: IndexState = (holder.__contentIndexState ??= { devPages: newDevPageCache() });

/**
 * The site's content index, built once per build process, where any problem fails the build. Under
 * `next dev` it lists every route at once and reads each page when first asked for (dev-index.ts), again
 * after its file changed; a problem keeps the page's last good values and is shown on the page
 * (devContentErrors), so the server keeps running while the author fixes it.
 */
export function getContentIndex(): ContentIndex {
  const contentDir = siteContentDir();
  if (process.env.NODE_ENV === 'development') {
    const signature = treeSignature(contentDir);
    // The build cache too: a page analysed by an earlier build, dev server or the check beside this one is not parsed again.
    if (state.cached?.signature !== signature) state.cached = { index: buildDevIndex(contentDir, state.devPages, buildCacheDir()), signature };
    return state.cached.index;
  }
  state.cached ??= { index: buildContentIndex({ contentDir, cacheDir: buildCacheDir() }) };
  return state.cached.index;
}

/**
 * What the content check beside `next dev` last found (scripts/serve/dev.ts writes it to CONTENT_CHECK_FILE),
 * but the problems of files saved after that check began, which the next check will judge.
 */
function checkedErrors(contentDir: string): ContentError[] {
  const file = process.env.CONTENT_CHECK_FILE;
  if (!file) return [];
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (state.checked?.mtimeMs !== mtimeMs) {
    try {
      const report = JSON.parse(fs.readFileSync(file, 'utf8')) as DevCheckReport;
      const changedSince = (name: string) => {
        try {
          return fs.statSync(path.resolve(path.dirname(contentDir), name)).mtimeMs > report.startedAt;
        } catch {
          return true;
        }
      };
      const errors = report.errors.filter((e) => !changedSince(e.file)).map((e) => new ContentError(e.file, e.reason, e.line, e.column));
      state.checked = { mtimeMs, errors };
    } catch {
      // Being written: the previous report stands until the next render.
      return state.checked?.errors ?? [];
    }
  }
  return state.checked.errors;
}

/** What scripts/serve/dev.ts writes after each check of the content: when it began, and what it found. */
export interface DevCheckReport {
  startedAt: number;
  errors: { file: string; reason: string; line?: number; column?: number }[];
}

/** Under `next dev`: the problems of the content as last checked and read (empty when it is fine). */
export function devContentErrors(): ContentError[] {
  if (process.env.NODE_ENV !== 'development') return [];
  const index = getContentIndex() as DevIndex;
  const errors = new Map<string, ContentError>();
  for (const error of [...checkedErrors(index.contentDir), ...index.met.values()]) errors.set(error.message, error);
  return [...errors.values()];
}
