// `npm run serve` answers as deploy/nginx.conf does: the security and cache headers of
// tools/hosting/headers.ts on every response, the build's gzip files to readers that accept gzip, and a
// plain 404 for an unknown path when the export has no 404 page, without crashing on the first one.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { exportServer } from './export-server';
import { cacheControl, securityHeaders } from '../../tools/hosting/headers';
import { precompressExport } from '../../tools/hosting/precompress';
import { tempDir } from '../../testing/content-tree';

const root = tempDir('export-server-test');
const page = `<!doctype html><html><body>${'<p>Rsbuild builds web apps quickly.</p>'.repeat(100)}</body></html>`;
fs.mkdirSync(path.join(root, 'guide'), { recursive: true });
fs.mkdirSync(path.join(root, '_next/static/chunks'), { recursive: true });
fs.writeFileSync(path.join(root, 'index.html'), page);
fs.writeFileSync(path.join(root, 'guide/start.html'), page);
fs.writeFileSync(path.join(root, '_next/static/chunks/app.js'), 'console.log(1);\n'.repeat(200));
const markdown = `# 快速上手\n\n${'用 Rsbuild 创建一个新项目。\n'.repeat(100)}`;
fs.writeFileSync(path.join(root, 'guide/start.md'), markdown);
fs.writeFileSync(path.join(root, 'llms.txt'), '# Rsbuild\n');

let server: http.Server;
let origin: string;
beforeAll(async () => {
  await precompressExport(root);
  server = exportServer(root);
  // Port 0: a free port of the loopback, so this test never collides with a running server.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      // A server that never answers fails the test instead of hanging it.
      .setTimeout(5000, function (this: http.ClientRequest) {
        this.destroy(new Error(`${url}: no answer in 5 s`));
      })
      .on('error', reject);
  });
}

const expectSecurityHeaders = (headers: http.IncomingHttpHeaders) => {
  for (const [name, value] of Object.entries(securityHeaders))
    expect([name, headers[name.toLowerCase()]]).toEqual([name, value]);
};

it('answers unknown paths with a plain 404 when the export has no 404 page, and keeps serving', async () => {
  for (const url of ['/nope', '/zh/nope']) {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString()).toBe('404 Not Found\n');
    expectSecurityHeaders(res.headers);
  }
  expect((await get('/guide/start')).status).toBe(200);
});

it('sends the security headers and the cache policy of deploy/nginx.conf', async () => {
  const pageRes = await get('/guide/start');
  expectSecurityHeaders(pageRes.headers);
  expect(pageRes.headers['cache-control']).toBe(cacheControl.revalidate);
  const asset = await get('/_next/static/chunks/app.js');
  expectSecurityHeaders(asset.headers);
  expect(asset.headers['cache-control']).toBe(cacheControl.hashed);
});

it('sends the gzip file to a reader that accepts gzip, and the plain one to others', async () => {
  const zipped = await get('/guide/start', { 'accept-encoding': 'gzip, deflate, br' });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toBe('Accept-Encoding');
  expect(zipped.headers['content-type']).toMatch(/^text\/html/);
  expect(zlib.gunzipSync(zipped.body).toString()).toBe(page);
  expect(zipped.body.length).toBeLessThan(page.length / 5);
  const plain = await get('/guide/start');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(page);
});

it('labels text as UTF-8, as nginx does: a browser shows the Chinese Markdown copy as Chinese', async () => {
  for (const accept of ['gzip', 'identity']) {
    const md = await get('/guide/start.md', { 'accept-encoding': accept });
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect((accept === 'gzip' ? zlib.gunzipSync(md.body) : md.body).toString()).toBe(markdown);
  }
  expect((await get('/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
  expect((await get('/_next/static/chunks/app.js')).headers['content-type']).toBe(
    'application/javascript; charset=utf-8',
  );
  expect((await get('/guide/start')).headers['content-type']).toBe('text/html;charset=utf-8');
});

it('serves a rebuilt export as it is now, without a restart: new files, and changed ones whole', async () => {
  // `npm run build` beside a running `npm start` replaces out/: a length read at start-up would cut the
  // new page short or promise bytes that never come, and the browser would wait on the page forever.
  const rebuilt = page.replace('quickly', 'very quickly');
  fs.writeFileSync(path.join(root, 'guide/start.html'), rebuilt);
  fs.rmSync(path.join(root, 'guide/start.html.gz'), { force: true });
  fs.writeFileSync(path.join(root, '_next/static/chunks/new.js'), 'console.log(2);\n');
  const res = await get('/guide/start', { 'accept-encoding': 'gzip' });
  expect(res.status).toBe(200);
  expect(res.body.toString()).toBe(rebuilt);
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(rebuilt));
  expect((await get('/_next/static/chunks/new.js')).body.toString()).toBe('console.log(2);\n');
  // Reading the folder as it is must not serve what a host hides: the build's marker file.
  fs.writeFileSync(path.join(root, '.build-complete'), 'now\n');
  for (const url of ['/.build-complete', '/%2ebuild-complete', '/guide/../.build-complete'])
    expect([url, (await get(url)).status]).toEqual([url, 404]);
});
