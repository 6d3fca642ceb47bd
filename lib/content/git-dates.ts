// Last-updated dates of content files from git history, in one `git log` call for the whole tree.
// A date is only worth showing when the history reaches the file's last change: a shallow clone (CI and
// CDN builds clone with --depth 1) or a grafted history ends in a commit that seems to add every file, so
// each page would get that commit's date. Then no page gets a date (the footer leaves the line out) and
// the build says why, in one line.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LEFT_OUT = 'Last-updated dates left out:';

function git(dir: string, args: string[]): string {
  return execFileSync('git', ['-c', 'core.quotePath=off', ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
}

/** Why the history in `dir` cannot date its files, or undefined when it can. */
function incompleteHistory(dir: string): string | undefined {
  try {
    git(dir, ['rev-parse', '--show-toplevel']);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'git is not installed (install it and build from a git clone to show them)';
    return `${dir} is not in a git checkout (build from a git clone to show them)`;
  }
  try {
    git(dir, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  } catch {
    return 'the git repository has no commits yet';
  }
  if (git(dir, ['rev-parse', '--is-shallow-repository']).trim() === 'true') return 'shallow git clone (fetch full history to show them)';
  // A graft or a replaced commit cuts the history the same way, without the repository counting as shallow.
  const grafts = path.resolve(dir, git(dir, ['rev-parse', '--git-path', 'info/grafts']).trim());
  if (fs.existsSync(grafts) || git(dir, ['replace', '--list']).trim()) {
    return 'the git history is grafted or has replaced commits, so it may not reach a file\'s last change (clone the full history to show them)';
  }
  return undefined;
}

/**
 * The date of the last commit that changed each file under `dir` (absolute path -> ISO date), or no dates
 * at all, with one line through `report`, when there is no history or it does not reach back far enough.
 */
export function lastCommitDates(dir: string, report: (line: string) => void = console.warn): Map<string, string> {
  const dates = new Map<string, string>();
  let top: string;
  let out: string;
  try {
    const problem = incompleteHistory(dir);
    if (problem) {
      report(`${LEFT_OUT} ${problem}`);
      return dates;
    }
    top = git(dir, ['rev-parse', '--show-toplevel']).trim();
    out = git(dir, ['log', '--format=%x00%cI', '--name-only', '--', '.']);
  } catch (error) {
    report(`${LEFT_OUT} git failed in ${dir}: ${(error as Error).message.split('\n')[0]}`);
    return dates;
  }
  let current = '';
  for (const line of out.split('\n')) {
    if (line.startsWith('\0')) current = line.slice(1);
    else if (line && current) {
      const file = path.join(top, line);
      if (!dates.has(file)) dates.set(file, current);
    }
  }
  return dates;
}
