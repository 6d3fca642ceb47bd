// The content tree: content/<lang>/**/*.mdx, where index.mdx is the root of its folder and shared/ holds
// fragments that are never routed.
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '../site-config';
import { LANGS, localizePath } from '../routing/locale';

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
