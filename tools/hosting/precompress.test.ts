import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { MIN_PRECOMPRESS_BYTES, precompressExport } from './precompress';
import { tempDir } from '../../testing/content-tree';

it('writes a gzip file beside each text file large enough to gain, and none beside small or binary files', async () => {
  const root = tempDir('precompress-test');
  const text = 'Rsbuild is a build tool. '.repeat(200);
  const files: Record<string, string | Buffer> = {
    'index.html': text,
    'guide/start.txt': text,
    '_next/static/chunks/a.js': text,
    'small.css': 'a{}',
    'og-image.png': Buffer.from(text),
    'random.json': JSON.stringify(Array.from({ length: 300 }, (_, i) => ((i * 2654435761) % 4294967296).toString(36))),
  };
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), data);
  }
  const result = await precompressExport(root);
  for (const name of ['index.html', 'guide/start.txt', '_next/static/chunks/a.js']) {
    expect(zlib.gunzipSync(fs.readFileSync(path.join(root, `${name}.gz`))).toString()).toBe(text);
  }
  expect(fs.existsSync(path.join(root, 'small.css.gz'))).toBe(false);
  expect(fs.existsSync(path.join(root, 'og-image.png.gz'))).toBe(false);
  expect(Buffer.byteLength(files['small.css'])).toBeLessThan(MIN_PRECOMPRESS_BYTES);
  expect(result.files).toBeGreaterThanOrEqual(3);
});
