// What a careless author can write and the content check must catch with file and line: duplicate heading
// ids, CRLF line endings, two files for one route, missing images, and code in a language the highlighter
// does not know.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildContentIndex } from './content-index';
import { ContentErrors } from './errors';
import { writeContentTree } from '../../testing/content-tree';

const twin = (name: string, en: string, zh = en) => ({ [`en/${name}`]: en, [`zh/${name}`]: zh });
const ok = twin('guide/a.mdx', '# A\n\n## Section\n');

function errorsOf(files: Record<string, string>, publicFiles: string[] = []): string[] {
  try {
    indexOf(files, publicFiles);
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors.map((e) => e.message);
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

function indexOf(files: Record<string, string>, publicFiles: string[] = []) {
  const contentDir = writeContentTree(files);
  const publicDir = path.join(path.dirname(contentDir), 'public');
  for (const name of publicFiles) {
    fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, name), 'x');
  }
  return buildContentIndex({ contentDir, git: false, publicDir });
}

describe('duplicate heading ids', () => {
  it('an explicit id is taken: a later heading with the same text gets another id', () => {
    const index = indexOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n## Options {#options}\n\n### options\n') });
    expect(index.byRoutePath.get('/guide/b')!.anchors).toEqual(['b', 'options', 'options-1']);
  });

  it('an explicit id that an earlier heading already has fails, naming both lines', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n## Options\n\nText.\n\n## All the options {#options}\n') })).toEqual([
      'content/en/guide/b.mdx:7:1: heading id "options" is already the id of the heading on line 3',
      'content/zh/guide/b.mdx:7:1: heading id "options" is already the id of the heading on line 3',
    ]);
  });

  it('two explicit ids alike fail too', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n## One {#x}\n\n## Two {#x}\n') })[0]).toBe('content/en/guide/b.mdx:5:1: heading id "x" is already the id of the heading on line 3');
  });
});

describe('CRLF line endings', () => {
  it('read like LF: explicit ids, containers and frontmatter work, lines still match', () => {
    const crlf = (text: string) => text.replace(/\n/g, '\r\n');
    const index = indexOf({ ...ok, ...twin('guide/b.mdx', crlf('---\ntitle: B\n---\n# B\n\n## Install {#install}\n\n:::tip\nA tip.\n:::\n')) });
    expect(index.byRoutePath.get('/guide/b')!.anchors).toEqual(['b', 'install']);
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', crlf('# B\n\n## Install {#install}\n\n[x](/nope)\n')) })[0]).toBe('content/en/guide/b.mdx:5:1: link "/nope": no such page');
  });
});

describe('two files for one route', () => {
  it('a page and a folder index fail with both file names', () => {
    const errors = errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n'), ...twin('guide/b/index.mdx', '# B too\n') });
    expect(errors).toContain('content/en/guide/b.mdx: the same route as content/en/guide/b/index.mdx (/guide/b and /guide/b/): keep one of them');
  });

  it('names that differ only in case fail with both file names', () => {
    const errors = errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n'), ...twin('guide/B.mdx', '# B too\n') });
    expect(errors).toContain('content/en/guide/B.mdx: the same route as content/en/guide/b.mdx (/guide/B and /guide/b): keep one of them');
  });
});

describe('images', () => {
  const page = (body: string) => ({ ...ok, ...twin('guide/b.mdx', `# B\n\n${body}\n`) });

  it('a Markdown image, an <img>, a srcset and a poster that are not in public/ fail with file and line', () => {
    const errors = errorsOf(page('![x](/missing.png)\n\n<img src="/gone.svg" alt="gone" />\n\n<img src="/here.png" srcSet="/here.png 1x, /big.png 2x" alt="here" />\n\n<video src="/here.png" poster="/poster.jpg" />'), ['here.png']);
    expect(errors.filter((e) => e.startsWith('content/en/'))).toEqual([
      'content/en/guide/b.mdx:3:1: image "/missing.png": no such file in public/',
      'content/en/guide/b.mdx:5:1: image "/gone.svg": no such file in public/',
      'content/en/guide/b.mdx:7:1: image "/big.png": no such file in public/',
      'content/en/guide/b.mdx:9:1: image "/poster.jpg": no such file in public/',
    ]);
  });

  it('images that exist, and images elsewhere, pass', () => {
    expect(() => indexOf(page('![x](/here.png)\n\n![y](https://example.com/y.png)\n\n<img src="/icons/a.svg?v=2" alt="a" />'), ['here.png', 'icons/a.svg'])).not.toThrow();
  });
});

describe('code in an unknown language', () => {
  it('is a warning with file and line, not an error', () => {
    const index = indexOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n```ts\nconst a = 1;\n```\n\n```sh\nls\n```\n\n```text\nplain\n```\n\n```rustt\nfn main() {}\n```\n') });
    expect(index.warnings.map((w) => w.message)).toEqual([
      'content/en/guide/b.mdx:15:1: code in unknown language "rustt" is not highlighted',
      'content/zh/guide/b.mdx:15:1: code in unknown language "rustt" is not highlighted',
    ]);
  });
});

describe('the JavaScript of a page', () => {
  it('an expression that throws fails the content check with file and line; working ones pass', () => {
    const body = '# B\n\nThe answer is {6 * 7}.\n\nexport const items = [1, 2];\n\n<Tabs values={items.map((i) => i * 2)}>Text</Tabs>\n\nBroken: {items.missing.length} here.\n';
    const contentDir = writeContentTree({ ...ok, ...twin('guide/b.mdx', body) });
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check/check-content.ts', '--integrity'], { env: { ...process.env, NODE_OPTIONS: '', CONTENT_DIR: contentDir }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("content/en/guide/b.mdx:9:1: an expression throws: Cannot read properties of undefined (reading 'length')");
    expect(run.stderr).toContain('content/zh/guide/b.mdx:9:1:');
  }, 60_000);
});
