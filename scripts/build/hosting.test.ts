import { jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPolicyMeta, scriptHash, uncoveredScripts } from '../../tools/hosting/csp';
import { ownScriptMark } from '../../lib/security/own-scripts';
import { writeHostingFiles } from './hosting';

const key = 'test-key';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function exportWith(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-test-'));
  dirs.push(dir);
  for (const [name, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), html);
  }
  return dir;
}
const own = (source: string) => `<script data-site-script="${ownScriptMark(source, key)}">${source}</script>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${own('theme()')}</head><body>${body}</body></html>`;

describe('writeHostingFiles', () => {
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('gives every page, in every folder, the hashes of its own inline scripts', () => {
    const out = exportWith({
      'index.html': page('<script>self.__next_f.push([1,"a"])</script>'),
      'guide/start/index.html': page(''),
    });
    writeHostingFiles(out, undefined, key);
    const index = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const nested = fs.readFileSync(path.join(out, 'guide/start/index.html'), 'utf8');
    expect(uncoveredScripts(index)).toEqual([]);
    expect(readPolicyMeta(index)).toContain(scriptHash('self.__next_f.push([1,"a"])'));
    expect(readPolicyMeta(nested)).toContain(scriptHash('theme()'));
    expect(readPolicyMeta(nested)).not.toContain(scriptHash('self.__next_f.push([1,"a"])'));
    expect(readPolicyMeta(index)).toContain("connect-src 'self';");
    // Hashed, the head scripts' marks have done their work and leave the page.
    expect(nested).toContain('<script>theme()</script>');
    expect(nested).not.toContain('data-site-script');
    expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toContain(' 301');
    expect(fs.readFileSync(path.join(out, '_headers'), 'utf8')).toContain('X-Content-Type-Options: nosniff');
    expect(fs.existsSync(path.join(out, '.nojekyll'))).toBe(true);
  });

  it('lets search reach Algolia when the build has an application id', () => {
    const out = exportWith({ 'index.html': page('') });
    writeHostingFiles(out, 'APPID1', key);
    expect(readPolicyMeta(fs.readFileSync(path.join(out, 'index.html'), 'utf8'))).toContain(
      'https://appid1-dsn.algolia.net',
    );
  });

  it('fails with the file on an inline event handler', () => {
    const out = exportWith({ 'a/b.html': page('<img src="x" onload="go()">') });
    expect(() => writeHostingFiles(out, undefined, key)).toThrow(/a\/b\.html: onload/);
  });

  it("hashes only the site's own scripts: one that came with content, or with a forged mark, fails with the file", () => {
    for (const injected of [
      '<script>alert(1)</script>',
      `<script data-site-script="${ownScriptMark('alert(1)', 'other-key')}">alert(1)</script>`,
      '<script>self.__next_f.push([1,"a"]);alert(1)</script>',
    ]) {
      const out = exportWith({ 'guide/a.html': page(`<p>text</p>${injected}`) });
      expect(() => writeHostingFiles(out, undefined, key)).toThrow(
        /guide\/a\.html: an inline script that is not the site's own .*alert\(1\)/,
      );
    }
    expect(() => writeHostingFiles(exportWith({ 'index.html': page('') }), undefined, '')).toThrow(
      /SITE_SCRIPT_KEY is not set/,
    );
  });
});
