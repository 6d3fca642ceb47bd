import fs from 'node:fs';
import path from 'node:path';
import { isUnrequested, removeUnrequested } from './unrequested-files';
import { tempDir } from '../../testing/content-tree';

it("removes each route's second copy of its payload, and the not-found route beside 404.html; keeps every file the router fetches", () => {
  const root = tempDir('unrequested-test');
  const payload = '0:{"P":null}\n';
  const files: Record<string, string> = {
    'config/output/minify.html': '<html></html>',
    'config/output/minify.txt': payload,
    'config/output/minify/__next._full.txt': payload,
    'config/output/minify/__next._tree.txt': 'tree',
    'config/output/minify/__next._head.txt': 'head',
    'config/output/minify/__next._index.txt': 'index',
    'config/output/minify/__next.!KGVuKQ.$oc$slug.__PAGE__.txt': 'page',
    'guide/start/index.txt': payload,
    'guide/start/__next._full.txt': payload,
    '__next._full.txt': payload,
    'index.txt': payload,
    '404.html': '<html>404</html>',
    '_not-found.html': '<html>404</html>',
    '_not-found.txt': payload,
    '_not-found/__next._not-found.txt': payload,
    '_not-found/__next._tree.txt': payload,
    'zh/404.html': '<html>404</html>',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  expect(removeUnrequested(root)).toEqual({ files: 7, bytes: 6 * payload.length + '<html>404</html>'.length });
  const left = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
  expect(left).toEqual(
    Object.keys(files)
      .filter((f) => !f.endsWith('__next._full.txt') && !f.startsWith('_not-found'))
      .map((f) => f.split('/').join(path.sep))
      .sort(),
  );
  expect(fs.existsSync(path.join(root, '_not-found'))).toBe(false);
  expect(isUnrequested('a/__next._full.txt.gz')).toBe(false);
  expect(isUnrequested('guide/_not-found.html')).toBe(false);
});
