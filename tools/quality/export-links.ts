// Links over the built export: every internal link of every HTML page must reach a file
// the way a host serves the export (clean URLs: `/a/b` is `a/b.html`, `/a/` is `a/index.html`, other files
// as they are) and every `#fragment` an id on the page it points at. The content check sees the links an
// author wrote; this sees what the build made of them, navbar, sidebar, footer and head included.
import { attributes, startTags } from './html-tags';
import { srcsetUrls } from '../../lib/content/images';

export interface ExportFiles {
  /** Every HTML file of the export by its path relative to the export root (`guide/start/index.html`). */
  pages: ReadonlyMap<string, string>;
  /** Every other file of the export by the same kind of path (`guide/start/index.md`, `sitemap.xml`). */
  files: ReadonlySet<string>;
  /** The address the site is published at: absolute links to it (canonical, alternate) are internal. */
  siteUrl: string;
  /** The path the export is served under (`/` or `/docs/`): its pages are at this path, and links must stay in it. */
  base?: string;
}

export interface BrokenLink {
  /** The URL of the page the link is on. */
  page: string;
  href: string;
  reason: string;
  /** For an image: its file of the export and the line of that file it is on. */
  file?: string;
  line?: number;
}

export interface LinkReport {
  pages: number;
  links: number;
  /** Image URLs of the site checked (src, srcset and poster of img, source and video). */
  images: number;
  fragments: number;
  broken: BrokenLink[];
}

/** The URL a host serves an HTML file at. */
export function urlOfPage(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

// Rel values whose href is a document of the site; stylesheets, icons and preloads are the build's own.
const documentRels = new Set(['canonical', 'alternate']);
const linkOrId = /\b(?:href|id|name|src|srcset|poster)\s*=/i;
const imageTags = new Set(['img', 'source', 'video']);

/** The links, image URLs (src, srcset, poster) and ids a page's fragments can point at, in one pass. */
function scanPage(html: string): { hrefs: string[]; images: string[]; ids: Set<string> } {
  const hrefs: string[] = [];
  const images: string[] = [];
  const ids = new Set<string>();
  for (const { name, raw } of startTags(html)) {
    if (!linkOrId.test(raw)) continue;
    const attrs = attributes(raw);
    if (imageTags.has(name))
      images.push(...[attrs.src, attrs.poster].filter((url) => url !== undefined), ...srcsetUrls(attrs.srcset ?? ''));
    if (attrs.id) ids.add(attrs.id);
    if (name === 'a' && attrs.name) ids.add(attrs.name); // the HTML spec also scrolls to `<a name>`
    if (attrs.href === undefined) continue;
    if (name === 'a' || name === 'area') hrefs.push(attrs.href);
    else if (
      name === 'link' &&
      (attrs.rel ?? '')
        .toLowerCase()
        .split(/\s+/)
        .some((r) => documentRels.has(r))
    )
      hrefs.push(attrs.href);
  }
  return { hrefs, images, ids };
}

/** The line of an HTML file that first mentions `text`. */
const lineOf = (html: string, text: string) => html.slice(0, Math.max(0, html.indexOf(text))).split('\n').length;

type Target = { file: string; html: boolean } | { error: string };

export function checkExportLinks({ pages, files, siteUrl, base = '/' }: ExportFiles): LinkReport {
  const origin = new URL(siteUrl).origin;
  const scanned = new Map<string, ReturnType<typeof scanPage>>();
  for (const [file, html] of pages) scanned.set(file, scanPage(html));

  // Paths within the export ('/guide/', never with the base) and as served ('/docs/guide/').
  const served = (path: string) => `${base}${path.slice(1)}`;
  const resolve = (path: string): Target => {
    const rel = path.slice(1);
    if (path.endsWith('/')) {
      if (pages.has(`${rel}index.html`)) return { file: `${rel}index.html`, html: true };
      return {
        error: pages.has(`${rel.slice(0, -1)}.html`)
          ? `no page at ${served(path)}; the page is ${served(path.slice(0, -1))}`
          : `no page at ${served(path)}`,
      };
    }
    if (pages.has(`${rel}.html`)) return { file: `${rel}.html`, html: true };
    if (pages.has(`${rel}/index.html`)) return { error: `${served(path)} is a section root: link to ${served(path)}/` };
    if (rel.endsWith('.html') && pages.has(rel)) return { error: `not a clean URL: link to ${served(urlOfPage(rel))}` };
    if (files.has(rel)) return { file: rel, html: false };
    return { error: `no page or file at ${served(path)}` };
  };

  const report: LinkReport = { pages: pages.size, links: 0, images: 0, fragments: 0, broken: [] };
  for (const [file, { hrefs }] of scanned) {
    const page = served(urlOfPage(file));
    const pageUrl = new URL(page, origin);
    const seen = new Set<string>();
    for (const src of new Set(scanned.get(file)!.images)) {
      let problem: string | undefined;
      try {
        const url = new URL(src, pageUrl);
        if (url.origin !== origin) continue;
        report.images++;
        problem = problemOf(url, '');
      } catch {
        problem = 'not a valid URL';
      }
      if (problem)
        report.broken.push({ page, href: src, reason: `image: ${problem}`, file, line: lineOf(pages.get(file)!, src) });
    }
    for (const href of hrefs) {
      let url: URL;
      try {
        url = new URL(href, pageUrl);
      } catch {
        report.broken.push({ page, href, reason: 'not a valid URL' });
        continue;
      }
      if (url.origin !== origin) continue;
      // An absolute URL of the same origin outside the base is another site on the domain (under a /docs/
      // base, the toolchain's https://rsbuild.rs/); a path that leaves the base is a link the build got wrong.
      if (!url.pathname.startsWith(base) && /^[a-z][a-z\d+.-]*:/i.test(href)) continue;
      report.links++;
      const fragment = url.hash.slice(1);
      if (fragment) report.fragments++;
      if (seen.has(href)) continue;
      seen.add(href);
      const problem = problemOf(url, fragment);
      if (problem) report.broken.push({ page, href, reason: problem });
    }
  }
  return report;

  function problemOf(url: URL, fragment: string): string | undefined {
    let path: string;
    let id: string;
    try {
      path = decodeURIComponent(url.pathname);
      id = decodeURIComponent(fragment);
    } catch {
      return 'malformed percent-encoding';
    }
    if (!path.startsWith(base)) return `outside the site base ${base}`;
    const target = resolve(`/${path.slice(base.length)}`);
    if ('error' in target) return target.error;
    // An empty fragment and `#top` need no element (HTML spec); a file that is not HTML has no ids.
    if (!id || id.toLowerCase() === 'top' || !target.html) return undefined;
    return scanned.get(target.file)!.ids.has(id) ? undefined : `no id "${id}" on ${path}`;
  }
}
