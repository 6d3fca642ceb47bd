// The fragments a page includes (<Include file="x.mdx" />, content/<lang>/shared/), directly or through
// other fragments: what a cached page depends on besides its own file. Found with a pattern on the raw
// text, which is all a cache key needs; remark-include.ts does the real splicing and reports errors.
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_DIR } from './files';

const INCLUDE = /<Include\s+file=["']([^"']+)["']/g;

/** The included fragments' files, in order of first inclusion; a missing one is listed too (it may appear). */
export function includedFragmentFiles(source: string, contentDir: string, lang: string): string[] {
  const found: string[] = [];
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(INCLUDE)) {
      const file = path.join(contentDir, lang, SHARED_DIR, name);
      if (found.includes(file)) continue;
      found.push(file);
      if (fs.existsSync(file)) visit(fs.readFileSync(file, 'utf8'));
    }
  };
  visit(source);
  return found;
}

/** Each included fragment's name followed by its text (empty when missing), as cache-key material. */
export function includedFragments(source: string, contentDir: string, lang: string): string[] {
  return includedFragmentFiles(source, contentDir, lang).flatMap((file) => [path.relative(contentDir, file), fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '']);
}

/** When the included fragments last changed, for a cheap staleness check under `next dev`. */
export function includedFragmentsStamp(source: string, contentDir: string, lang: string): string {
  return includedFragmentFiles(source, contentDir, lang)
    .map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0))
    .join(',');
}
