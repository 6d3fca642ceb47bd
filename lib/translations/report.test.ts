import fs from 'node:fs';
import path from 'node:path';
import { writeContentTree } from '../../testing/content-tree';
import { formatRecord, readRecord, RECORD_FILE, writeRecord } from './record';
import { markDone, pageTranslation, resolveTargets, sectionOf, summaryLine, translationReport } from './report';

const PAGES = {
  'en/index.mdx': '---\npageType: home\n---\n',
  'zh/index.mdx': '---\npageType: home\n---\n',
  'en/guide/start/index.mdx': '# Introduction\n\nRsbuild builds web apps.\n\n## Why it is fast {#why}\n\nRust.\n',
  'zh/guide/start/index.mdx': '# 介绍\n\nRsbuild 用来构建 Web 应用。\n\n## 为什么快 {#why}\n\nRust。\n',
  'en/guide/start/quick-start.mdx': '# Quick start\n\n<Include file="install.mdx" />\n',
  'zh/guide/start/quick-start.mdx': '# 快速上手\n\n<Include file="install.mdx" />\n',
  'en/shared/install.mdx': 'Run `npm create rsbuild`.\n',
  'zh/shared/install.mdx': '运行 `npm create rsbuild`。\n',
  'en/config/output/minify.mdx': '# output.minify\n\nNot translated yet.\n',
};

const states = (contentDir: string) =>
  Object.fromEntries(translationReport(contentDir)[0].pages.map((p) => [p.routePath, p.state]));
const edit = (contentDir: string, file: string, from: string, to: string) => {
  const full = path.join(contentDir, file);
  fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replace(from, to));
};
const later = new Date('2025-06-01T00:00:00Z');

