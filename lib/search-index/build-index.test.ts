import fs from 'node:fs';
import path from 'node:path';
import { buildContentIndex } from '../content/content-index';
import { tempDir, writeContentTree } from '../../testing/content-tree';
import { buildSearchIndex, sectionOf } from './build-index';
import { expandRecords } from '../search/records';
import { createEngine } from '../search/engine';
import { toHit } from '../search/hits';
import { answer } from '../search/local-client';
import { crawlerRecords } from './crawler-records';

const page = (h1: string, body: string) => `# ${h1}\n\n${body}\n`;

const contentDir = writeContentTree({
  'en/guide/start/quick-start.mdx': page(
    'Quick start',
    [
      'Create a project in a minute.',
      '## Install dependencies {#install}',
      'Run the installer with `npm create rsbuild`.',
      '### Pick a template',
      'Templates exist for React and Vue.',
      '| option | meaning |\n| --- | --- |\n| `--dir` | target folder |',
      '## Unsafe text',
      'Write `<script>alert(1)</script>` and `<img src=x onerror=alert(1)>` in prose.',
      '```js\nconst hidden = "code is not indexed";\n```',
    ].join('\n\n'),
  ),
  'zh/guide/start/quick-start.mdx': page(
    '快速上手',
    ['一分钟内创建项目。', '## 安装依赖 {#install}', '开发时默认开启热更新，修改代码后页面立即更新。'].join('\n\n'),
  ),
});
const content = buildContentIndex({ contentDir, git: false });

describe('buildSearchIndex', () => {
  const en = buildSearchIndex(content, 'en');
  const records = expandRecords(en);

  it('makes a page record, a record per heading and a record per paragraph', () => {
    expect(records.map((r) => [r.type, r.url])).toEqual([
      ['lvl1', '/guide/start/quick-start'],
      ['content', '/guide/start/quick-start'],
      ['lvl2', '/guide/start/quick-start#install'],
      ['content', '/guide/start/quick-start#install'],
      ['lvl3', '/guide/start/quick-start#pick-a-template'],
      ['content', '/guide/start/quick-start#pick-a-template'],
      ['content', '/guide/start/quick-start#pick-a-template'],
      ['content', '/guide/start/quick-start#pick-a-template'],
      ['lvl2', '/guide/start/quick-start#unsafe-text'],
      ['content', '/guide/start/quick-start#unsafe-text'],
    ]);
  });

  it('uses the page heading ids, the sidebar section and the page title for the hierarchy', () => {
    const pageData = content.byRoutePath.get('/guide/start/quick-start')!;
    for (const r of records) if (r.url.includes('#')) expect(pageData.anchors).toContain(r.url.split('#')[1]);
    expect(records[4].hierarchy).toEqual({
      lvl0: 'Getting Started',
      lvl1: 'Quick start',
      lvl2: 'Install dependencies',
      lvl3: 'Pick a template',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records[6].content).toBe('option · meaning');
    expect(records.some((r) => r.content?.includes('code is not indexed'))).toBe(false);
  });

  it('names the section of a page from the sidebar, in its language', () => {
    expect(sectionOf('/config/output/minify', 'en')).toBe('output');
    expect(sectionOf('/guide/advanced/hmr', 'zh')).toBe('进阶');
    expect(sectionOf('/config/', 'en')).toBe('Config');
  });

  it('answers DocSearch requests with escaped text and <mark> highlights only', () => {
    const engine = createEngine(en);
    const result = answer(engine, {
      indexName: 'local-en',
      query: 'onerror',
      hitsPerPage: 20,
      attributesToSnippet: ['content:10'],
    });
    expect(result.nbHits).toBe(1);
    const hit = result.hits[0];
    expect(hit.url).toBe('/guide/start/quick-start#unsafe-text');
    const html = JSON.stringify(hit);
    expect(html).not.toMatch(/<(script|img)/);
    expect(hit._snippetResult.content!.value).toContain('&lt;img src=x <mark>onerror</mark>=alert(1)&gt;');
    expect(hit.content).toContain('&lt;script&gt;');
    expect(hit.hierarchy.lvl2).toBe('Unsafe text');
  });

  it('finds Chinese mid-sentence, and ranks headings above body text', () => {
    const zh = createEngine(buildSearchIndex(content, 'zh'));
    const { records: found } = zh.search('热更新', 20);
    expect(found.map((r) => r.url)).toEqual(['/zh/guide/start/quick-start#install']);
    const hits = createEngine(en).search('install', 20).records;
    expect(hits[0].type).toBe('lvl2');
    expect(
      toHit(hits[0], [{ term: 'install', prefix: false }], { snippetWords: 10 })._highlightResult.hierarchy.lvl2.value,
    ).toBe('<mark>Install</mark> dependencies');
  });

  it('writes crawler records with absolute URLs and the language facet', () => {
    const [first] = crawlerRecords(en, 'https://rsbuild.rs/');
    expect(first).toMatchObject({
      url: 'https://rsbuild.rs/guide/start/quick-start',
      url_without_anchor: 'https://rsbuild.rs/guide/start/quick-start',
      anchor: null,
      lang: 'en',
      type: 'lvl1',
    });
    expect(crawlerRecords(en, 'https://rsbuild.rs')[2]).toMatchObject({
      anchor: 'install',
      url: 'https://rsbuild.rs/guide/start/quick-start#install',
    });
  });
});

describe('buildSearchIndex with a build cache', () => {
  it('gives the index it computes, reads unchanged pages back, and follows an edited page', () => {
    const cacheDir = tempDir('search-cache');
    const cached = { ...content, cacheDir };
    const plain = JSON.stringify(buildSearchIndex(content, 'en'));
    expect(JSON.stringify(buildSearchIndex(cached, 'en'))).toBe(plain);
    expect(fs.readdirSync(path.join(cacheDir, 'search-sections')).length).toBeGreaterThan(0);
    expect(JSON.stringify(buildSearchIndex(cached, 'en'))).toBe(plain);

    const file = path.join(contentDir, 'en/guide/start/quick-start.mdx');
    const before = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, `${before}\n## Deploy\n\nShip the dist folder.\n`);
      const edited = buildSearchIndex(cached, 'en');
      expect(edited.sections.map(([, anchor]) => anchor)).toContain('deploy');
    } finally {
      fs.writeFileSync(file, before);
    }
  });
});
