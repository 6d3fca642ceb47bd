// The content index under `next dev`: every route at once, from the file names, and each page's frontmatter,
// title and analysis read only when something first asks for them. From a fresh clone, analysing all pages
// before the first one could answer took about 5 s, where a page needs its own analysis and the titles of
// its sidebar. The values come from the build's own functions (analyzeFile, analyzeMdx), so a page shows
// what the build shows; the checks across pages run beside the server (scripts/serve/dev.ts), which hands
// the problems it finds to the pages (site-index.ts, devContentErrors).
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '../site-config';
import { feedLinksFor } from '../feeds/links';
import { analyzeMdx, type AnalyzeOptions } from './analyze';
import { analysisStamp, analyzeFile, type ContentIndex } from './content-index';
import type { AnalyzedPage } from './page-checks';
import { ContentError } from './errors';
import { listContentFiles, readContentFile, type ContentFile } from './files';
import { parseFrontmatter, type Frontmatter } from './frontmatter';
import type { PageData } from './page-data';
import { preprocess } from './preprocess';

type Kept<T> = Map<string, { stamp: string; value: T | ContentError }>;

/** What the lazily read values are kept in between requests and rebuilt indexes, by file and stamp. */
export interface DevPageCache {
  heads: Kept<Frontmatter>;
  titles: Kept<string | undefined>;
  analyses: Kept<AnalyzedPage>;
  /** The last good values of each page, which it keeps while it is broken. */
  lastGood: Map<string, Partial<PageData>>;
}

export const newDevPageCache = (): DevPageCache => ({ heads: new Map(), titles: new Map(), analyses: new Map(), lastGood: new Map() });

/**
 * The page's first h1 when the start of its body settles it: the body up to its first line that can be an
 * ATX h1 (`# Title`), analysed as the whole page is. Nothing after that line can change a node before it,
 * except a reference definition (so a start holding `[` is not settled here), and a start that ends inside
 * a code block or component fails to parse or has no h1. Undefined when not settled.
 */
export function leadingH1(source: string, options: AnalyzeOptions): string | undefined {
  const line = /^#(?:[ \t].*)?$/m.exec(source);
  if (!line) return undefined;
  const start = source.slice(0, line.index + line[0].length);
  if (start.includes('[')) return undefined;
  try {
    return analyzeMdx(start, options).h1;
  } catch {
    return undefined;
  }
}

/** The lazily read values of one page, each made once per stamp, problems recorded in `met`. */
function pageReader(source: ContentFile, contentDir: string, cache: DevPageCache, cacheDir: string | undefined, met: Map<string, ContentError>) {
  const pagePath = path.relative(path.dirname(contentDir), source.file);
  const kept = <T>(store: Kept<T>, stamp: string, make: () => T): T | ContentError => {
    const hit = store.get(source.file);
    if (hit?.stamp === stamp) return hit.value;
    let value: T | ContentError;
    try {
      value = make();
    } catch (error) {
      value = error instanceof ContentError ? error : new ContentError(pagePath, (error as Error).message);
    }
    store.set(source.file, { stamp, value });
    return value;
  };
  const good = () => cache.lastGood.get(source.file) ?? {};
  const remember = (values: Partial<PageData>) => cache.lastGood.set(source.file, { ...good(), ...values });
  const problem = (error: ContentError) => met.set(`${pagePath}\0${error.message}`, error);
  const mtime = () => String(fs.statSync(source.file).mtimeMs);

  const frontmatter = (): Frontmatter => {
    const value = kept(cache.heads, mtime(), () => parseFrontmatter(readContentFile(source.file), pagePath).frontmatter);
    if (!(value instanceof ContentError)) {
      remember({ frontmatter: value });
      return value;
    }
    problem(value);
    return good().frontmatter ?? {};
  };

  const analysis = (): Pick<PageData, 'title' | 'description' | 'toc' | 'anchors' | 'hasH1' | 'h1'> => {
    const value = kept(cache.analyses, analysisStamp(source, contentDir), () => analyzeFile(source, contentDir, new Map(), cacheDir));
    if (!(value instanceof ContentError)) {
      const { title, description, toc, anchors, hasH1, h1 } = value.page;
      remember({ title, description, toc, anchors, hasH1, h1 });
      return { title, description, toc, anchors, hasH1, h1 };
    }
    problem(value);
    const last = good();
    return { title: last.title ?? title(), description: last.description, toc: last.toc ?? [], anchors: last.anchors ?? [], hasH1: last.hasH1 ?? false, h1: last.h1 };
  };

  // The title alone: the frontmatter's, else the first h1 when the start of the body settles it (the title
  // rule, pageTitle, then gives that h1), else the whole analysis's. While the page is broken: its last good
  // title, else its route.
  const title = (): string => {
    const front = frontmatter();
    if (front.title !== undefined) return front.title;
    const h1 = kept(cache.titles, analysisStamp(source, contentDir), () => {
      const { body, bodyLine } = parseFrontmatter(readContentFile(source.file), pagePath);
      return leadingH1(preprocess(body, pagePath, bodyLine), { file: pagePath, lang: source.lang, contentDir, bodyLine });
    });
    if (typeof h1 === 'string') {
      remember({ title: h1 });
      return h1;
    }
    const analysed = kept(cache.analyses, analysisStamp(source, contentDir), () => analyzeFile(source, contentDir, new Map(), cacheDir));
    if (!(analysed instanceof ContentError)) {
      remember({ title: analysed.page.title });
      return analysed.page.title;
    }
    problem(analysed);
    return good().title ?? source.route;
  };

  return { pagePath, frontmatter, title, analysis };
}

