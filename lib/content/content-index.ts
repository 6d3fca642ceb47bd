// content tree -> route table -> page data, with every cross-page check (twins, links, fragments,
// components). All problems are gathered and thrown together, each with its file and line.
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig, type Lang } from '../site-config';
import { LANGS, localizePath } from '../routing/lang-path';
import { ContentError, ContentErrors } from './errors';
import { listContentFiles, readContentFile, sameRouteFiles, SHARED_DIR, type ContentFile } from './files';
import { parseFrontmatter } from './frontmatter';
import { preprocess } from './preprocess';
import { analyzeMdx, type AnalyzeOptions, type PageInfo } from './analyze';
import { describe, type PageData } from './page-data';
import { lastCommitDates } from './git-dates';
import { MDX_COMPONENTS } from './mdx-components';
import { isInternalPath } from './remark-localize-links';
import { feedLinksFor } from '../feeds/links';
import { buildCacheDir, cachedText, currentFingerprint } from './build-cache';
import { includedFragments, includedFragmentsStamp } from './fragments';
import { missingImage } from './images';
import { isKnownCodeLang } from './code-langs';

export interface ContentIndex {
  contentDir: string;
  pages: PageData[];
  /** Looks a page up by its URL path (`/zh/guide/start/`). */
  byRoutePath: Map<string, PageData>;
  /** The disk cache the index was built with, for what is derived from its pages later (postbuild). */
  cacheDir?: string;
  /** What is worth fixing but breaks nothing (code in a language that is not highlighted), with file and line. */
  warnings: ContentError[];
}

interface Analyzed {
  source: ContentFile;
  page: PageData;
  info: PageInfo;
}

/** Per-file analyses kept between builds of one process (`next dev`), so an edit re-reads one file. */
export type AnalysisCache = Map<string, { stamp: string; result: Analyzed | ContentError }>;

export interface BuildOptions {
  contentDir: string;
  /** Read last-updated dates from git (off in unit tests). */
  git?: boolean;
  cache?: AnalysisCache;
  /** Keep each page's MDX analysis in this disk cache (build-cache.ts), shared by the build's processes. */
  cacheDir?: string;
  /** Where the site's own images are (`public/` of the project). */
  publicDir?: string;
}

/** The MDX analysis of a page body, from the disk cache when one is given and holds it. */
function analyzeBody(source: string, options: AnalyzeOptions, cacheDir: string | undefined): PageInfo {
  const key = [currentFingerprint(), options.file, options.lang, String(options.bodyLine), source, ...includedFragments(source, options.contentDir, options.lang)];
  return JSON.parse(cachedText('analysis', key, () => JSON.stringify(analyzeMdx(source, options)), cacheDir)) as PageInfo;
}

function analyzeFile(source: ContentFile, contentDir: string, dates: Map<string, string>, cacheDir?: string): Analyzed {
  const file = path.relative(path.dirname(contentDir), source.file);
  const raw = readContentFile(source.file);
  rejectPlaceholders(raw, file);
  const { frontmatter, body, bodyLine } = parseFrontmatter(raw, file);
  const info = analyzeBody(preprocess(body, file, bodyLine), { file, lang: source.lang, contentDir, bodyLine }, cacheDir);
  const title = frontmatter.title ?? info.h1 ?? (frontmatter.pageType === 'home' ? siteConfig.title : undefined);
  if (!title) throw new ContentError(file, 'page has no title: add an h1 (# Title) or a frontmatter title', bodyLine);
  const page: PageData = {
    pagePath: file,
    routePath: source.routePath,
    route: source.route,
    pageType: frontmatter.pageType ?? 'doc',
    title,
    description: describe(frontmatter, info.firstParagraph),
    frontmatter,
    toc: info.toc,
    anchors: info.anchors,
    hasH1: info.h1 !== undefined,
    h1: info.h1,
    lang: source.lang,
    version: '',
    lastUpdatedTime: dates.get(source.file),
    feeds: feedLinksFor(source.route, source.lang),
    _relativePath: `${source.lang}/${source.relativePath}`,
  };
  return { source, page, info };
}

