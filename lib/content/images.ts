// The images a page shows, in one place for every image check: Markdown images, and <img>, <source> and
// <video> elements with their src, srcSet and poster. A path of the site must be a file under public/.
import fs from 'node:fs';
import path from 'node:path';
import type { Image } from 'mdast';
import { isJsxElement, stringAttribute, type JsxElement } from './mdx-tree';

/** The URLs of a `srcset` value: `a.png 1x, b.png 2x` -> a.png, b.png. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

const SOURCE_ATTRIBUTES = ['src', 'poster'];
const SRCSET_ATTRIBUTES = ['srcSet', 'srcset'];

/** The image URLs of one node of a page's tree (none for most nodes). */
export function imageSourcesOf(node: { type: string }): string[] {
  if (node.type === 'image') return [(node as Image).url];
  if (!isJsxElement(node) || !['img', 'source', 'video', 'picture'].includes(node.name ?? '')) return [];
  const element = node as JsxElement;
  return [
    ...SOURCE_ATTRIBUTES.flatMap((name) => stringAttribute(element, name) ?? []),
    ...SRCSET_ATTRIBUTES.flatMap((name) => srcsetUrls(stringAttribute(element, name) ?? '')),
  ];
}

/** Why an image URL of a page does not resolve to a file of public/, or undefined when it does or is not the site's. */
export function missingImage(url: string, publicDir: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const pathname = url.split(/[?#]/)[0];
  let file: string;
  try {
    file = decodeURIComponent(pathname);
  } catch {
    return `image "${url}": malformed percent-encoding`;
  }
  return fs.existsSync(path.join(publicDir, file)) && fs.statSync(path.join(publicDir, file)).isFile() ? undefined : `image "${url}": no such file in public/`;
}
