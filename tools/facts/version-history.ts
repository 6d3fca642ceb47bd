// Which release of a package brought an option. npm serves every release, so a claim such as "added in
// 1.2.0" is checked against the declaration files of 1.2.0 and of the release before it. Releases are
// fetched with `npm pack` once and kept unpacked (declarations and package.json only) in the build cache.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildCacheDir } from '../../lib/content/build-cache';
import { probeSource, readPackageTypes } from './package-types';
import { createVirtualProgram, diagnosticsOf } from './program';

const STABLE = /^(\d+)\.(\d+)\.(\d+)$/;

/** Parts of a stable version, or undefined for a prerelease or anything else. */
export function parseVersion(version: string): [number, number, number] | undefined {
  const m = STABLE.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [parseVersion(a), parseVersion(b)];
  if (!pa || !pb) throw new Error(`not a stable version: ${pa ? b : a}`);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/** The stable releases among npm's list, oldest first: a claim names a release readers can install. */
export function stableVersions(all: string[]): string[] {
  return all.filter((v) => parseVersion(v)).sort(compareVersions);
}

/** The stable release published just before `version`, which need not be published itself. */
export function previousVersion(stable: string[], version: string): string | undefined {
  return stable.filter((v) => compareVersions(v, version) < 0).at(-1);
}

/**
 * The oldest release for which `has` holds, assuming that once it holds it keeps holding (an option, once
 * added, stays within a major line). Binary search: a handful of releases are fetched, not all of them.
 */
export function firstVersionWith(stable: string[], has: (version: string) => boolean): string | undefined {
  let [low, high] = [0, stable.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (has(stable[mid])) high = mid;
    else low = mid + 1;
  }
  return stable[low];
}

/** Where fetched releases are kept. */
export function releasesDir(projectDir = process.cwd()): string {
  return path.join(buildCacheDir(projectDir), 'releases');
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', [...args, '--silent', '--no-audit', '--no-fund'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Every published version of a package, asked of npm once per day. */
export function publishedVersions(pkg: string, dir = releasesDir()): string[] {
  const file = path.join(dir, `${pkg.replace('/', '__')}.versions.json`);
  const fresh = fs.existsSync(file) && Date.now() - fs.statSync(file).mtimeMs < 24 * 3600_000;
  if (fresh) {
    try {
      const cached = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (Array.isArray(cached) && cached.every((v) => typeof v === 'string')) return cached;
    } catch {
      // A damaged list is fetched again below.
    }
  }
  fs.mkdirSync(dir, { recursive: true });
  const versions = JSON.parse(npm(['view', pkg, 'versions', '--json'], dir)) as string[];
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(versions));
  fs.renameSync(`${file}.tmp`, file);
  return versions;
}

const releaseTarget = (pkg: string, version: string, dir: string) =>
  path.join(dir, `${pkg.replace('/', '__')}@${version}`);

/**
 * The unpacked folders of releases (`<dir>/<pkg>@<version>/package`), the missing ones fetched with one
 * `npm pack` (npm's start costs about as much as a download). Each folder appears by a rename once
 * complete, so a killed fetch leaves nothing that looks usable.
 */
export function releaseFolders(pkg: string, versions: string[], dir = releasesDir()): string[] {
  const packageDir = (version: string) => path.join(releaseTarget(pkg, version, dir), 'package');
  const missing = [...new Set(versions)].filter((v) => !fs.existsSync(path.join(packageDir(v), 'package.json')));
  if (missing.length) {
    fs.mkdirSync(dir, { recursive: true });
    const work = fs.mkdtempSync(path.join(dir, '.fetch-'));
    let failure = '';
    try {
      npm(['pack', ...missing.map((v) => `${pkg}@${v}`)], work);
      for (const version of missing) {
        // npm names a tarball after the package without its @ and with - for the scope's slash.
        const tarball = `${pkg.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
        const unpacked = fs.mkdtempSync(path.join(dir, '.unpack-'));
        execFileSync('tar', ['-xzf', path.join(work, tarball)], { cwd: unpacked, stdio: 'ignore' });
        // Bundled third-party code is most of a release and no check reads it.
        fs.rmSync(path.join(unpacked, 'package', 'compiled'), { recursive: true, force: true });
        const target = releaseTarget(pkg, version, dir);
        // Another process (a parallel test) may have put the same release in place first: what counts is
        // that every release is there afterwards.
        if (!fs.existsSync(path.join(target, 'package', 'package.json'))) {
          fs.rmSync(target, { recursive: true, force: true });
          try {
            fs.renameSync(unpacked, target);
          } catch {
            // the other process's copy stands
          }
        }
        fs.rmSync(unpacked, { recursive: true, force: true });
      }
    } catch (error) {
      failure = `: ${(error as Error).message.split('\n')[0]}`;
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    const lost = missing.filter((v) => !fs.existsSync(path.join(packageDir(v), 'package.json')));
    if (lost.length) throw new Error(`could not fetch ${lost.map((v) => `${pkg}@${v}`).join(', ')} from npm${failure}`);
  }
  return versions.map(packageDir);
}

/** The unpacked folder of one release, fetched when missing. */
export const releaseFolder = (pkg: string, version: string, dir = releasesDir()) =>
  releaseFolders(pkg, [version], dir)[0];

/** What a version note says arrived: an option, or (with `accepts`) a form of its value. */
export interface VersionSubject {
  /** Option path in RsbuildConfig, such as `server.cors`. */
  key: string;
  /** A TypeScript expression the option must accept, such as `{ level: 6 }` or `'auto'`. */
  accepts?: string;
}

export const describeSubject = (s: VersionSubject) => (s.accepts ? `${s.key} = ${s.accepts}` : s.key);

/** `server.compress` + `{ level: 6 }` -> `{ server: { compress: { level: 6 } } }`. */
export function nestedConfig(key: string, value: string): string {
  return key
    .split('.')
    .reverse()
    .reduce((inner, part) => `{ ${JSON.stringify(part)}: ${inner} }`, value);
}

/**
 * Whether each subject holds in its release of @rsbuild/core: the option exists in that release's
 * RsbuildConfig and, for `accepts`, a config setting the option to that value type-checks. One TypeScript
 * program serves every release, so the types they share (Rspack's) are read once.
 */
export function subjectsHold(
  queries: Array<{ version: string; subject: VersionSubject }>,
  projectDir = process.cwd(),
): boolean[] {
  const dir = releasesDir(projectDir);
  const coreOf = (version: string) => {
    const folder = releaseFolder('@rsbuild/core', version, dir);
    // 1.0.x keeps its declarations in dist/, later releases in dist-types/: the manifest says where.
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      types?: string;
      typings?: string;
    };
    return path.join(folder, (manifest.types ?? manifest.typings ?? 'dist-types/index.d.ts').replace(/\.d\.ts$/, ''));
  };
  const versions = [...new Set(queries.map((q) => q.version))];
  releaseFolders('@rsbuild/core', versions, dir);
  const probe = (version: string) => `probe-${version}.ts`;
  const valueFile = (i: number) => `value-${i}.ts`;
  const vp = createVirtualProgram(projectDir, {
    ...Object.fromEntries(versions.map((v) => [probe(v), probeSource([], coreOf(v))])),
    ...Object.fromEntries(
      queries.flatMap(({ version, subject: s }, i) =>
        s.accepts
          ? [
              [
                valueFile(i),
                `import type { RsbuildConfig } from '${coreOf(version)}';\nexport const config: RsbuildConfig = ${nestedConfig(s.key, s.accepts)};\n`,
              ],
            ]
          : [],
      ),
    ),
  });
  const types = new Map(versions.map((v) => [v, readPackageTypes(vp, vp.pathOf(probe(v)), [])]));
  // A release whose types do not resolve would answer "no" to every option and make any claim look true.
  for (const [version, t] of types)
    if (!t.hasConfigKey('output'))
      throw new Error(
        `the declaration files of @rsbuild/core@${version} could not be read, so claims about it cannot be checked`,
      );
  return queries.map(
    ({ version, subject: s }, i) =>
      types.get(version)!.hasConfigKey(s.key) &&
      (!s.accepts || diagnosticsOf(vp, vp.pathOf(valueFile(i))).length === 0),
  );
}

/** Whether the compiled code of a release of a package contains a text. */
export function codeHas(pkg: string, version: string, text: string, projectDir = process.cwd()): boolean {
  const dist = path.join(releaseFolder(pkg, version, releasesDir(projectDir)), 'dist');
  return fs
    .readdirSync(dist)
    .some((file) => /\.(c|m)?js$/.test(file) && fs.readFileSync(path.join(dist, file), 'utf8').includes(text));
}