/** Raw elements content may not use: a script runs with the site's rights, a meta or base can redirect. */
const FORBIDDEN_ELEMENTS = /^(?:script|meta|base)$/i;

const PLACEHOLDER = /\b(TODO|TBD|FIXME)\b|coming soon|即将推出|敬请期待/i;

/** Placeholder text never lands: `npm run new` scaffolds with TODO markers that the build refuses. */
function rejectPlaceholders(raw: string, file: string) {
  const lines = raw.split('\n');
  const index = lines.findIndex((line) => PLACEHOLDER.test(line));
  if (index !== -1) throw new ContentError(file, `placeholder text "${lines[index].match(PLACEHOLDER)![0]}": write the real content`, index + 1, lines[index].search(PLACEHOLDER) + 1);
}

/** Newest modification time of the fragments: a changed fragment changes every page that includes it. */
export function buildContentIndex({ contentDir, git = true, cache, cacheDir, publicDir = path.resolve('public') }: BuildOptions): ContentIndex {
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];
  const dates = git ? lastCommitDates(contentDir) : new Map<string, string>();
  const analyzed: Analyzed[] = [];
  const files = listContentFiles(contentDir);
  const nameOf = (source: ContentFile) => path.relative(path.dirname(contentDir), source.file);
  for (const [later, earlier] of sameRouteFiles(files)) {
    errors.push(new ContentError(nameOf(later), `the same route as ${nameOf(earlier)} (${later.routePath} and ${earlier.routePath}): keep one of them`));
  }
  for (const source of files) {
    // Under `next dev`: a page is analysed again when its file or a fragment it includes changed.
    const stamp = cache ? `${fs.statSync(source.file).mtimeMs}:${includedFragmentsStamp(fs.readFileSync(source.file, 'utf8'), contentDir, source.lang)}` : '';
    let result = cache?.get(source.file)?.stamp === stamp ? cache.get(source.file)!.result : undefined;
    if (!result) {
      try {
        result = analyzeFile(source, contentDir, dates, cacheDir);
      } catch (error) {
        result = error instanceof ContentError ? error : new ContentError(nameOf(source), (error as Error).message);
      }
      cache?.set(source.file, { stamp, result });
    }
    if (result instanceof ContentError) errors.push(result);
    else analyzed.push(result);
  }

  const byRoutePath = new Map(analyzed.map((a) => [a.page.routePath, a.page]));
  const known = new Set<string>(MDX_COMPONENTS);

  for (const { source, page, info } of analyzed) {
    const file = page.pagePath;
    for (const other of LANGS.filter((l) => l !== source.lang)) {
      if (!byRoutePath.has(localizePath(source.route, other)) && !errors.some((e) => e.file.endsWith(path.join(other, source.relativePath)))) {
        errors.push(new ContentError(file, `no ${other} translation: add content/${other}/${source.relativePath}`));
      }
    }
    for (const c of info.components) {
      if (FORBIDDEN_ELEMENTS.test(c.value)) {
        errors.push(new ContentError(file, `<${c.value}> is not allowed in content: a page carries no scripts and nothing that sends the reader elsewhere (use a component from components/mdx)`, c.line, c.column));
      }
      if (/^[A-Z]/.test(c.value) && !known.has(c.value)) {
        errors.push(new ContentError(file, `unknown component <${c.value}> (available: ${MDX_COMPONENTS.filter((n) => n !== 'ConfigMeta').join(', ')})`, c.line, c.column));
      }
    }
    for (const image of info.images) {
      const problem = missingImage(image.value, publicDir);
      if (problem) errors.push(new ContentError(file, problem, image.line, image.column));
    }
    for (const lang of info.codeLangs) {
      if (!isKnownCodeLang(lang.value)) warnings.push(new ContentError(file, `code in unknown language "${lang.value}" is not highlighted`, lang.line, lang.column));
    }
    for (const image of info.missingAlt) {
      errors.push(new ContentError(file, `${image.value} has no alt text: describe what the picture shows`, image.line, image.column));
    }
    const featureLinks = (page.frontmatter.features ?? []).flatMap((f) => (f.link ? [{ value: f.link, line: 1, column: 1 }] : []));
    for (const link of [...info.links, ...featureLinks]) {
      const problem = checkLink(link.value, source.lang, page, byRoutePath);
      if (problem) errors.push(new ContentError(file, problem, link.line, link.column));
    }
  }

  if (errors.length) throw new ContentErrors(errors);
  const pages = analyzed.map((a) => a.page);
  return { contentDir, pages, byRoutePath, cacheDir, warnings };
}

