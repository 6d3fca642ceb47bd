// Last-updated dates of content files from git history, in one `git log` call for the whole tree.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function lastCommitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let out: string;
  let top: string;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    out = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', '.'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return dates; // not a git checkout: pages simply show no date
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
