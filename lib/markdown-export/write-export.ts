// Writes the machine-readable docs into the export: a `.md` copy next to every page's HTML, and
// llms.txt / llms-full.txt per language.
import fs from 'node:fs';
import path from 'node:path';
import type { ContentIndex } from '../content/content-index';
import type { PageData } from '../content/page-data';
import { LANGS } from '../routing/locale';
import { markdownPathOf } from '../seo/urls';
import { markdownOf } from './to-markdown';
import { readPageMarkdownTree } from './page-tree';
import { groupPages, llmsFullPath, llmsFullTxt, llmsPath, llmsTxt } from './llms';

export function writeMarkdownExport(index: ContentIndex, outDir: string): { pages: number; files: string[] } {
  const write = (urlPath: string, text: string) => {
    const file = path.join(outDir, urlPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const markdown = new Map<PageData, string>();
  for (const page of index.pages) {
    const text = markdownOf(readPageMarkdownTree(page, index.contentDir));
    markdown.set(page, text);
    write(markdownPathOf(page.routePath), text);
  }
  const files: string[] = [];
  for (const lang of LANGS) {
    const groups = groupPages(index.pages, lang);
    write(llmsPath(lang), llmsTxt(lang, groups));
    write(llmsFullPath(lang), llmsFullTxt(groups, (p) => markdown.get(p)!));
    files.push(llmsPath(lang), llmsFullPath(lang));
  }
  return { pages: markdown.size, files };
}
