// Writes a throwaway content tree for pipeline tests: { 'en/guide/a.mdx': '...' } -> tmp/content/en/guide/a.mdx.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function writeContentTree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-test-'));
  const contentDir = path.join(root, 'content');
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(contentDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return contentDir;
}
