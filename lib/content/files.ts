// The content tree: content/<lang>/**/*.mdx, where index.mdx is the root of its folder and shared/ holds
// fragments that are never routed.
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '../site-config';
import { LANGS, localizePath } from '../routing/lang-path';

export interface ContentFile {
  lang: Lang;
  /** Path below the language folder: `guide/start/index.mdx`. */
  relativePath: string;
  /** Absolute path on disk. */
  file: string;
  /** Language-neutral route: `/guide/start/`. */
  route: string;
  /** The route in its language: `/zh/guide/start/`. */
  routePath: string;
}

export const SHARED_DIR = 'shared';

/** The content folder: `content/` of the project, or CONTENT_DIR (tests point it at a temporary copy). */
export function siteContentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
}

/** A content file's text with CRLF and CR line endings read as LF, which every rule of the pipeline expects. */
export function readContentFile(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
}

/**
 * Pairs of files that one host would serve at one address: `a.mdx` and `a/index.mdx` (`/a` and `/a/`), or
 * names that differ only in case (case-insensitive file systems and hosts). Each later file with the first.
 */
export function sameRouteFiles(files: ContentFile[]): [ContentFile, ContentFile][] {
  const first = new Map<string, ContentFile>();
  const pairs: [ContentFile, ContentFile][] = [];
  for (const file of files) {
    const key = file.routePath.replace(/\/$/, '').toLowerCase();
    const seen = first.get(key);
    if (seen) pairs.push([file, seen]);
    else first.set(key, file);
  }
  return pairs;
}

export function routeOf(relativePath: string): string {
  const noExt = relativePath.replace(/\.mdx$/, '').split(path.sep).join('/');
  if (noExt === 'index') return '/';
  if (noExt.endsWith('/index')) return `/${noExt.slice(0, -'index'.length)}`;
  return `/${noExt}`;
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : entry.name.endsWith('.mdx') ? [full] : [];
    });
}

export function listContentFiles(contentDir: string): ContentFile[] {
  return LANGS.flatMap((lang) => {
    const langDir = path.join(contentDir, lang);
    return walk(langDir)
      .map((file) => ({ file, relativePath: path.relative(langDir, file) }))
      .filter(({ relativePath }) => !relativePath.startsWith(`${SHARED_DIR}${path.sep}`))
      .map(({ file, relativePath }) => {
        const route = routeOf(relativePath);
        return { lang, relativePath: relativePath.split(path.sep).join('/'), file, route, routePath: localizePath(route, lang) };
      });
  });
}
