// On real repositories made here: a full history dates each file by its own last change; a shallow clone,
// a grafted history or no history at all gives no dates and one line that says why.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../testing/content-tree';
import { lastCommitDates } from './git-dates';

function git(cwd: string, args: string[], date = '2020-01-01T00:00:00+00:00'): string {
  const result = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

function commit(root: string, files: Record<string, string>, date: string) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  git(root, ['add', '.']);
  git(root, ['commit', '-q', '-m', `at ${date}`], date);
}

/** The dates and what was reported, for the content folder of `root`. */
function datesIn(root: string) {
  const lines: string[] = [];
  const dates = lastCommitDates(path.join(root, 'content'), (line) => lines.push(line));
  return { dates: Object.fromEntries([...dates].map(([file, date]) => [path.relative(root, file), date])), lines };
}

const full = tempDir('git-dates-full');
beforeAll(() => {
  git(full, ['init', '-q']);
  commit(full, { 'content/en/a.mdx': '# A\n', 'content/en/b.mdx': '# B\n' }, '2020-01-01T10:00:00+00:00');
  commit(full, { 'content/en/b.mdx': '# B, changed\n' }, '2021-06-15T08:30:00+02:00');
  commit(full, { 'README.md': 'outside the content\n' }, '2022-03-03T12:00:00+00:00');
});

const clone = (...options: string[]) => {
  const dir = path.join(tempDir('git-dates-clone'), 'repo');
  git(path.dirname(dir), ['clone', '-q', ...options, `file://${full}`, dir]);
  return dir;
};

it('dates each file by the last commit that changed it, in a full history', () => {
  expect(datesIn(full)).toEqual({
    dates: { 'content/en/a.mdx': '2020-01-01T10:00:00+00:00', 'content/en/b.mdx': '2021-06-15T08:30:00+02:00' },
    lines: [],
  });
  expect(datesIn(clone())).toEqual(datesIn(full));
});

it('gives no dates in a shallow clone, however deep, and says so in one line', () => {
  const line = 'Last-updated dates left out: shallow git clone (fetch full history to show them)';
  // With --depth 1 every file would get the one commit's date, 2022-03-03.
  expect(datesIn(clone('--depth', '1'))).toEqual({ dates: {}, lines: [line] });
  // With --depth 2 b.mdx would be right, but a.mdx's last change is out of reach.
  expect(datesIn(clone('--depth', '2'))).toEqual({ dates: {}, lines: [line] });
});

it('gives no dates when a graft cuts the history', () => {
  const dir = clone();
  git(dir, ['replace', '--graft', git(dir, ['rev-parse', 'HEAD~1'])]);
  const { dates, lines } = datesIn(dir);
  expect(dates).toEqual({});
  expect(lines).toEqual([expect.stringMatching(/^Last-updated dates left out: the git history is grafted/)]);
});

it('gives no dates outside a git checkout or before the first commit', () => {
  const plain = tempDir('git-dates-plain');
  fs.mkdirSync(path.join(plain, 'content'));
  expect(datesIn(plain)).toEqual({ dates: {}, lines: [`Last-updated dates left out: ${path.join(plain, 'content')} is not in a git checkout (build from a git clone to show them)`] });
  git(plain, ['init', '-q']);
  expect(datesIn(plain)).toEqual({ dates: {}, lines: ['Last-updated dates left out: the git repository has no commits yet'] });
});
