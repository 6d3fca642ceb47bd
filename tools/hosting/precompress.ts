// Gzip files beside the export's text files (`page.html.gz`), written once at build time, so that nginx
// (`gzip_static on`, deploy/nginx.conf) and `npm run serve` send them as they are instead of compressing
// every response again. Only text types, and only files large enough to gain: the export stays small.
// No brotli files: Debian's nginx has no brotli module (libnginx-mod-http-brotli-static is a separate
// package), and a second copy of every text file would grow the export by as much again.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const gzip = promisify(zlib.gzip);

/** Extensions of the text files worth precompressing (the types deploy/nginx.conf gzips). */
export const PRECOMPRESSED_EXTENSIONS = ['html', 'js', 'css', 'json', 'txt', 'xml', 'md', 'svg'];
const TEXT = new RegExp(`\\.(?:${PRECOMPRESSED_EXTENSIONS.join('|')})$`);
/** nginx's gzip_min_length (tools/hosting/nginx.ts): what nginx would compress on the fly, the build
 *  compresses once, so that npm run serve (which only sends .gz files) moves the same bytes as nginx. */
export const MIN_PRECOMPRESS_BYTES = 256;

/** Writes `<file>.gz` for every text file of `root` that gzip makes at least a tenth smaller. */
export async function precompressExport(root: string): Promise<{ files: number; bytes: number; gzipBytes: number }> {
  const candidates = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => TEXT.test(name))
    .map((name) => path.join(root, name));
  const result = { files: 0, bytes: 0, gzipBytes: 0 };
  // zlib works in libuv's thread pool: a few files at a time keep every core busy.
  const queue = [...candidates];
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const data = fs.readFileSync(file);
      if (data.length < MIN_PRECOMPRESS_BYTES) continue;
      // Level 6, as nginx's own: level 9 made the files 0.7 % smaller for a third more time.
      const packed = await gzip(data, { level: 6 });
      if (packed.length > data.length * 0.9) continue;
      fs.writeFileSync(`${file}.gz`, packed);
      result.files++;
      result.bytes += data.length;
      result.gzipBytes += packed.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return result;
}
