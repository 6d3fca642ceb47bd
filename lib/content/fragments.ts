// The fragments a page of one language can include (content/<lang>/shared/), as cache-key material.
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_DIR } from './files';

/** Each fragment's name followed by its text, in name order. */
export function fragmentsOf(contentDir: string, lang: string): string[] {
  const dir = path.join(contentDir, lang, SHARED_DIR);
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .flatMap((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]);
}