/** A page whose first fields are known and whose others are read when first asked for, then kept as plain values. */
function lazyPage(source: ContentFile, reader: ReturnType<typeof pageReader>): PageData {
  const page = {} as Record<string, unknown>;
  const plain = (key: string, value: unknown) => Object.defineProperty(page, key, { value, enumerable: true, writable: true, configurable: true });
  const lazy = (key: string, make: () => Record<string, unknown>) =>
    Object.defineProperty(page, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const values = make();
        // The values read together (all of the analysis) all become plain at once.
        for (const [k, value] of Object.entries(values)) plain(k, value);
        return values[key];
      },
      set: (value: unknown) => plain(key, value),
    });
  const once = <T>(make: () => T) => {
    let made: { value: T } | undefined;
    return () => (made ??= { value: make() }).value;
  };
  const analysis = once(() => reader.analysis());
  const analysed = () => {
    const { description, toc, anchors, hasH1, h1 } = analysis();
    return { description, toc, anchors, hasH1, h1 };
  };
  // In the order of the build's page data (content-index.ts), so that both list their fields alike.
  plain('pagePath', reader.pagePath);
  plain('routePath', source.routePath);
  plain('route', source.route);
  lazy('pageType', () => ({ pageType: reader.frontmatter().pageType ?? 'doc' }));
  lazy('title', () => ({ title: reader.title() }));
  lazy('description', analysed);
  lazy('frontmatter', () => ({ frontmatter: reader.frontmatter() }));
  for (const key of ['toc', 'anchors', 'hasH1', 'h1']) lazy(key, analysed);
  plain('lang', source.lang satisfies Lang);
  plain('version', '');
  plain('lastUpdatedTime', undefined);
  plain('feeds', feedLinksFor(source.route, source.lang));
  plain('_relativePath', `${source.lang}/${source.relativePath}`);
  return page as unknown as PageData;
}

export interface DevIndex extends ContentIndex {
  /** The problems met so far while reading this index's pages. */
  met: Map<string, ContentError>;
}

/** The index of the content as it is now, its pages read lazily through `cache` (kept across indexes). */
export function buildDevIndex(contentDir: string, cache: DevPageCache, cacheDir?: string): DevIndex {
  const met = new Map<string, ContentError>();
  const pages = listContentFiles(contentDir).map((source) => lazyPage(source, pageReader(source, contentDir, cache, cacheDir, met)));
  return { contentDir, pages, byRoutePath: new Map(pages.map((p) => [p.routePath, p])), cacheDir, warnings: [], met };
}
