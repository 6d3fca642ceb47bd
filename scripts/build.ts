// npm run build: the content check, `next build` and postbuild. Next's compile needs no content, so it
// starts at once, beside the check (scripts/check-content.ts), instead of after it; once the content has
// passed, the check's process also derives what postbuild needs from every page (Markdown copies, search
// sections) into the build cache, then exits, before Next's rendering workers need the memory. Postbuild
// then finds them there and mostly writes files. The machines this builds on have two cores, and neither
// the check nor postbuild uses more than one. A content problem stops Next.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const exitOf = (child: ChildProcess) => new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const next = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  // Its own process group, so that stopping it stops its rendering workers too.
  detached: true,
});
const stopNext = () => {
  try {
    process.kill(-next.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('SIGINT', () => (stopNext(), process.exit(130)));
process.on('SIGTERM', () => (stopNext(), process.exit(143)));
const nextDone = exitOf(next);

const check = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', '--integrity', '--prepare-postbuild'], { stdio: 'inherit' });
if ((await exitOf(check)) !== 0) {
  stopNext();
  process.exit(1);
}
const code = await nextDone;
if (code !== 0) process.exit(code);

// Loaded only now: this process stays small while Next renders.
const { buildContentIndex, siteContentDir } = await import('../lib/content/content-index');
const { buildCacheDir } = await import('../lib/content/build-cache');
const { postbuild } = await import('./postbuild');
// No last-updated dates: nothing postbuild writes shows them.
postbuild(buildContentIndex({ contentDir: siteContentDir(), git: false, cacheDir: buildCacheDir() }), path.resolve(process.env.OUT_DIR ?? 'out'));
