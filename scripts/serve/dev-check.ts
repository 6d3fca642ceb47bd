// The content check of `npm run dev` (dev.ts), in a process of its own: as it starts and on each message
// after that, it reads the whole content as the build does (pages unchanged since the last check from
// memory) and answers what it found, every problem with its file and line.
import { buildContentIndex, type AnalysisCache } from '../../lib/content/content-index';
import { ContentErrors } from '../../lib/content/errors';
import { buildCacheDir } from '../../lib/content/build-cache';

export interface CheckResult {
  startedAt: number;
  pages: number;
  /** The whole report, as the terminal shows it. */
  message: string;
  errors: { file: string; reason: string; line?: number; column?: number }[];
}

const contentDir = process.argv[2];
const cache: AnalysisCache = new Map();

function check(): CheckResult {
  const startedAt = Date.now();
  try {
    const index = buildContentIndex({ contentDir, git: false, cache, cacheDir: buildCacheDir() });
    return { startedAt, pages: index.pages.length, message: '', errors: [] };
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    const errors = error.errors.map(({ file, reason, line, column }) => ({ file, reason, line, column }));
    return { startedAt, pages: 0, message: error.message, errors };
  }
}

process.on('message', () => process.send!(check()));
process.send!(check());
// Ends with the server that started it.
process.on('disconnect', () => process.exit(0));
