import type { PageData } from '../content/page-data';
import { groupPages, llmsFullTxt, llmsTxt } from './llms';

const page = (routePath: string, title: string, description?: string): PageData => {
  const zh = routePath.startsWith('/zh/');
  return {
    routePath,
    route: zh ? routePath.slice(3) : routePath,
    title,
    description,
    lang: zh ? 'zh' : 'en',
  } as PageData;
};

// Sidebar order, not alphabetical: quick-start comes before features; the config overview before mode.
const pages = [
  page('/guide/start/features', 'Features', 'What it does.'),
  page('/guide/start/quick-start', 'Quick start', 'Start here.'),
  page('/guide/start/', 'Introduction'),
  page('/config/mode', 'mode'),
  page('/config/', 'Config overview'),
  page('/', 'Rsbuild', 'Home.'),
  page('/zh/guide/start/quick-start', '快速上手', '从这里开始。'),
];

test('pages are grouped by navbar section in sidebar order, the rest under Others', () => {
  const groups = groupPages(pages, 'en');
  expect(groups.map((g) => [g.title, g.pages.map((p) => p.routePath)])).toEqual([
    ['Guide', ['/guide/start/', '/guide/start/quick-start', '/guide/start/features']],
    ['Config', ['/config/', '/config/mode']],
    ['Others', ['/']],
  ]);
  expect(groupPages(pages, 'zh').map((g) => g.title)).toEqual(['指南']);
});

test('llms.txt has a title, a summary and one line per page linking its Markdown copy', () => {
  const txt = llmsTxt('en', groupPages(pages, 'en'), 'https://x.dev');
  // A paragraph between the `>` summary and the first section, as the llms.txt proposal lays it out.
  expect(txt).toMatch(/^# Rsbuild\n\n> [^\n]+\n\n[^#>\n-][^\n]+\n\n## Guide\n/);
  expect(llmsTxt('zh', groupPages(pages, 'zh'), 'https://x.dev')).toMatch(
    /^# Rsbuild\n\n> [^\n]+\n\nRsbuild 1\.x 的中文文档[^\n]+\n\n## 指南\n/,
  );
  expect(txt).toContain(
    '## Guide\n\n- [Introduction](https://x.dev/guide/start/index.md)\n- [Quick start](https://x.dev/guide/start/quick-start.md): Start here.\n',
  );
  expect(txt.split('\n').filter((l) => l.startsWith('- ['))).toHaveLength(6);
  expect(llmsTxt('zh', groupPages(pages, 'zh'), 'https://x.dev')).toContain(
    '## 指南\n\n- [快速上手](https://x.dev/zh/guide/start/quick-start.md): 从这里开始。',
  );
});

test('llms-full.txt holds every page in the same order, each with its source address', () => {
  const full = llmsFullTxt(groupPages(pages, 'en'), (p) => `# ${p.title}\n\nBody.\n`, 'https://x.dev');
  expect(full.match(/^Source: /gm)).toHaveLength(6);
  expect(full.indexOf('# Quick start')).toBeLessThan(full.indexOf('# Features'));
  expect(full).toContain('Source: https://x.dev/config/mode\n\n# mode\n\nBody.\n');
});
