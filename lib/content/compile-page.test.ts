import fs from 'node:fs';
import path from 'node:path';
import { buildContentIndex } from './content-index';
import { compilePage } from './compile-page';
import { cachedText, OUTPUT_PIPELINE_FILES, pipelineFingerprint } from './build-cache';
import { ContentError } from './errors';
import { tempDir, writeContentTree } from '../../testing/content-tree';

const twin = (name: string, text: string) => ({ [`en/${name}`]: text, [`zh/${name}`]: text });

describe('compilePage', () => {
  const cacheDir = tempDir('build-cache-test');
  beforeAll(() => (process.env.BUILD_CACHE_DIR = cacheDir));
  afterAll(() => delete process.env.BUILD_CACHE_DIR);

  const files = {
    ...twin('guide/a.mdx', '# A\n\nText with `code`.\n\n```ts title="a.ts"\nconst a = 1;\n```\n\n<Include file="note.mdx" />\n'),
    ...twin('shared/note.mdx', 'A shared note.\n'),
  };

  it('compiles highlighted code blocks to one HTML string and leaves inline code unhighlighted in its paragraph HTML', async () => {
    const contentDir = writeContentTree(files);
    const page = buildContentIndex({ contentDir, git: false }).byRoutePath.get('/guide/a')!;
    const { code, cached } = await compilePage(page, contentDir);
    expect(cached).toBe(false);
    expect(code).toMatch(/html: "<span data-line><span class=[a-z]+>const<\/span>/);
    // Text in the block's own colour is bare in its line, not in a <span> of its own.
    expect(code).not.toContain('<span>');
    expect(code).toContain('</span>;</span>');
    expect(code).toContain('A shared note.');
    // The token classes carry the colours: no element names the themes, and only the <pre> the language.
    expect(code).not.toContain('data-theme');
    expect(code.match(/"data-language": "ts"/g)).toHaveLength(1);
    // Jest runs with NODE_ENV=test, so next-mdx-remote compiles for the development runtime.
    expect(code).toMatch(/_jsx(DEV)?\(_components\.p, \{\s*html: "Text with <code>code<\/code>."\s*\}/);
  });

  it('reads an unchanged page from the cache, and recompiles when the page or a fragment changes', async () => {
    const contentDir = writeContentTree(files);
    const pageOf = () => buildContentIndex({ contentDir, git: false }).byRoutePath.get('/zh/guide/a')!;
    await compilePage(pageOf(), contentDir);
    expect((await compilePage(pageOf(), contentDir)).cached).toBe(true);

    fs.writeFileSync(path.join(contentDir, 'zh/shared/note.mdx'), 'A changed note.\n');
    const afterFragment = await compilePage(pageOf(), contentDir);
    expect(afterFragment).toMatchObject({ cached: false });
    expect(afterFragment.code).toContain('A changed note.');

    fs.appendFileSync(path.join(contentDir, 'zh/guide/a.mdx'), '\nOne more line.\n');
    expect((await compilePage(pageOf(), contentDir)).cached).toBe(false);
  });

  it('names the file and line of MDX that does not compile', async () => {
    // The index accepted the page; then it is saved broken (as under next dev, where pages render the file as it is now).
    const contentDir = writeContentTree(twin('guide/a.mdx', '---\ntitle: A\n---\n\nText.\n'));
    const page = buildContentIndex({ contentDir, git: false }).byRoutePath.get('/guide/a')!;
    fs.writeFileSync(path.join(contentDir, 'en/guide/a.mdx'), '---\ntitle: A\n---\n\nText.\n\n# Broken <span\n');
    const error = await compilePage(page, contentDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(/^content\/en\/guide\/a\.mdx:7(:\d+)?: MDX does not compile/);
  });

  it('names the file line of an element left open at the end of the page, in the message too', async () => {
    const contentDir = writeContentTree(twin('guide/a.mdx', '---\ntitle: A\n---\n\nText.\n'));
    const page = buildContentIndex({ contentDir, git: false }).byRoutePath.get('/guide/a')!;
    fs.writeFileSync(path.join(contentDir, 'en/guide/a.mdx'), '---\ntitle: A\n---\n\nText.\n\n<Tabs>\n\nMore text.\n');
    const error = await compilePage(page, contentDir).catch((e: unknown) => e);
    expect((error as ContentError).message).toBe('content/en/guide/a.mdx:7:1: MDX does not compile: Expected a closing tag for `<Tabs>` (7:1-7:7)');
  });
});

describe('pipelineFingerprint', () => {
  /** A minimal project: the pipeline files and one package manifest. */
  function project(version: string, highlight: string): string {
    const dir = tempDir('fingerprint-test');
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    };
    write('lib/content/highlight.ts', highlight);
    write('lib/content/highlight.test.ts', 'a test, not part of the pipeline');
    write('lib/content/line-breaks.ts', 'breaks');
    write('lib/routing/lang-path.ts', 'locale');
    write('lib/routing/safe-path.ts', 'paths');
    write('lib/site-config.ts', 'config');
    write('lib/config/site.ts', 'site');
    write('e2e/fixture-site/site-config.ts', 'fixture');
    write('node_modules/shiki/package.json', JSON.stringify({ version }));
    return dir;
  }

  it('changes with a pipeline source or a package version, and with nothing else', () => {
    const base = pipelineFingerprint(project('4.6.0', "themes = ['a']"));
    expect(pipelineFingerprint(project('4.6.0', "themes = ['a']"))).toBe(base);
    expect(pipelineFingerprint(project('4.6.1', "themes = ['a']"))).not.toBe(base);
    expect(pipelineFingerprint(project('4.6.0', "themes = ['b']"))).not.toBe(base);
    const withTestChange = project('4.6.0', "themes = ['a']");
    fs.writeFileSync(path.join(withTestChange, 'lib/content/highlight.test.ts'), 'changed');
    expect(pipelineFingerprint(withTestChange)).toBe(base);
  });

  it('covers the folders it is given, walked recursively', () => {
    const dir = project('4.6.0', "themes = ['a']");
    const [compile, output] = [pipelineFingerprint(dir), pipelineFingerprint(dir, OUTPUT_PIPELINE_FILES)];
    fs.mkdirSync(path.join(dir, 'lib/search'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'lib/search/records.ts'), 'records');
    expect(pipelineFingerprint(dir, OUTPUT_PIPELINE_FILES)).not.toBe(output);
    expect(pipelineFingerprint(dir)).toBe(compile);
  });
});

describe('cachedText', () => {
  it('computes a value once per key and reads it back afterwards', () => {
    const dir = tempDir('cached-text');
    let runs = 0;
    const compute = (value: string) => () => (runs++, value);
    expect(cachedText('kind', ['a', 'b'], compute('first'), dir)).toBe('first');
    expect(cachedText('kind', ['a', 'b'], compute('second'), dir)).toBe('first');
    expect(cachedText('kind', ['a', 'c'], compute('third'), dir)).toBe('third');
    expect(runs).toBe(2);
  });

  it('just computes when there is no cache folder', () => {
    let runs = 0;
    cachedText('kind', ['a'], () => String(runs++), undefined);
    expect(cachedText('kind', ['a'], () => String(runs++), undefined)).toBe('1');
  });
});
