// The media types of everything the export holds, for each server of ours (deploy/nginx.conf and
// `npm run serve`), so that both label a file alike. Text is sent with `charset=utf-8`: the export's text
// is UTF-8, and a browser decodes text/plain or text/markdown without a charset as windows-1252, which
// turns the Chinese Markdown copies and llms.txt into mojibake.
import path from 'node:path';

export const CONTENT_TYPES: [type: string, extensions: string][] = [
  ['text/html', 'html'],
  ['text/css', 'css'],
  ['application/javascript', 'js mjs'],
  ['application/json', 'json map'],
  ['application/manifest+json', 'webmanifest'],
  ['text/plain', 'txt'],
  ['text/markdown', 'md'],
  ['application/xml', 'xml'],
  ['image/svg+xml', 'svg'],
  ['image/png', 'png'],
  ['image/jpeg', 'jpg jpeg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
  ['image/x-icon', 'ico'],
  ['font/woff', 'woff'],
  ['font/woff2', 'woff2'],
  ['application/wasm', 'wasm'],
];

/** The types sent with a charset, and compressed. */
export const TEXT_TYPES = [
  'text/html',
  'text/plain',
  'text/css',
  'text/markdown',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
];

const byExtension = new Map(
  CONTENT_TYPES.flatMap(([type, extensions]) => extensions.split(' ').map((ext) => [ext, type] as const)),
);

/** The Content-Type of a file by its name, with the charset for text; undefined for an unknown extension. */
export function contentTypeOf(file: string): string | undefined {
  const type = byExtension.get(path.extname(file).slice(1).toLowerCase());
  if (!type) return undefined;
  return TEXT_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}
