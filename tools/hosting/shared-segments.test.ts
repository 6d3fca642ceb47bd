import fs from 'node:fs';
import path from 'node:path';
import { shareLayoutSegments } from './shared-segments';
import { sharedSegmentPath } from '../../lib/routing/shared-segments';
import { tempDir } from '../../testing/content-tree';

function writeTree(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}
const filesUnder = (root: string) =>
  (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();

it('keeps one copy of each layout, leaves pages and differing copies in place, and names the folders that keep their own', () => {
  const root = tempDir('shared-segments-test');
  writeTree(root, {
    'index.html': 'home',
    '__next.!KGVuKQ.txt': 'root layout, home hints',
    'config/__next.!KGVuKQ.txt': 'root layout',
    'config/__next.!KGVuKQ.$d$section.txt': 'config sidebar',
    'config/output/minify/__next.!KGVuKQ.txt': 'root layout',
    'config/output/minify/__next.!KGVuKQ.$d$section.txt': 'config sidebar',
    'config/output/minify/__next.!KGVuKQ.$d$section.$oc$rest.txt': 'minify rest',
    'config/output/minify/__next.!KGVuKQ.$d$section.$oc$rest.__PAGE__.txt': 'minify page',
    'config/output/minify/__next._tree.txt': 'tree',
    'config/output/minify/__next._index.txt': 'index',
    'guide/start/__next._index.txt': 'index',
    'guide/start/__next.!KGVuKQ.txt': 'root layout',
    'guide/start/__next.!KGVuKQ.$d$section.txt': 'guide sidebar',
    'zh/__next.!KHpoKQ.txt': 'zh root layout, home hints',
    'zh/guide/start/__next.!KHpoKQ.txt': 'zh root layout',
    'zh/guide/x/__next.!KHpoKQ.txt': 'zh root layout',
  });
  const result = shareLayoutSegments(root, '/docs');
  expect(result.shared).toEqual({
    base: '/docs',
    dir: '_segments',
    own: { '__next.!KGVuKQ.txt': [''], '__next.!KHpoKQ.txt': ['/zh'] },
  });
  expect(result.removed).toBe(10);
  expect(filesUnder(root)).toEqual(
    [
      'index.html',
      '__next.!KGVuKQ.txt',
      'config/output/minify/__next.!KGVuKQ.$d$section.$oc$rest.txt',
      'config/output/minify/__next.!KGVuKQ.$d$section.$oc$rest.__PAGE__.txt',
      'config/output/minify/__next._tree.txt',
      'zh/__next.!KHpoKQ.txt',
      '_segments/__next._index.txt',
      '_segments/__next.!KGVuKQ.txt',
      '_segments/__next.!KHpoKQ.txt',
      '_segments/config/__next.!KGVuKQ.$d$section.txt',
      '_segments/guide/__next.!KGVuKQ.$d$section.txt',
    ].sort(),
  );
  // Every request the head script sends elsewhere finds the bytes the page folder had.
  const at = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');
  const shared = { ...result.shared, base: '' };
  expect(at(sharedSegmentPath('/config/output/minify/__next.!KGVuKQ.txt', shared)!)).toBe('root layout');
  expect(at(sharedSegmentPath('/config/output/minify/__next.!KGVuKQ.$d$section.txt', shared)!)).toBe('config sidebar');
  // The section's overview page keeps no copy of its own: the same bytes are stored once.
  expect(at(sharedSegmentPath('/config/__next.!KGVuKQ.$d$section.txt', shared)!)).toBe('config sidebar');
  expect(at(sharedSegmentPath('/zh/guide/x/__next.!KHpoKQ.txt', shared)!)).toBe('zh root layout');
  expect(sharedSegmentPath('/zh/__next.!KHpoKQ.txt', shared)).toBeNull();
  expect(() => shareLayoutSegments(root, '')).toThrow('_segments/ is already in the export');
});
