// The checks that need every page: each page has its twin in every language, uses only known components
// with props they can render and no raw element that runs, loads or redirects (FORBIDDEN_ELEMENTS), shows
// images that exist with alt text, and links only to pages and headings that exist. Each problem carries
// its file and line.
import path from 'node:path';
import type { Lang } from '../site-config';
import { LANGS, localizePath } from '../routing/lang-path';
import { ContentError } from './errors';
import type { ContentFile } from './files';
import type { PageInfo } from './analyze';
import type { PageData } from './page-data';
import { MDX_COMPONENTS } from './mdx-components';
import { isInternalPath } from './remark-localize-links';
import { missingImage } from './images';
import { isKnownCodeLang } from './code-langs';

export interface AnalyzedPage {
  source: ContentFile;
  page: PageData;
  info: PageInfo;
}

/**
 * Raw elements content may not use: a script runs with the site's rights and a meta or base can redirect;
 * an iframe (its srcDoc is a document with scripts), frame, object, embed or applet runs or loads code; a
 * style or link restyles the whole site or loads from elsewhere; a form sends what the reader types to
 * another address.
 */
const FORBIDDEN_ELEMENTS = /^(?:script|meta|base|iframe|frame|object|embed|applet|style|link|form)$/i;

/**
 * Problems across pages, added to `errors` (each fails the build) and `warnings` (worth fixing, breaks
 * nothing). `errors` already holds the pages that failed to read, so a missing twin is not reported twice.
 */
export function crossPageProblems(analyzed: AnalyzedPage[], byRoutePath: Map<string, PageData>, publicDir: string, errors: ContentError[], warnings: ContentError[]): void {
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
        errors.push(new ContentError(file, `<${c.value}> is not allowed in content: a page carries no scripts, no style sheets, nothing embedded and nothing that sends the reader elsewhere (use a component from components/mdx)`, c.line, c.column));
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
    for (const problem of info.propProblems) errors.push(new ContentError(file, problem.value, problem.line, problem.column));
    for (const image of info.missingAlt) {
      errors.push(new ContentError(file, `${image.value} has no alt text: describe what the picture shows`, image.line, image.column));
    }
    const featureLinks = (page.frontmatter.features ?? []).flatMap((f) => (f.link ? [{ value: f.link, line: 1, column: 1 }] : []));
    for (const link of [...info.links, ...featureLinks]) {
      const problem = checkLink(link.value, source.lang, page, byRoutePath);
      if (problem) errors.push(new ContentError(file, problem, link.line, link.column));
    }
  }

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

