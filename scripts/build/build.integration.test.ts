// npm run build (scripts/build/build.ts) as a reader of its output sees it, on copies of the fixture site's
// content: a broken link stops it with the file and line, and stops Next with it; a build that fails or
// is killed never destroys or half-replaces the last good export: the build writes
// into a folder of its own and swaps it in only when every step has succeeded, with `.build-complete`
// written last, and `npm start`'s freshness test (ensure_build in scripts/lib.sh) rebuilds an export
// without that marker; a Chinese page built after its English page changed shows the translation notice,
// and `npm run translations -- --done` takes it away at the next build. One file, so the builds run one
// after the other: they share Next's .next folder.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../testing/content-tree';

/** Processes started with this content folder that are still running (Next runs in process groups of its own). */
function buildProcesses(contentDir: string): number[] {
  return fs.readdirSync('/proc').flatMap((pid) => {
    try {
      return /^\d+$/.test(pid) &&
        fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`CONTENT_DIR=${contentDir}`)
        ? [Number(pid)]
        : [];
    } catch {
      return [];
    }
  });
}

/** SIGKILL, unless the process has exited since it was listed (as short-lived helpers of a build do). */
function killIfRunning(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

describe('a broken link', () => {
  const dir = tempDir('build-test');
  // Next accepts an export folder only inside the project.
  const outDir = path.resolve('node_modules/.cache', path.basename(dir));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('stops at a broken link with its file and line, and stops Next with it', async () => {
    const contentDir = path.join(dir, 'content');
    fs.cpSync('e2e/fixture-site/content', contentDir, { recursive: true });
    const page = path.join(contentDir, 'en/guide/start/index.mdx');
    const source = fs.readFileSync(page, 'utf8');
    const line = source.split('\n').findIndex((l) => l.includes('](/guide/start/quick-start)')) + 1;
    expect(line).toBeGreaterThan(0);
    fs.writeFileSync(page, source.replace('](/guide/start/quick-start)', '](/guide/start/no-such-page)'));

    const env = {
      ...process.env,
      NODE_OPTIONS: '',
      NEXT_PUBLIC_SITE: 'fixture',
      TSX_TSCONFIG_PATH: 'e2e/fixture-site/tsconfig.build.json',
      CONTENT_DIR: contentDir,
      OUT_DIR: outDir,
      BUILD_CACHE_DIR: path.join(dir, 'cache'),
    };
    const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    build.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    // The build's own exit, not the end of its output, which processes it failed to stop would hold open.
    const status = await new Promise((resolve) => build.on('exit', resolve));

    expect(status).toBe(1);
    expect(stderr).toContain(`content/en/guide/start/index.mdx:${line}:`);
    expect(stderr).toContain('link "/guide/start/no-such-page": no such page');
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
    // Next's processes get SIGTERM as the build exits; give them a moment to go.
    for (let i = 0; i < 50 && buildProcesses(contentDir).length; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(buildProcesses(contentDir)).toEqual([]);
  }, 120_000);
});

describe('the last good export', () => {
  const dir = tempDir('build-atomic-test');
  // Next accepts an export folder only inside the project.
  const base = path.resolve('node_modules/.cache', path.basename(dir));
  const outDir = path.join(base, 'out');
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));
  const contentDir = path.join(dir, 'content');
  fs.cpSync('e2e/fixture-site/content', contentDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: '',
    NEXT_PUBLIC_SITE: 'fixture',
    TSX_TSCONFIG_PATH: 'e2e/fixture-site/tsconfig.build.json',
    CONTENT_DIR: contentDir,
    OUT_DIR: path.relative(process.cwd(), outDir),
    BUILD_CACHE_DIR: path.join(dir, 'cache'),
  };

  /** Every file of an export with its size: what a reader could be served. */
  function listing(root: string): string[] {
    return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((e) => e.isFile())
      .map(
        (e) =>
          `${path.relative(root, path.join(e.parentPath, e.name))} ${fs.statSync(path.join(e.parentPath, e.name)).size}`,
      )
      .sort();
  }

  /** Starts a build and, once `when` holds (of its output so far), kills it with `signal` (every process of it for SIGKILL). */
  function buildKilledAt(
    when: (output: string) => boolean,
    signal: NodeJS.Signals,
  ): Promise<{ killed: boolean; output: string }> {
    const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let killed = false;
    const watch = () => {
      if (killed || !when(output)) return;
      killed = true;
      if (signal === 'SIGKILL') buildProcesses(contentDir).forEach(killIfRunning);
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
    fs.existsSync(`${outDir}.building/index.html`) ||
    fs.existsSync(`${outDir}.building/404.html`) ||
    !fs.existsSync(path.join(outDir, 'index.html')) ||
    listing(outDir).length !== before.length;

  const waitForNoBuild = async () => {
    for (let i = 0; i < 100 && buildProcesses(contentDir).length; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(buildProcesses(contentDir)).toEqual([]);
  };

  // The last good export, marked complete: a few files stand for it, so the test needs no earlier build.
  beforeAll(() => {
    for (const [file, text] of [
      ['index.html', '<!doctype html><title>earlier</title>'],
      ['404.html', '<!doctype html><title>404</title>'],
      ['guide/index.html', '<!doctype html><title>guide</title>'],
      ['llms.txt', '# earlier\n'],
    ]) {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, file), text);
    }
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
    const { killed, output } = await buildKilledAt((text) => /postbuild: \d+ section roots/.test(text), 'SIGTERM');
    if (!killed) console.log(output);
    expect(killed).toBe(true);
    await waitForNoBuild();
    if (output.includes('build: export complete')) {
      // The build won the race: then out/ is the new export, with everything postbuild writes.
      expect(fs.readFileSync(path.join(outDir, '.build-complete'), 'utf8')).not.toBe('earlier\n');
      expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain(
        'http-equiv="Content-Security-Policy"',
      );
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
    const ensureBuild = () =>
      spawnSync('bash', ['-c', 'source scripts/lib.sh && ensure_build'], {
        env: { ...env, PATH: `${bin}:${process.env.PATH}` },
        encoding: 'utf8',
      }).stdout;
    fs.writeFileSync(path.join(outDir, '.build-complete'), 'now\n');
    expect(ensureBuild()).toContain('is up to date');
    fs.rmSync(path.join(outDir, '.build-complete'));
    expect(ensureBuild()).toContain('would run: npm run build');
  });
});

describe('a build with nothing changed, and one after an English edit and a translation marked', () => {
  const dir = tempDir('build-reuse-test');
  // Next accepts an export folder only inside the project.
  const outDir = path.resolve('node_modules/.cache', path.basename(dir), 'out');
  afterAll(() => fs.rmSync(path.dirname(outDir), { recursive: true, force: true }));
  const contentDir = path.join(dir, 'content');
  fs.cpSync('e2e/fixture-site/content', contentDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: '',
    NEXT_PUBLIC_SITE: 'fixture',
    TSX_TSCONFIG_PATH: 'e2e/fixture-site/tsconfig.build.json',
    CONTENT_DIR: contentDir,
    OUT_DIR: path.relative(process.cwd(), outDir),
    BUILD_CACHE_DIR: path.join(dir, 'cache'),
  };
  const build = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', ...args], { env, encoding: 'utf8' });

  const translations = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/translations/translations.ts', ...args], {
      env,
      encoding: 'utf8',
    });
  /** Whether the built page shows the notice that its English page changed after it was translated. */
  const showsNotice = (file: string) =>
    fs.readFileSync(path.join(outDir, file), 'utf8').includes('<div class="translation-notice" role="note"');

  it('keeps the export it built, and builds again after an edit', () => {
    expect(build().status).toBe(0);
    // The fixture's English deep page changed after its translation was marked; the start page did not.
    expect(showsNotice('zh/guide/advanced/deep.html')).toBe(true);
    expect(showsNotice('zh/guide/start/index.html')).toBe(false);
    const marker = fs.readFileSync(path.join(outDir, '.build-complete'), 'utf8');
    const again = build();
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('nothing changed since the export');
    expect(again.stdout).not.toContain('Next.js');
    expect(fs.readFileSync(path.join(outDir, '.build-complete'), 'utf8')).toBe(marker);
    // An edit of the content, outside the project here, builds the page again.
    const page = path.join(contentDir, 'en/guide/start/index.mdx');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(/^# (.*)$/m, '# $1, edited'));
    // A translator brings the deep page in line and marks it, as content/README.md tells them to.
    expect(translations('--done', '/guide/advanced/deep').status).toBe(0);
    const edited = build();
    expect(edited.status).toBe(0);
    expect(edited.stdout).toContain('build: export complete');
    expect(fs.readFileSync(path.join(outDir, 'guide/start/index.html'), 'utf8')).toContain(', edited</h1>');
    // The edited page's Chinese twin now says its English page changed; --done took the deep page's notice away.
    expect(showsNotice('zh/guide/start/index.html')).toBe(true);
    expect(showsNotice('zh/guide/advanced/deep.html')).toBe(false);
  }, 600_000);
});
