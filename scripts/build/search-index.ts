// Writes the local search index of each language to <out>/search/<lang>.json (run by postbuild).
import fs from 'node:fs';
import path from 'node:path';
import type { ContentIndex } from '../../lib/content/content-index';
import { LANGS } from '../../lib/routing/lang-path';
import { buildSearchIndex } from '../../lib/search-index/build-index';
import { localIndexPath } from '../../lib/search/provider';

export function writeSearchIndexes(content: ContentIndex, outDir: string): string[] {
  return LANGS.map((lang) => {
    const file = path.join(outDir, localIndexPath(lang));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(buildSearchIndex(content, lang)));
    return file;
  });
}