describe('translation report and marks', () => {
  it('starts unrecorded, with the page that has no translation missing', () => {
    const contentDir = writeContentTree(PAGES);
    expect(states(contentDir)).toEqual({
      '/zh/': 'unrecorded',
      '/zh/config/output/minify': 'missing',
      '/zh/guide/start/': 'unrecorded',
      '/zh/guide/start/quick-start': 'unrecorded',
    });
    const missing = translationReport(contentDir)[0].pages.find((p) => p.state === 'missing')!;
    expect(missing).toMatchObject({
      file: 'content/zh/config/output/minify.mdx',
      source: 'content/en/config/output/minify.mdx',
      section: '/config/',
    });
    expect(summaryLine(translationReport(contentDir))).toBe(
      'translations: zh 0 of 4 up to date, 0 behind, 3 not recorded, 1 missing (npm run translations lists them)',
    );
  });

  it('follows an English page from marked, through a slip and a real change, to marked again', () => {
    const contentDir = writeContentTree(PAGES);
    writeRecord(contentDir, markDone(contentDir, readRecord(contentDir), 'all').record);
    expect(states(contentDir)['/zh/guide/start/']).toBe('current');

    edit(contentDir, 'en/guide/start/index.mdx', 'builds web apps', 'biulds web apps');
    expect(states(contentDir)['/zh/guide/start/']).toBe('current');

    edit(
      contentDir,
      'en/guide/start/index.mdx',
      'Rust.\n',
      'Rust.\n\n## Plugins {#plugins}\n\nExtend it with plugins.\n',
    );
    const behind = translationReport(contentDir)[0].pages.find((p) => p.route === '/guide/start/')!;
    expect(behind).toMatchObject({
      state: 'behind',
      headingsAdded: ['## Plugins {#plugins}'],
      headingsRemoved: [],
      linesAdded: 2,
      linesRemoved: 0,
    });
    expect(pageTranslation(contentDir, 'zh', 'guide/start/index.mdx', '/guide/start/')).toMatchObject({
      state: 'behind',
      marked: expect.any(String),
    });
    expect(summaryLine(translationReport(contentDir))).toBe(
      'translations: zh 2 of 4 up to date, 1 behind, 0 not recorded, 1 missing (npm run translations lists them)',
    );

    const { record, marked } = markDone(
      contentDir,
      readRecord(contentDir),
      resolveTargets(contentDir, ['/guide/start']),
      later,
    );
    writeRecord(contentDir, record);
    expect(marked).toEqual([{ lang: 'zh', route: '/guide/start/' }]);
    expect(states(contentDir)['/zh/guide/start/']).toBe('current');
    expect(readRecord(contentDir).zh!['/guide/start/'].marked).toBe(later.toISOString());
  });

  it('counts a change to an included English fragment against every page that includes it', () => {
    const contentDir = writeContentTree(PAGES);
    writeRecord(contentDir, markDone(contentDir, {}, 'all').record);
    edit(contentDir, 'en/shared/install.mdx', '`npm create rsbuild`', '`npm create rsbuild@latest`');
    expect(states(contentDir)['/zh/guide/start/quick-start']).toBe('behind');
  });

  it('reads a page as a route, a translated path or a content file', () => {
    const contentDir = writeContentTree(PAGES);
    expect(
      resolveTargets(contentDir, [
        '/guide/start/',
        'guide/start/quick-start',
        '/zh/guide/start',
        '/zh/',
        path.join(contentDir, 'zh/guide/start/index.mdx'),
        path.join(contentDir, 'en/index.mdx'),
      ]),
    ).toEqual([
      { route: '/guide/start/' },
      { route: '/guide/start/quick-start' },
      { lang: 'zh', route: '/guide/start/' },
      { lang: 'zh', route: '/' },
      { lang: 'zh', route: '/guide/start/' },
      { route: '/' },
    ]);
    expect(() => resolveTargets(contentDir, ['/guide/nothing'])).toThrow('no en page at /guide/nothing');
    expect(() => markDone(contentDir, {}, resolveTargets(contentDir, ['/config/output/minify']))).toThrow(
      '/config/output/minify has no zh page to mark: write content/zh/config/output/minify.mdx first',
    );
  });

  it("keeps other pages' marks, lists records without a page, and drops them at the next write", () => {
    const contentDir = writeContentTree(PAGES);
    const first = markDone(contentDir, {}, 'all', new Date('2025-01-01T00:00:00Z')).record;
    first.zh!['/guide/moved'] = first.zh!['/guide/start/'];
    writeRecord(contentDir, first);
    expect(translationReport(contentDir)[0].orphans).toEqual(['/guide/moved']);
    const next = markDone(contentDir, readRecord(contentDir), [{ route: '/' }], later).record;
    expect(Object.keys(next.zh!).sort()).toEqual(['/', '/guide/start/', '/guide/start/quick-start']);
    expect(next.zh!['/guide/start/'].marked).toBe('2025-01-01T00:00:00.000Z');
    expect(next.zh!['/'].marked).toBe(later.toISOString());
  });

  it('names sections by the first segment of the route', () => {
    expect(['/', '/custom', '/guide/', '/guide/start/quick-start'].map(sectionOf)).toEqual([
      '/',
      '/',
      '/guide/',
      '/guide/',
    ]);
  });
});

describe('the record file', () => {
  it('has one line per page, in route order, and reads back as written', () => {
    const contentDir = writeContentTree(PAGES);
    const { record } = markDone(contentDir, {}, 'all');
    writeRecord(contentDir, record);
    const text = fs.readFileSync(path.join(contentDir, RECORD_FILE), 'utf8');
    expect(text).toBe(formatRecord(record));
    expect(
      text
        .split('\n')
        .filter((line) => line.startsWith('    "/'))
        .map((line) => line.split('"')[1]),
    ).toEqual(['/', '/guide/start/', '/guide/start/quick-start']);
    expect(readRecord(contentDir)).toEqual(record);
  });

  it('is empty when missing, and refuses a broken file or another format with what to do', () => {
    const contentDir = writeContentTree(PAGES);
    expect(readRecord(contentDir)).toEqual({});
    fs.writeFileSync(path.join(contentDir, RECORD_FILE), '{\n<<<<<<< HEAD\n}');
    expect(() => readRecord(contentDir)).toThrow(/translations\.json is not valid JSON .*keep both sides' entries/);
    fs.writeFileSync(path.join(contentDir, RECORD_FILE), '{ "format": 0 }');
    expect(() => readRecord(contentDir)).toThrow(/format 0, this code reads format 1/);
  });
});
