// npm run build: the content check, Next's build in two processes, then postbuild.
//
// Next's compile needs no content, so it starts at once, beside the check (scripts/check/check-content.ts),
// instead of after it; once the content has passed, the check's process also derives what postbuild needs
// from every page (Markdown copies, search sections) into the build cache, then exits. A content problem
// stops Next.
//
// Next builds in two processes, `--experimental-build-mode=compile` and then `generate`, instead of one
// `next build`: Turbopack runs inside the build's main process and keeps about 700 MB there until that
// process ends, which in a single build is while the two rendering workers render every page. Compiling in
// a process of its own that exits first keeps the build's peak memory near 1.2 GB instead of 1.7 GB, for
// the price of a second start of Next (2 to 3 s). The export is the same.
//
// The export is built in a folder of its own (`out.building` beside `out`) and takes the place of the last
// one only when every step has succeeded, with a completion marker written last (scripts/lib.sh looks for
// it): Next empties its export folder when it starts generating, so a failed or killed build that wrote
// into `out/` would leave no site, or half of one.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_PHASES_FILE } from '../../tools/bench/figures';
import { currentInputs, exportDigest, inputsDigest, isCurrent, readRecord, writeRecord } from './build-record';

const started = performance.now();
const out = path.resolve(process.env.OUT_DIR ?? 'out');
/** Written last into a finished export: an export without it is incomplete. */
const COMPLETE = '.build-complete';

// Nothing changed since the export was built (scripts/build/build-record.ts): keep it. Read before the key
// below is drawn, so that only a key the caller chose counts.
const RECORD = path.resolve('.next/build-records.json');
const inputs = currentInputs(process.cwd(), process.env, path.resolve(process.env.CONTENT_DIR ?? 'content'));
const inputsKey = inputs && inputsDigest(inputs);
if (!process.argv.includes('--force') && inputsKey && isCurrent(readRecord(RECORD, out), out, inputsKey, COMPLETE)) {
  const total = Number(((performance.now() - started) / 1000).toFixed(2));
  fs.writeFileSync(path.resolve(BUILD_PHASES_FILE), `${JSON.stringify({ reused: 1, total })}\n`);
  console.log(
    `build: nothing changed since the export in ${path.relative('.', out) || '.'}/ was built, so it stays (${total} s); \`npm run build -- --force\` builds it again`,
  );
  process.exit(0);
}

// The key that marks the site's own inline scripts for the Content Security Policy (lib/security/own-scripts.ts):
// new for every build, shared by the rendering processes and postbuild, never in content.
process.env.SITE_SCRIPT_KEY ||= randomBytes(32).toString('hex');

const exitOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const staging = `${out}.building`;
const previous = `${out}.previous`;
fs.rmSync(staging, { recursive: true, force: true });

// Seconds each phase took, for `npm run bench` (BUILD_PHASES_FILE). The content check runs beside the
// compile, so the two overlap; render and postbuild follow them.
const phases: Record<string, number> = {};
const timed = async <T>(name: string, work: Promise<T>, from = performance.now()): Promise<T> => {
  const result = await work;
  phases[name] = Number(((performance.now() - from) / 1000).toFixed(2));
  return result;
};

let current: ChildProcess | undefined;
function nextBuild(mode: 'compile' | 'generate'): Promise<number> {
  current = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'build', `--experimental-build-mode=${mode}`],
    {
      stdio: 'inherit',
      // Relative: Next joins an absolute distDir to the project folder all the same.
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', OUT_DIR: path.relative(process.cwd(), staging) },
      // Its own process group, so that stopping it stops its workers too.
      detached: true,
    },
  );
  return exitOf(current);
}
const stopNext = () => {
  try {
    process.kill(-current!.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('SIGINT', () => (stopNext(), process.exit(130)));
// A build that stops early leaves its unfinished export behind only when killed outright; the next build
// removes that too.
process.on('exit', (code) => code !== 0 && fs.rmSync(staging, { recursive: true, force: true }));
process.on('SIGTERM', () => (stopNext(), process.exit(143)));

const compiled = timed('nextCompile', nextBuild('compile'));
// A heap limit well above what the check keeps alive (about 40 MB) but far below the default: V8 otherwise
// lets the heap grow to over 200 MB of garbage, beside Turbopack's 700 MB, at the build's peak memory.
const check = spawn(
  process.execPath,
  [
    '--max-old-space-size=256',
    '--import',
    'tsx',
    'scripts/check/check-content.ts',
    '--integrity',
    '--prepare-postbuild',
  ],
  { stdio: 'inherit' },
);
if ((await timed('contentCheck', exitOf(check))) !== 0) {
  stopNext();
  process.exit(1);
}
let code = await compiled;
if (code !== 0) process.exit(code);

// The compile leaves an empty prerender manifest in .next (the build folder, wherever OUT_DIR puts the
// export). The generate step loads that file once while it renders and, from Node's module cache, again
// when it copies the rendered pages into the export, which then gets none of them. Without the file the
// first load fails quietly and the second reads the manifest the generate step has just written.
fs.rmSync(path.resolve('.next/prerender-manifest.json'), { force: true });
code = await timed('render', nextBuild('generate'));
if (code !== 0) process.exit(code);
if (!fs.existsSync(path.join(staging, 'index.html'))) {
  console.error(`build: Next's generate step put no home page in ${path.relative('.', staging)}/`);
  process.exit(1);
}

// Loaded only now: this process stays small while Next renders.
const postbuildStart = performance.now();
const { buildContentIndex } = await import('../../lib/content/content-index');
const { siteContentDir } = await import('../../lib/content/site-index');
const { buildCacheDir } = await import('../../lib/content/build-cache');
const { postbuild } = await import('./postbuild');
// No last-updated dates: nothing postbuild writes shows them.
await timed(
  'postbuild',
  postbuild(buildContentIndex({ contentDir: siteContentDir(), git: false, cacheDir: buildCacheDir() }), staging),
  postbuildStart,
);
// One line for whoever releases: how many translated pages lag behind their English page (npm run translations names them).
const { summaryLine, translationReport } = await import('../../lib/translations/report');
console.log(summaryLine(translationReport(siteContentDir())));
fs.writeFileSync(path.join(staging, COMPLETE), `${new Date().toISOString()}\n`);
// The swap: two renames, after which the last export is deleted. A build killed between them leaves no
// out/, which the next `npm start` rebuilds; never a partial one.
fs.rmSync(previous, { recursive: true, force: true });
if (fs.existsSync(out)) fs.renameSync(out, previous);
fs.renameSync(staging, out);
fs.rmSync(previous, { recursive: true, force: true });
if (inputsKey) writeRecord(RECORD, { out, inputs: inputsKey, export: exportDigest(out) });
phases.total = Number(((performance.now() - started) / 1000).toFixed(2));
fs.writeFileSync(path.resolve(BUILD_PHASES_FILE), `${JSON.stringify(phases)}\n`);
console.log(
  `build: export complete in ${path.relative('.', out) || '.'}/ (${Object.entries(phases)
    .map(([name, s]) => `${name} ${s} s`)
    .join(', ')})`,
);
