import type { Root } from 'mdast';
import type { PageData } from '../content/page-data';
import { readPageSource } from '../content/page-source';
import { pageMarkdownTree } from './to-markdown';

/** The plain-Markdown tree of a page of the content index, read from its source file. */
export function readPageMarkdownTree(page: PageData, contentDir: string, siteUrl?: string): Root {
  const { source, bodyLine } = readPageSource(page, contentDir);
  return pageMarkdownTree(page, { source, bodyLine, contentDir, siteUrl });
}
