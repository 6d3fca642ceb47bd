// The site's content index for the running process: built once per build process, and under `next dev`
// rebuilt whenever a file under content/ changes, keeping the last good index while a page is broken.
import fs from 'node:fs';
import path from 'node:path';
import { ContentErrors, type ContentError } from './errors';
import { buildContentIndex, type AnalysisCache, type ContentIndex } from './content-index';
import { buildCacheDir } from './build-cache';

/** The content folder: `content/` of the project, or CONTENT_DIR (tests point it at a temporary copy). */
export function siteContentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
}

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
// build the index again for the first Chinese page (seconds) after the English one built it.
interface IndexState {
  cached?: { index: ContentIndex; signature?: string };
  devCache: AnalysisCache;
  devErrors: ContentError[];
}
const holder = globalThis as { __contentIndexState?: IndexState };
const state: IndexState = (holder.__contentIndexState ??= { devCache: new Map(), devErrors: [] });

/**
 * The site's content index, built once per build process, where any problem fails the build. Under
 * `next dev` it is rebuilt whenever a file under content/ changed; a problem then keeps the last good
 * index and is shown on the page (devContentErrors), so the server keeps running while the author fixes it.
 */
export function getContentIndex(): ContentIndex {
  const contentDir = siteContentDir();
  if (process.env.NODE_ENV === 'development') {
    const signature = treeSignature(contentDir);
    if (state.cached?.signature !== signature) {
      try {
        // The build cache too: a page analysed by an earlier build or dev server is not parsed again.
        state.cached = { index: buildContentIndex({ contentDir, git: false, cache: state.devCache, cacheDir: buildCacheDir() }), signature };
        state.devErrors = [];
      } catch (error) {
        if (!(error instanceof ContentErrors) || !state.cached) throw error;
        state.devErrors = error.errors;
        state.cached = { index: state.cached.index, signature };
      }
    }
    return state.cached.index;
  }
  state.cached ??= { index: buildContentIndex({ contentDir, cacheDir: buildCacheDir() }) };
  return state.cached.index;
}

/** Under `next dev`: the problems of the content as last read (empty when it is fine). */
export function devContentErrors(): ContentError[] {
  return state.devErrors;
}