const EXTERNAL = /^(https?:|mailto:|tel:)/;

/** Why a link from a page does not resolve, or undefined when it does. */
export function checkLink(url: string, lang: Lang, from: PageData, pages: Map<string, PageData>): string | undefined {
  if (EXTERNAL.test(url)) return undefined;
  if (url.startsWith('#')) {
    const id = decodeURIComponent(url.slice(1));
    return from.anchors.includes(id) ? undefined : `link to #${id}: no heading with that id on this page`;
  }
  if (!isInternalPath(url)) return `link "${url}" must be an absolute path such as /guide/start/ or a full https:// URL`;
  const [pathAndQuery, fragment] = url.split('#');
  const pathname = pathAndQuery.split('?')[0];
  if (/\.[a-z0-9]+$/i.test(pathname)) return undefined; // a file, not a page (feeds, images): checked on the export
  if (LANGS.some((l) => localizePath('/', l) !== '/' && (pathname + '/').startsWith(localizePath('/', l)))) {
    return `link "${url}" carries a language prefix; write it without one, the page's language is added`;
  }
  const target = pages.get(localizePath(pathname, lang));
  if (!target) {
    const twin = pages.get(localizePath(pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`, lang));
    return twin ? `link "${url}": write it as ${twin.route}` : `link "${url}": no such page`;
  }
  if (fragment !== undefined) {
    const id = decodeURIComponent(fragment);
    if (!target.anchors.includes(id)) return `link "${url}": ${target.pagePath} has no heading with id "${id}"`;
  }
  return undefined;
}

/** The content folder: `content/` of the project, or CONTENT_DIR (tests point it at a temporary copy). */
export function siteContentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
}

/** Paths and modification times of every file under the content folder: cheap to take, changes on any edit. */
function treeSignature(dir: string): string {
  const parts: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else parts.push(`${full}:${fs.statSync(full).mtimeMs}`);
    }
  };
  walk(dir);
  return parts.join('\n');
}

// Kept on globalThis: `next dev` bundles this module once per route group, so a module variable would
// build the index again for the first Chinese page (seconds) after the English one built it.
interface IndexState {
  cached?: { index: ContentIndex; signature?: string };
  devCache: AnalysisCache;
  devErrors: ContentError[];
}
const holder = globalThis as { __contentIndexState?: IndexState };
const state: IndexState = (holder.__contentIndexState ??= { devCache: new Map(), devErrors: [] });

/**
 * The site's content index, built once per build process, where any problem fails the build. Under
 * `next dev` it is rebuilt whenever a file under content/ changed; a problem then keeps the last good
 * index and is shown on the page (devContentErrors), so the server keeps running while the author fixes it.
 */
export function getContentIndex(): ContentIndex {
  const contentDir = siteContentDir();
  if (process.env.NODE_ENV === 'development') {
    const signature = treeSignature(contentDir);
    if (state.cached?.signature !== signature) {
      try {
        // The build cache too: a page analysed by an earlier build or dev server is not parsed again.
        state.cached = { index: buildContentIndex({ contentDir, git: false, cache: state.devCache, cacheDir: buildCacheDir() }), signature };
        state.devErrors = [];
      } catch (error) {
        if (!(error instanceof ContentErrors) || !state.cached) throw error;
        state.devErrors = error.errors;
        state.cached = { index: state.cached.index, signature };
      }
    }
    return state.cached.index;
  }
  state.cached ??= { index: buildContentIndex({ contentDir, cacheDir: buildCacheDir() }) };
  return state.cached.index;
}

/** Under `next dev`: the problems of the content as last read (empty when it is fine). */
export function devContentErrors(): ContentError[] {
  return state.devErrors;
}
