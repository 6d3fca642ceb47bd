// Files Next writes into a static export that no client ever asks for. Next writes each route's whole RSC
// payload twice, byte for byte: as `<route>.txt` (or `index.txt`), which the router fetches when it
// navigates to a page it has not prefetched, and as `<route>/__next._full.txt`, which only the resume
// script of partial prerendering would fetch, and a static export has none (no client chunk of Next names
// `_full`; recorded in Chromium, hover, click, Back and a full load never request it). About a fifth of
// the export; postbuild removes the copy before the gzip files are written.
import fs from 'node:fs';
import path from 'node:path';

const UNREQUESTED = new Set(['__next._full.txt']);

export function isUnrequested(file: string): boolean {
  return UNREQUESTED.has(path.basename(file));
}

/** Deletes every unrequested file under `root`; returns how many and their bytes. */
export function removeUnrequested(root: string): { files: number; bytes: number } {
  const result = { files: 0, bytes: 0 };
  for (const name of fs.readdirSync(root, { recursive: true }) as string[]) {
    if (!isUnrequested(name)) continue;
    const file = path.join(root, name);
    result.bytes += fs.statSync(file).size;
    fs.rmSync(file);
    result.files++;
  }
  return result;
}
