// A page's MDX compiled by next-mdx-remote to the body of a JavaScript function (highlighting included),
// cached on disk by a hash of all it depends on: the page body, the fragments it includes, the page
// data the pipeline reads, the mode (development output differs) and the pipeline itself
// (build-cache.ts). An unchanged page is compiled once, ever. next-mdx-remote's `compileMDX` would compile
// on every render; its `serialize` gives the compiled source, which is what can be cached.
import type { PageData } from './page-data';
import { readPageSource } from './page-source';
import { mdxOptions } from './render-options';
import { ContentError, placesInFile, syntaxErrorPlace } from './errors';
import { parseMdx } from './mdx-tree';
import { includedFragments } from './fragments';
import { currentFingerprint, hashOf, readCacheEntry, writeCacheEntry } from './build-cache';

const KIND = 'mdx';

export interface CompiledPage {
  /** The function body: call it with React's JSX runtime (the dev runtime under `next dev`), it returns `{ default: MDXContent }`. */
  code: string;
  cached: boolean;
}

/** Compiles the page, or reads it from the cache; a page that does not compile throws a ContentError with its line. */
export async function compilePage(page: PageData, contentDir: string): Promise<CompiledPage> {
  const { source, bodyLine } = readPageSource(page, contentDir);
  const key = hashOf(currentFingerprint(), String(process.env.NODE_ENV), page.pagePath, page.lang, String(bodyLine), String(Boolean(page.frontmatter.configKey)), source, ...includedFragments(source, contentDir, page.lang));
  const hit = readCacheEntry(KIND, key);
  if (hit !== undefined) return { code: hit, cached: true };
  // Imported when first used (highlight.ts says why).
  const { serialize } = await import('next-mdx-remote/serialize');
  const options = await mdxOptions(page, contentDir, bodyLine);
  let code: string;
  try {
    // Expressions stay on: next-mdx-remote 6 would otherwise drop `{...}` props silently. `true`: compiled
    // for React Server Components, with no MDX provider.
    ({ compiledSource: code } = await serialize(source, { mdxOptions: options, blockJS: false, parseFrontmatter: false }, true));
  } catch (error) {
    if (error instanceof ContentError) throw error;
    // next-mdx-remote rethrows the compiler's error as text without its place (the reason on the second
    // line); parsing the body again finds the place of a syntax error.
    const lines = (error as Error).message.split('\n');
    const reason = lines[0].startsWith('[next-mdx-remote]') ? lines[1] : lines[0];
    const place = placeOfSyntaxError(source, bodyLine);
    throw new ContentError(page.pagePath, `MDX does not compile: ${placesInFile(reason, bodyLine)}`, place.line, place.column);
  }
  writeCacheEntry(KIND, key, code);
  return { code, cached: false };
}

function placeOfSyntaxError(source: string, bodyLine: number): { line?: number; column?: number } {
  try {
    parseMdx(source);
    return {};
  } catch (error) {
    return syntaxErrorPlace(error, bodyLine);
  }
}
