// Throwaway folders for pipeline tests, removed when the test file is done, and content trees written
// into them: { 'en/guide/a.mdx': '...' } -> tmp/content/en/guide/a.mdx.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];
afterAll(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}

export function writeContentTree(files: Record<string, string>): string {
  const contentDir = path.join(tempDir('content-test'), 'content');
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(contentDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return contentDir;
}
