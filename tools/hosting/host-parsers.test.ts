// The files the site gives static hosts, read by the hosts' own parsers: Netlify's (@netlify/redirect-parser,
// @netlify/headers-parser, the code its builds and CLI run) and Cloudflare Pages' (@cloudflare/pages-shared,
// whose TypeScript is the same as what wrangler 3 bundles for `pages deploy`, compiled here with esbuild).
// A rule either host would drop fails a test that names the file and the line.
import { buildSync } from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { tempDir } from '../../testing/content-tree';
import { notFoundPageFor } from '../../lib/routing/not-found';
import { cacheControl, hashedAssetsPath, securityHeaders } from './headers';
import { siteHeadersFile, siteNetlifyToml, siteRedirectsFile } from './site-hosting';

interface Invalid {
  line?: string;
  lineNumber?: number;
  message: string;
}
interface Cloudflare {
  parseRedirects(input: string): {
    rules: { from: string; to: string; status: number; lineNumber: number }[];
    invalid: Invalid[];
  };
  parseHeaders(input: string): {
    rules: { path: string; headers: Record<string, string>; unsetHeaders: string[] }[];
    invalid: Invalid[];
  };
}

/** Cloudflare's parsers from their TypeScript sources, bundled into one CommonJS file and loaded by Node. */
function loadCloudflare(): Cloudflare {
  const root = path.dirname(
    createRequire(path.resolve('package.json')).resolve('@cloudflare/pages-shared/package.json'),
  );
  const { outputFiles } = buildSync({
    stdin: {
      contents: "export { parseRedirects } from './parseRedirects'; export { parseHeaders } from './parseHeaders';",
      resolveDir: path.join(root, 'metadata-generator'),
      loader: 'ts',
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
  });
  const file = path.join(tempDir('cloudflare-parsers'), 'parsers.cjs');
  fs.writeFileSync(file, outputFiles[0].text);
  return createRequire(file)(file) as Cloudflare;
}
const cloudflare = loadCloudflare();

/** Cloudflare's complaints about one file, as `file:line: message | the line`. */
function cloudflareProblems(file: '_redirects' | '_headers', text: string): string[] {
  const { invalid } = file === '_redirects' ? cloudflare.parseRedirects(text) : cloudflare.parseHeaders(text);
  return invalid.map(
    ({ line, lineNumber, message }) =>
      `${file}${lineNumber ? `:${lineNumber}` : ''}: ${message}${line ? ` | ${line}` : ''}`,
  );
}

/**
 * Netlify's errors as `file:line: message | the line`. The parsers say "line N" for `_redirects` and
 * `_headers`, and "redirect number N" for netlify.toml, which is the line of its Nth `[[redirects]]`.
 */
function netlifyProblem(file: string, text: string, error: Error): string {
  const [first, quoted = '', ...rest] = error.message.split('\n');
  const lines = text.split('\n');
  const lineNo = /line (\d+):$/.exec(first)?.[1];
  if (lineNo) return `${file}:${lineNo}: ${rest.join(' ')} | ${quoted.trim()}`;
  const entry = /redirect number (\d+):$/.exec(first)?.[1];
  if (entry) {
    const at = lines.map((l, i) => (l.trim() === '[[redirects]]' ? i + 1 : 0)).filter(Boolean)[Number(entry) - 1];
    return `${file}:${at}: ${rest.join(' ')} | ${quoted.trim()}`;
  }
  // "Path should come before header "X"": the first line that sets X.
  const header = /header "(.+)"$/.exec(first)?.[1];
  const at = header ? lines.findIndex((l) => l.trim().startsWith(`${header}:`)) + 1 : 0;
  return `${file}${at ? `:${at}` : ''}: ${error.message.replace(/\n/g, ' ')}`;
}

/** Writes the files into a folder of their own, as a host receives them. */
function hostFolder(files: Record<string, string>): string {
  const dir = tempDir('host-files');
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

async function netlifyRedirects(files: { _redirects?: string; 'netlify.toml'?: string }) {
  const dir = hostFolder(files);
  const problems: string[] = [];
  // One file at a time, so that each error is put down to the file it came from.
  for (const [name, text] of Object.entries(files)) {
    const only =
      name === '_redirects'
        ? { redirectsFiles: [path.join(dir, name)] }
        : { redirectsFiles: [], netlifyConfigPath: path.join(dir, name) };
    const { errors } = await parseAllRedirects({ ...only, configRedirects: [], minimal: false });
    problems.push(...errors.map((error: Error) => netlifyProblem(name, text, error)));
  }
  const { redirects } = await parseAllRedirects({
    redirectsFiles: files._redirects === undefined ? [] : [path.join(dir, '_redirects')],
    netlifyConfigPath: files['netlify.toml'] === undefined ? undefined : path.join(dir, 'netlify.toml'),
    configRedirects: [],
    minimal: true,
  });
  return { problems, redirects: redirects as { from: string; to: string; status?: number; force: boolean }[] };
}

async function netlifyHeaders(text: string) {
  const dir = hostFolder({ _headers: text });
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(dir, '_headers')],
    configHeaders: [],
    minimal: true,
  });
  return { problems: errors.map((error) => netlifyProblem('_headers', text, error)), headers };
}

