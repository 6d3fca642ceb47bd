// content tree -> route table -> page data: every page read and analysed, then the checks across pages
// (page-checks.ts). All problems are gathered and thrown together, each with its file and line. The
// process's own index (built once, or kept fresh under `next dev`) is site-index.ts.
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../site-config';
import { ContentError, ContentErrors } from './errors';
import { listContentFiles, readContentFile, sameRouteFiles, type ContentFile } from './files';
import { parseFrontmatter, type Frontmatter, type PageType } from './frontmatter';
import { preprocess } from './preprocess';
import { analyzeMdx, type AnalyzeOptions, type PageInfo } from './analyze';
import { describe, type PageData } from './page-data';
import { lastCommitDates } from './git-dates';
import { feedLinksFor } from '../feeds/links';
import { cachedText, currentFingerprint } from './build-cache';
import { includedFragments, includedFragmentsStamp } from './fragments';
import { crossPageProblems, type AnalyzedPage } from './page-checks';

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

type Analyzed = AnalyzedPage;

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

/** A page's title: the frontmatter's, else its first h1, else the site's on the home page. */
export function pageTitle(frontmatter: Frontmatter, h1: string | undefined): string | undefined {
  return frontmatter.title ?? h1 ?? (frontmatter.pageType === 'home' ? siteConfig.title : undefined);
}

/** One page read and analysed: its page data and what the checks across pages need. */
export function analyzeFile(source: ContentFile, contentDir: string, dates: Map<string, string>, cacheDir?: string): Analyzed {
  const file = path.relative(path.dirname(contentDir), source.file);
  const raw = readContentFile(source.file);
  rejectPlaceholders(raw, file);
  const { frontmatter, body, bodyLine } = parseFrontmatter(raw, file);
  const info = analyzeBody(preprocess(body, file, bodyLine), { file, lang: source.lang, contentDir, bodyLine }, cacheDir);
  const title = pageTitle(frontmatter, info.h1);
  if (!title) throw new ContentError(file, 'page has no title: add an h1 (# Title) or a frontmatter title', bodyLine);
  rejectMisplacedPageType(frontmatter.pageType ?? 'doc', source.route, raw, file);
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

const PLACEHOLDER = /\b(TODO|TBD|FIXME)\b|coming soon|即将推出|敬请期待/i;

function rejectPlaceholders(raw: string, file: string) {
  const lines = raw.split('\n');
  const index = lines.findIndex((line) => PLACEHOLDER.test(line));
  if (index !== -1) throw new ContentError(file, `placeholder text "${lines[index].match(PLACEHOLDER)![0]}": write the real content`, index + 1, lines[index].search(PLACEHOLDER) + 1);
}

/**
 * A language's home page renders through its home route, every other page through the section routes, and
 * each route brings only its own layouts (components/page/home-route.tsx, section-routes.tsx): `home` is for
 * the home page alone, which is `home`, `custom` or `blank`.
 */
function rejectMisplacedPageType(pageType: PageType, route: string, raw: string, file: string) {
  const home = route === '/';
  if (home === (pageType === 'home') || (home && (pageType === 'custom' || pageType === 'blank'))) return;
  const line = raw.split('\n').findIndex((l) => l.startsWith('pageType:')) + 1 || 1;
  throw new ContentError(file, home ? `pageType "${pageType}" cannot be a language's home page: use home, custom or blank` : 'pageType "home" is for a language\'s home page (index.mdx at the top of the language) only', line);
}

/** When a page's analysis may have changed: its file's or an included fragment's modification time. */
export function analysisStamp(source: ContentFile, contentDir: string): string {
  return `${fs.statSync(source.file).mtimeMs}:${includedFragmentsStamp(fs.readFileSync(source.file, 'utf8'), contentDir, source.lang)}`;
}

/** Every page read and analysed, then checked across pages; throws every problem found at once (ContentErrors). */
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
    const stamp = cache ? analysisStamp(source, contentDir) : '';
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
  crossPageProblems(analyzed, byRoutePath, publicDir, errors, warnings);

  if (errors.length) throw new ContentErrors(errors);
  const pages = analyzed.map((a) => a.page);
  return { contentDir, pages, byRoutePath, cacheDir, warnings };
}
