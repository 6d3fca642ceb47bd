// Files Next writes into a static export that no client ever asks for. Next writes each route's whole RSC
// payload twice, byte for byte: as `<route>.txt` (or `index.txt`), which the router fetches when it
// navigates to a page it has not prefetched, and as `<route>/__next._full.txt`, which only the resume
// script of partial prerendering would fetch, and a static export has none (no client chunk of Next names
// `_full`; recorded in Chromium, hover, click, Back and a full load never request it). About a fifth of
// the export. The root not-found page is written twice too: as `404.html`, which hosts serve for an
// unknown path, and as the route `_not-found` (`_not-found.html`, `_not-found.txt` and its segment
// files), which no host serves for a miss and the router never fetches: in a static export, a link to a
// missing page is a full load that gets `404.html`. Postbuild removes these before the gzip files are
// written.
import fs from 'node:fs';
import path from 'node:path';

const UNREQUESTED = new Set(['__next._full.txt']);
/** The `_not-found` route at the export's root: its HTML, its payload and its segment folder. */
const NOT_FOUND_ROUTE = /^_not-found(?:\.html|\.txt|[\\/].+)$/;

/** `file` is relative to the export's root. */
export function isUnrequested(file: string): boolean {
  return UNREQUESTED.has(path.basename(file)) || NOT_FOUND_ROUTE.test(file);
}

/** Deletes every unrequested file under `root`; returns how many and their bytes. */
export function removeUnrequested(root: string): { files: number; bytes: number } {
  const result = { files: 0, bytes: 0 };
  for (const name of fs.readdirSync(root, { recursive: true }) as string[]) {
    if (!isUnrequested(name)) continue;
    const file = path.join(root, name);
    const stat = fs.statSync(file);
    if (!stat.isFile()) continue;
    result.bytes += stat.size;
    fs.rmSync(file);
    result.files++;
  }
  fs.rmSync(path.join(root, '_not-found'), { recursive: true, force: true });
  return result;
}
