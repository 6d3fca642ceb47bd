// A page's MDX compiled to the body of a JavaScript function (highlighting included), cached on disk by a
// hash of all it depends on: the page body, the fragments it can include, the page data the pipeline
// reads, and the pipeline itself (build-cache.ts). An unchanged page is compiled once, ever.
import { compile } from '@mdx-js/mdx';
import type { PageData } from './page-data';
import { readPageSource } from './page-source';
import { mdxOptions } from './render-options';
import { ContentError } from './errors';
import { fragmentsOf } from './fragments';
import { currentFingerprint, hashOf, readCacheEntry, writeCacheEntry } from './build-cache';

const KIND = 'mdx';

export interface CompiledPage {
  /** The function body: call it with React's JSX runtime, it returns `{ default: MDXContent }`. */
  code: string;
  cached: boolean;
}

/** Compiles the page, or reads it from the cache; a page that does not compile throws a ContentError with its line. */
export async function compilePage(page: PageData, contentDir: string): Promise<CompiledPage> {
  const { source, bodyLine } = readPageSource(page, contentDir);
  const key = hashOf(currentFingerprint(), page.pagePath, page.lang, String(bodyLine), String(Boolean(page.frontmatter.configKey)), source, ...fragmentsOf(contentDir, page.lang));
  const hit = readCacheEntry(KIND, key);
  if (hit !== undefined) return { code: hit, cached: true };
  let code: string;
  try {
    code = String(await compile(source, { ...mdxOptions(page, contentDir, bodyLine), outputFormat: 'function-body', development: false }));
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const e = error as { line?: number; column?: number; reason?: string; message: string };
    throw new ContentError(page.pagePath, `MDX does not compile: ${(e.reason ?? e.message).split('\n')[0]}`, e.line !== undefined ? e.line + bodyLine - 1 : undefined, e.column);
  }
  writeCacheEntry(KIND, key, code);
  return { code, cached: false };
}
