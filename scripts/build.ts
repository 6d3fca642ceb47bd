// npm run build: the content check, `next build` and postbuild. Next's compile needs no content, so it
// starts at once, beside the check, instead of after it; once the content has passed, this process
// derives what postbuild needs from every page (Markdown copies, search sections) into the build cache
// while Next renders, which leaves postbuild little but writing files. The machines this builds on have
// two cores, and neither the check nor postbuild uses more than one. A content problem stops Next.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildCacheDir } from '../lib/content/build-cache';
import { buildContentIndex, siteContentDir, type ContentIndex } from '../lib/content/content-index';
import { ContentErrors } from '../lib/content/errors';
import { pagesMarkdown } from '../lib/markdown-export/write-export';
import { buildSearchIndex } from '../lib/search/build-index';
import { LANGS } from '../lib/routing/locale';
import { postbuild } from './postbuild';

const next = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  // Its own process group, so that stopping it stops its rendering workers too.
  detached: true,
});
const nextDone = new Promise<number>((resolve) => next.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
const stopNext = () => {
  try {
    process.kill(-next.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('SIGINT', () => (stopNext(), process.exit(130)));
process.on('SIGTERM', () => (stopNext(), process.exit(143)));

// Let Next start before this process takes the CPU: its compile is the longer of the two.
await new Promise((resolve) => setImmediate(resolve));
const started = Date.now();
let index: ContentIndex;
try {
  index = buildContentIndex({ contentDir: siteContentDir(), cacheDir: buildCacheDir() });
} catch (error) {
  stopNext();
  if (error instanceof ContentErrors) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
console.log(`content ok: ${index.pages.length} pages checked in ${Date.now() - started} ms`);

pagesMarkdown(index);
for (const lang of LANGS) buildSearchIndex(index, lang);

const code = await nextDone;
if (code !== 0) process.exit(code);
postbuild(index, path.resolve(process.env.OUT_DIR ?? 'out'));
