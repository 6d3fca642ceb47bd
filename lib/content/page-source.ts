import path from 'node:path';
import { parseFrontmatter } from './frontmatter';
import { preprocess } from './preprocess';
import { readContentFile } from './files';
import type { PageData } from './page-data';

/** The preprocessed MDX body of a page, ready to compile, and the file line it starts on. */
export function readPageSource(page: PageData, contentDir: string): { source: string; bodyLine: number } {
  const raw = readContentFile(path.join(contentDir, page._relativePath));
  const { body, bodyLine } = parseFrontmatter(raw, page.pagePath);
  return { source: preprocess(body, page.pagePath, bodyLine), bodyLine };
}
