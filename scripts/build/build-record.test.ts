import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../testing/content-tree';
import {
  currentInputs,
  exportDigest,
  inputsDigest,
  isCurrent,
  readRecord,
  writeRecord,
  type BuildInputs,
} from './build-record';

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

describe('what a build was made from', () => {
  const root = tempDir('build-record-test');
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root, encoding: 'utf8' });
  beforeAll(() => {
    write(path.join(root, 'content/en/a.mdx'), '# A\n');
    write(path.join(root, 'lib/x.ts'), 'export const x = 1;\n');
    write(path.join(root, '.gitignore'), 'out/\nnode_modules/\n');
    write(path.join(root, 'out/index.html'), 'built');
    write(path.join(root, 'node_modules/p/index.js'), '');
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'first');
  });
  const inputs = (env: Record<string, string> = {}, contentDir = path.join(root, 'content')) =>
    currentInputs(root, env, contentDir)!;

  test('are the files git sees, tracked or new, not the ignored ones, plus a content folder outside the project', () => {
    write(path.join(root, 'lib/new.ts'), '');
    expect(inputs().files.sort()).toEqual(['.gitignore', 'content/en/a.mdx', 'lib/new.ts', 'lib/x.ts']);
    fs.rmSync(path.join(root, 'lib/new.ts'));
    const elsewhere = tempDir('build-record-content');
    write(path.join(elsewhere, 'en/b.mdx'), '# B\n');
    expect(inputs({}, elsewhere).files).toContain(path.join(elsewhere, 'en/b.mdx'));
  });

  test('change with any file, the commit or the environment the build reads, and only then', () => {
    const before = inputsDigest(inputs({ SITE_BASE: '/docs/' }));
    expect(inputsDigest(inputs({ SITE_BASE: '/docs/', HOME: '/elsewhere' }))).toBe(before);
    expect(inputsDigest(inputs({ SITE_BASE: '/' }))).not.toBe(before);
    expect(inputsDigest(inputs({ SITE_BASE: '/docs/', NEXT_PUBLIC_SITE: 'fixture' }))).not.toBe(before);
    write(path.join(root, 'content/en/a.mdx'), '# A, edited\n');
    expect(inputsDigest(inputs({ SITE_BASE: '/docs/' }))).not.toBe(before);
    write(path.join(root, 'content/en/a.mdx'), '# A\n');
    expect(inputsDigest(inputs({ SITE_BASE: '/docs/' }))).toBe(before);
    const same: BuildInputs = inputs({ SITE_BASE: '/docs/' });
    expect(inputsDigest({ ...same, head: 'another commit' })).not.toBe(before);
    fs.rmSync(path.join(root, 'lib/x.ts'));
    expect(inputsDigest(inputs({ SITE_BASE: '/docs/' }))).not.toBe(before);
    write(path.join(root, 'lib/x.ts'), 'export const x = 1;\n');
  });

  test('are null outside a git checkout: then every build builds', () => {
    expect(currentInputs(tempDir('build-record-no-git'), {}, root)).toBeNull();
  });

  test('reuse an export only when it is complete, untouched and built from the same inputs', () => {
    const out = path.join(root, 'out');
    const records = path.join(root, 'records.json');
    write(path.join(out, '.build-complete'), 'now\n');
    const key = inputsDigest(inputs());
    writeRecord(records, { out, inputs: key, export: exportDigest(out) });
    writeRecord(records, { out: path.join(root, 'other-out'), inputs: 'x', export: 'y' });
    const record = readRecord(records, out);
    expect(isCurrent(record, out, key, '.build-complete')).toBe(true);
    expect(isCurrent(record, out, 'other inputs', '.build-complete')).toBe(false);
    expect(isCurrent(readRecord(records, path.join(root, 'never-built')), out, key, '.build-complete')).toBe(false);
    write(path.join(out, 'index.html'), 'changed by hand');
    expect(isCurrent(record, out, key, '.build-complete')).toBe(false);
    writeRecord(records, { out, inputs: key, export: exportDigest(out) });
    fs.rmSync(path.join(out, '.build-complete'));
    expect(isCurrent(readRecord(records, out), out, key, '.build-complete')).toBe(false);
    write(records, 'not json');
    expect(readRecord(records, out)).toBeNull();
  });
});
