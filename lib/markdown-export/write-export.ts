// Writes the machine-readable docs into the export: a `.md` copy next to every page's HTML, and
// llms.txt / llms-full.txt per language.
import fs from 'node:fs';
import path from 'node:path';
import type { ContentIndex } from '../content/content-index';
import type { PageData } from '../content/page-data';
import { LANGS } from '../routing/lang-path';
import { markdownPathOf } from '../seo/urls';
import { markdownOf } from './to-markdown';
import { readPageSource } from '../content/page-source';
import { includedFragments } from '../content/fragments';
import { cachedText, currentFingerprint, OUTPUT_PIPELINE_FILES } from '../content/build-cache';
import { pageMarkdownTree } from './to-markdown';
import { groupPages, llmsFullPath, llmsFullTxt, llmsPath, llmsTxt } from './llms';

/** Every page's Markdown copy, from the build cache where it holds one (postbuild prepares them early). */
export function pagesMarkdown(index: ContentIndex): Map<PageData, string> {
  return new Map(index.pages.map((page) => [page, pageMarkdown(page, index)]));
}

export function writeMarkdownExport(index: ContentIndex, outDir: string): { pages: number; files: string[] } {
  const write = (urlPath: string, text: string) => {
    const file = path.join(outDir, urlPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const markdown = pagesMarkdown(index);
  for (const [page, text] of markdown) write(markdownPathOf(page.routePath), text);
  const files: string[] = [];
  for (const lang of LANGS) {
    const groups = groupPages(index.pages, lang);
    write(llmsPath(lang), llmsTxt(lang, groups));
    write(
      llmsFullPath(lang),
      llmsFullTxt(groups, (p) => markdown.get(p)!),
    );
    files.push(llmsPath(lang), llmsFullPath(lang));
  }
  return { pages: markdown.size, files };
}

/** A page's Markdown copy, from the index's build cache when it holds one made from the same input. */
function pageMarkdown(page: PageData, index: ContentIndex): string {
  const { source, bodyLine } = readPageSource(page, index.contentDir);
  const { pagePath, lang, title, hasH1, frontmatter } = page;
  const key = [
    currentFingerprint(undefined, OUTPUT_PIPELINE_FILES),
    JSON.stringify({ pagePath, lang, title, hasH1, frontmatter, bodyLine }),
    source,
    ...includedFragments(source, index.contentDir, lang),
  ];
  return cachedText(
    'markdown',
    key,
    () => markdownOf(pageMarkdownTree(page, { source, bodyLine, contentDir: index.contentDir })),
    index.cacheDir,
  );
}