const ruleLines = (text: string) => text.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));

describe('_redirects', () => {
  const text = siteRedirectsFile();

  it('has no rule that Cloudflare Pages drops', () => {
    expect(cloudflareProblems('_redirects', text)).toEqual([]);
    const { rules } = cloudflare.parseRedirects(text);
    expect(rules).toHaveLength(ruleLines(text).length);
    expect(new Set(rules.map((r) => r.status))).toEqual(new Set([301]));
    expect(rules.at(-1)).toMatchObject({ from: '/en/:page/*', to: '/:page/:splat' });
  });

  it('has no rule that Netlify drops', async () => {
    const { problems, redirects } = await netlifyRedirects({ _redirects: text });
    expect(problems).toEqual([]);
    expect(redirects).toHaveLength(ruleLines(text).length);
    expect(redirects.every((r) => r.status === 301 && !r.force)).toBe(true);
  });
});

describe('netlify.toml', () => {
  const toml = fs.readFileSync(path.resolve('netlify.toml'), 'utf8');

  it('is what tools/hosting/write-netlify-toml.ts writes from the site config (rerun it after changing the languages or the base)', () => {
    expect(toml).toBe(siteNetlifyToml());
  });

  it("comes after _redirects for Netlify, so that the 301s answer first and every other path gets its language's 404 page", async () => {
    const redirects = siteRedirectsFile();
    const { problems, redirects: rules } = await netlifyRedirects({ _redirects: redirects, 'netlify.toml': toml });
    expect(problems).toEqual([]);
    const count = ruleLines(redirects).length;
    expect(rules.slice(0, count).every((r) => r.status === 301)).toBe(true);
    expect(rules.slice(count).map(({ from, to, status }) => ({ from, to, status }))).toEqual([
      { from: '/zh/*', to: '/zh/404.html', status: 404 },
      { from: '/*', to: '/404.html', status: 404 },
    ]);
    // First match wins; a splat rule matches its folder and everything under it.
    const notFound = rules.filter((r) => r.status === 404);
    for (const pathname of ['/no/such', '/zh/no/such', '/zh/', '/zhx/page', '/guide/zh/x']) {
      const rule = notFound.find(({ from }) => pathname.startsWith(from.slice(0, -1)))!;
      expect([pathname, rule.to]).toEqual([pathname, `/${notFoundPageFor(pathname)}`]);
    }
  });
});

describe('_headers', () => {
  const text = siteHeadersFile();
  const lowerCased = (headers: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

  it('has no line that Cloudflare Pages drops, and sends the security headers everywhere', () => {
    expect(cloudflareProblems('_headers', text)).toEqual([]);
    expect(cloudflare.parseHeaders(text).rules).toEqual([
      { path: '/*', headers: lowerCased(securityHeaders), unsetHeaders: [] },
      { path: `${hashedAssetsPath}*`, headers: { 'cache-control': cacheControl.hashed }, unsetHeaders: [] },
    ]);
  });

  it('has no line that Netlify drops, and sends the security headers everywhere', async () => {
    const { problems, headers } = await netlifyHeaders(text);
    expect(problems).toEqual([]);
    expect(headers).toEqual([
      { for: '/*', values: securityHeaders },
      { for: `${hashedAssetsPath}*`, values: { 'Cache-Control': cacheControl.hashed } },
    ]);
  });
});

describe('the checks above', () => {
  it("name the file and line of a rule Cloudflare Pages drops, such as Netlify's status 404", () => {
    const text = `${siteRedirectsFile()}/zh/* /zh/404.html 404\n/* /404.html 404\n`;
    const at = ruleLines(siteRedirectsFile()).length + 4;
    expect(cloudflareProblems('_redirects', text)).toEqual([
      `_redirects:${at}: Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404. | /zh/* /zh/404.html 404`,
      `_redirects:${at + 1}: Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404. | /* /404.html 404`,
    ]);
    expect(cloudflareProblems('_headers', '  X-Early: 1\n/*\n  X-Late: 2\n')).toEqual([
      '_headers:1: Path should come before header (x-early: 1) | X-Early: 1',
    ]);
  });

  it('name the file and line of a rule Netlify drops', async () => {
    expect((await netlifyRedirects({ _redirects: '# comment\n/a /b 301\n/c nowhere 301\n' })).problems).toEqual([
      '_redirects:3: The destination path/URL must start with "/", "http:" or "https:" | /c nowhere 301',
    ]);
    const toml = '[[redirects]]\nfrom = "/a"\nto = "/b"\n\n[[redirects]]\nfrom = "/c"\nto = "/d"\nstatus = "gone"\n';
    expect((await netlifyRedirects({ 'netlify.toml': toml })).problems).toEqual([
      'netlify.toml:5: Invalid status code: gone | {"from":"/c","to":"/d","status":"gone"}',
    ]);
    expect((await netlifyHeaders('/*\n  X-Empty:\n')).problems).toEqual([
      '_headers:2: Missing header value | X-Empty:',
    ]);
    expect((await netlifyHeaders('  X-Early: 1\n/*\n  X-Late: 2\n')).problems).toEqual([
      '_headers:1: Path should come before header "X-Early"',
    ]);
  });
});
