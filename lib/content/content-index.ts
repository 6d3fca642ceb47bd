// content tree -> route table -> page data, with every cross-page check (twins, links, fragments,
// components). All problems are gathered and thrown together, each with its file and line.
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig, type Lang } from '../site-config';
import { LANGS, localizePath } from '../routing/locale';
import { ContentError, ContentErrors } from './errors';
import { listContentFiles, type ContentFile } from './files';
import { parseFrontmatter } from './frontmatter';
import { preprocess } from './preprocess';
import { analyzeMdx, type PageInfo } from './analyze';
import { describe, type PageData } from './page-data';
import { lastCommitDates } from './git-dates';
import { MDX_COMPONENTS } from './mdx-components';
import { isInternalPath } from './remark-localize-links';
import { feedLinksFor } from '../feeds/links';

export interface ContentIndex {
  contentDir: string;
  pages: PageData[];
  /** Looks a page up by its URL path (`/zh/guide/start/`). */
  byRoutePath: Map<string, PageData>;
}

interface Analyzed {
  source: ContentFile;
  page: PageData;
  info: PageInfo;
}

export interface BuildOptions {
  contentDir: string;
  /** Read last-updated dates from git (off in unit tests). */
  git?: boolean;
}

export function buildContentIndex({ contentDir, git = true }: BuildOptions): ContentIndex {
  const errors: ContentError[] = [];
  const projectDir = path.dirname(contentDir);
  const dates = git ? lastCommitDates(contentDir) : new Map<string, string>();
  const analyzed: Analyzed[] = [];

  for (const source of listContentFiles(contentDir)) {
    const file = path.relative(projectDir, source.file);
    try {
      const { frontmatter, body, bodyLine } = parseFrontmatter(fs.readFileSync(source.file, 'utf8'), file);
      const info = analyzeMdx(preprocess(body, file, bodyLine), { file, lang: source.lang, contentDir, bodyLine });
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
        lang: source.lang,
        version: '',
        lastUpdatedTime: dates.get(source.file),
        feeds: feedLinksFor(source.route, source.lang),
        _relativePath: `${source.lang}/${source.relativePath}`,
      };
      analyzed.push({ source, page, info });
    } catch (error) {
      if (error instanceof ContentError) errors.push(error);
      else errors.push(new ContentError(file, (error as Error).message));
    }
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
      if (/^[A-Z]/.test(c.value) && !known.has(c.value)) {
        errors.push(new ContentError(file, `unknown component <${c.value}> (available: ${MDX_COMPONENTS.filter((n) => n !== 'ConfigMeta').join(', ')})`, c.line, c.column));
      }
    }
    const featureLinks = (page.frontmatter.features ?? []).flatMap((f) => (f.link ? [{ value: f.link, line: 1, column: 1 }] : []));
    for (const link of [...info.links, ...featureLinks]) {
      const problem = checkLink(link.value, source.lang, page, byRoutePath);
      if (problem) errors.push(new ContentError(file, problem, link.line, link.column));
    }
  }

  if (errors.length) throw new ContentErrors(errors);
  const pages = analyzed.map((a) => a.page);
  return { contentDir, pages, byRoutePath };
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

let cached: ContentIndex | undefined;

/** The site's content index, built once per process. */
export function getContentIndex(): ContentIndex {
  cached ??= buildContentIndex({ contentDir: path.join(process.cwd(), 'content') });
  return cached;
}
