// A damaged build cache (a disk that filled up, a killed writer, a stray edit) must never reach the
// export: every kind of entry (page analysis, compiled MDX, Markdown copy, search sections) is verified
// when read, and a bad one is rebuilt with a one-line warning.
import { jest } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { buildContentIndex } from './content-index';
import { compilePage } from './compile-page';
import { CODE_THEMES, getHighlighter } from './highlight';
import { pagesMarkdown } from '../markdown-export/write-export';
import { buildSearchIndex } from '../search-index/build-index';
import { tempDir, writeContentTree } from '../../testing/content-tree';

const twin = (name: string, text: string) => ({ [`en/${name}`]: text, [`zh/${name}`]: text });
const KINDS = ['analysis', 'mdx', 'markdown', 'search-sections'];

/** Everything derived from the content through the cache, as comparable values. */
async function derive(contentDir: string, cacheDir: string) {
  const index = buildContentIndex({ contentDir, git: false, cacheDir });
  const compiled: string[] = [];
  for (const page of index.pages) compiled.push((await compilePage(page, contentDir)).code);
  return { pages: index.pages, compiled, markdown: [...pagesMarkdown(index).values()], search: buildSearchIndex(index, 'en') };
}

const damages: [string, (text: string) => string][] = [
  ['truncated', (text) => text.slice(0, Math.floor(text.length / 2))],
  ['emptied', () => ''],
  ['one character changed', (text) => text.slice(0, -3) + (text.at(-3) === 'x' ? 'y' : 'x') + text.slice(-2)],
];

// shiki 4.6 colours the first code a process highlights differently in the light theme (reported to the
// lead), so the pages are compared from the second highlight on.
beforeAll(async () => (await getHighlighter()).codeToHtml('const a = 1;', { lang: 'ts', themes: CODE_THEMES }));

describe.each(damages)('a cache entry %s', (_name, damage) => {
  const cacheDir = tempDir('cache-damage-test');
  beforeAll(() => (process.env.BUILD_CACHE_DIR = cacheDir));
  afterAll(() => delete process.env.BUILD_CACHE_DIR);

  it('is rebuilt, with a one-line warning, and gives what a fresh build gives', async () => {
    const contentDir = writeContentTree({
      ...twin('guide/a.mdx', '# A\n\nSome text about the build.\n\n## Section\n\n```ts\nconst a = 1;\n```\n\nMore text in the section, long enough to be cut in half.\n'),
      ...twin('index.mdx', '---\npageType: home\n---\n'),
    });
    const fresh = await derive(contentDir, cacheDir);
    for (const kind of KINDS) {
      const entries = fs.readdirSync(path.join(cacheDir, kind));
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const file = path.join(cacheDir, kind, entry);
        fs.writeFileSync(file, damage(fs.readFileSync(file, 'utf8')));
      }
    }
    const warnings: string[] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
    try {
      expect(await derive(contentDir, cacheDir)).toEqual(fresh);
    } finally {
      warn.mockRestore();
    }
    for (const kind of KINDS) expect(warnings.some((w) => w.startsWith(`build cache: damaged ${kind} entry `))).toBe(true);
    expect(warnings.every((w) => !w.includes('\n'))).toBe(true);
    // Rebuilt entries are good again: a third pass warns of nothing.
    warnings.length = 0;
    const quiet = jest.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
    try {
      expect(await derive(contentDir, cacheDir)).toEqual(fresh);
    } finally {
      quiet.mockRestore();
    }
    expect(warnings).toEqual([]);
  });
});
