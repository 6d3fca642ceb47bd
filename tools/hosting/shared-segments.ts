// Postbuild's half of lib/routing/shared-segments.ts: every layout segment file Next wrote into a page
// folder below its layout moves to its one shared copy. Copies of one layout that differ are kept where
// they are (the most common content is shared; the others' folders go into `own`, which the head script
// reads), so no request ever gets another folder's data.
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_SEGMENTS_DIR, sharedSegmentPath, type SharedSegments } from '../../lib/routing/shared-segments';

export interface SharedResult {
  shared: SharedSegments;
  /** Copies deleted because their shared copy holds the same bytes, and the bytes that saved. */
  removed: number;
  bytes: number;
}

/** Moves the layout segment files under `out` (an export at the site's root) to their shared copies. */
export function shareLayoutSegments(out: string, base: string): SharedResult {
  if (fs.existsSync(path.join(out, SHARED_SEGMENTS_DIR)))
    throw new Error(`shared segments: ${SHARED_SEGMENTS_DIR}/ is already in the export`);
  const everyFolder: SharedSegments = { base: '', dir: SHARED_SEGMENTS_DIR, own: {} };
  const groups = new Map<string, string[]>();
  for (const name of fs.readdirSync(out, { recursive: true }) as string[]) {
    const urlPath = `/${name.split(path.sep).join('/')}`;
    const target = sharedSegmentPath(urlPath, everyFolder);
    if (target) groups.set(target, [...(groups.get(target) ?? []), urlPath]);
  }
  const result: SharedResult = { shared: { base, dir: SHARED_SEGMENTS_DIR, own: {} }, removed: 0, bytes: 0 };
  for (const [target, copies] of groups) {
    const byContent = new Map<string, string[]>();
    for (const copy of copies) {
      const text = fs.readFileSync(path.join(out, copy), 'utf8');
      byContent.set(text, [...(byContent.get(text) ?? []), copy]);
    }
    const [common, ...others] = [...byContent].sort((a, b) => b[1].length - a[1].length);
    fs.mkdirSync(path.dirname(path.join(out, target)), { recursive: true });
    fs.writeFileSync(path.join(out, target), common[0]);
    for (const copy of common[1]) fs.rmSync(path.join(out, copy));
    result.removed += common[1].length;
    result.bytes += (common[1].length - 1) * Buffer.byteLength(common[0]);
    for (const [, kept] of others) {
      for (const copy of kept) {
        const name = path.posix.basename(copy);
        (result.shared.own[name] ??= []).push(path.posix.dirname(copy).replace(/^\/$/, ''));
      }
    }
  }
  for (const folders of Object.values(result.shared.own)) folders.sort();
  return result;
}
