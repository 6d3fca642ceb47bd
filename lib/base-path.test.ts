import { basePathOf, pathRedirectScript, stripBase, withBase } from './base-path';
import { normalizeBase } from './site-base.js';
import { runInlineScript } from '../testing/inline-script';

describe('the site base', () => {
  it('is a plain path with both slashes, and a typo fails', () => {
    expect(normalizeBase('/')).toBe('/');
    expect(normalizeBase('')).toBe('/');
    expect(normalizeBase('/docs/')).toBe('/docs/');
    expect(normalizeBase('docs')).toBe('/docs/');
    expect(normalizeBase('/docs')).toBe('/docs/');
    expect(normalizeBase('/a/b/')).toBe('/a/b/');
    for (const bad of ['https://x.dev/docs/', '/my docs/', '/a/../b/', '/a?b/', '/a#b/'])
      expect(() => normalizeBase(bad)).toThrow(/plain path/);
  });
  it('gives Next.js its basePath', () => {
    expect(basePathOf('/')).toBe('');
    expect(basePathOf('/docs/')).toBe('/docs');
  });
});

describe('withBase', () => {
  it('puts site paths under the base', () => {
    expect(withBase('/config/', '/')).toBe('/config/');
    expect(withBase('/config/', '/docs/')).toBe('/docs/config/');
    expect(withBase('/', '/docs/')).toBe('/docs/');
    expect(withBase('/zh/guide/start/index.md', '/a/b/')).toBe('/a/b/zh/guide/start/index.md');
  });
  it('leaves what is not a site path alone', () => {
    for (const href of ['https://rspack.rs/', '#usage', '//cdn.example.com/x.svg', 'mailto:a@b.c'])
      expect(withBase(href, '/docs/')).toBe(href);
  });
});

describe('stripBase', () => {
  it('takes the base off a path under it', () => {
    expect(stripBase('/docs/guide/start/', '/docs')).toBe('/guide/start/');
    expect(stripBase('/docs/', '/docs')).toBe('/');
    expect(stripBase('/docs', '/docs')).toBe('/');
    expect(stripBase('/guide/', '')).toBe('/guide/');
  });
  it('is null outside the base', () => {
    expect(stripBase('/docsx/guide/', '/docs')).toBeNull();
    expect(stripBase('/guide/', '/docs')).toBeNull();
    expect(stripBase('/', '/docs')).toBeNull();
  });
});

describe('pathRedirectScript', () => {
  const resolve = (path: string, table: Record<string, string>) => table[path] || null;
  const table = { '/old': '/new', '/away': 'https://rspack.rs/' };
  it('looks the path up without the base and goes to the target under it, keeping query and hash', () => {
    expect(runInlineScript(pathRedirectScript(resolve, [table], '/docs/'), '/docs/old?a=1#h').replaced).toEqual([
      '/docs/new?a=1#h',
    ]);
    expect(runInlineScript(pathRedirectScript(resolve, [table], '/'), '/old').replaced).toEqual(['/new']);
  });
  it('goes to an absolute URL on an allowed origin as it is, and stays outside the base or without a target', () => {
    expect(
      runInlineScript(pathRedirectScript(resolve, [table], '/docs/', ['https://rspack.rs']), '/docs/away').replaced,
    ).toEqual(['https://rspack.rs/']);
    expect(runInlineScript(pathRedirectScript(resolve, [table], '/docs/'), '/docs/away').replaced).toEqual([]);
    expect(runInlineScript(pathRedirectScript(resolve, [table], '/docs/'), '/old').replaced).toEqual([]);
    expect(runInlineScript(pathRedirectScript(resolve, [table], '/docs/'), '/docs/other').replaced).toEqual([]);
  });
  it('never leaves the origin, whatever the lookup returns', () => {
    const echo = (path: string) => path.replace(/^\/go/, '');
    expect(runInlineScript(pathRedirectScript(echo, [], '/'), '/go//evil.example/x').replaced).toEqual([
      '/evil.example/x',
    ]);
    expect(runInlineScript(pathRedirectScript(echo, [], '/'), '/go/%5Cevil.example').replaced).toEqual([
      '/evil.example',
    ]);
    expect(
      runInlineScript(
        pathRedirectScript(() => 'javascript:alert(1)', [], '/'),
        '/x',
      ).replaced,
    ).toEqual([]);
  });
});
