// A build that fails or is killed never destroys or half-replaces the last good export (issue 23, point 4):
// the build writes into a folder of its own and swaps it in only when every step has succeeded, with
// `.build-complete` written last, and `npm start`'s freshness test (ensure_build in scripts/lib.sh)
// rebuilds an export without that marker. Runs the real build on the fixture site's content.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../lib/content/test-tree';

const dir = tempDir('build-atomic-test');
// Next accepts an export folder only inside the project.
const base = path.resolve('node_modules/.cache', path.basename(dir));
const outDir = path.join(base, 'out');
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));
const contentDir = path.join(dir, 'content');
fs.cpSync('e2e/fixture-site/content', contentDir, { recursive: true });
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '', NEXT_PUBLIC_SITE: 'fixture', CONTENT_DIR: contentDir, OUT_DIR: path.relative(process.cwd(), outDir), BUILD_CACHE_DIR: path.join(dir, 'cache') };

/** Every file of an export with its size: what a reader could be served. */
function listing(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => `${path.relative(root, path.join(e.parentPath, e.name))} ${fs.statSync(path.join(e.parentPath, e.name)).size}`)
    .sort();
}

/** Processes of this test's builds (Next runs in process groups of its own). */
function buildProcesses(): number[] {
  return fs.readdirSync('/proc').flatMap((pid) => {
    try {
      return /^\d+$/.test(pid) && fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`CONTENT_DIR=${contentDir}`) ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
}

/** Starts a build and, once `when` holds (of its output so far), kills it with `signal` (every process of it for SIGKILL). */
function buildKilledAt(when: (output: string) => boolean, signal: NodeJS.Signals): Promise<{ killed: boolean; output: string }> {
  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let killed = false;
  const watch = () => {
    if (killed || !when(output)) return;
    killed = true;
    if (signal === 'SIGKILL') for (const pid of buildProcesses()) process.kill(pid, 'SIGKILL');
    else build.kill(signal);
  };
  const poll = setInterval(watch, 20);
  const take = (chunk: Buffer) => ((output += chunk), watch());
  build.stdout.on('data', take);
  build.stderr.on('data', take);
  return new Promise((resolve) => build.on('exit', () => (clearInterval(poll), resolve({ killed, output }))));
}

/** Whether Next has begun writing an export: pages in the build's own folder, or the export folder changed. */
const exportWriteBegan = (before: string[]) => () =>
  fs.existsSync(`${outDir}.building/index.html`) || fs.existsSync(`${outDir}.building/404.html`) || !fs.existsSync(path.join(outDir, 'index.html')) || listing(outDir).length !== before.length;

const waitForNoBuild = async () => {
  for (let i = 0; i < 100 && buildProcesses().length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(buildProcesses()).toEqual([]);
};

// The last good export: the fixture site as built for the e2e tests, marked complete.
beforeAll(() => {
  fs.cpSync('e2e/fixture-site/out', outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, '.build-complete'), 'earlier\n');
});

it('a build killed while Next writes its export (every process, as by the OOM killer) leaves the last export as it was', async () => {
  const before = listing(outDir);
  const { killed } = await buildKilledAt(exportWriteBegan(before), 'SIGKILL');
  expect(killed).toBe(true);
  await waitForNoBuild();
  expect(listing(outDir)).toEqual(before);
  expect(fs.readFileSync(path.join(outDir, '.build-complete'), 'utf8')).toBe('earlier\n');
}, 600_000);

it('a build stopped in postbuild leaves the last export, or a complete new one, never half of one', async () => {
  const before = listing(outDir);
  const { killed, output } = await buildKilledAt((text) => /postbuild: \d+ section roots moved/.test(text), 'SIGTERM');
  if (!killed) console.log(output);
  expect(killed).toBe(true);
  await waitForNoBuild();
  if (output.includes('build: export complete')) {
    // The build won the race: then out/ is the new export, with everything postbuild writes.
    expect(fs.readFileSync(path.join(outDir, '.build-complete'), 'utf8')).not.toBe('earlier\n');
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('http-equiv="Content-Security-Policy"');
    expect(fs.existsSync(path.join(outDir, 'llms-full.txt'))).toBe(true);
  } else {
    expect(listing(outDir)).toEqual(before);
  }
  expect(fs.existsSync(`${outDir}.building`)).toBe(false);
}, 600_000);

it('npm start rebuilds an export without its completion marker, and serves a complete one', () => {
  // ensure_build runs `npm run build`: a stand-in npm on PATH reports that it would.
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\necho "would run: npm $*"\n', { mode: 0o755 });
  const ensureBuild = () => spawnSync('bash', ['-c', 'source scripts/lib.sh && ensure_build'], { env: { ...env, PATH: `${bin}:${process.env.PATH}` }, encoding: 'utf8' }).stdout;
  fs.writeFileSync(path.join(outDir, '.build-complete'), 'now\n');
  expect(ensureBuild()).toContain('is up to date');
  fs.rmSync(path.join(outDir, '.build-complete'));
  expect(ensureBuild()).toContain('would run: npm run build');
});
