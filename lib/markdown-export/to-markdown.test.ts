import type { Frontmatter } from '../content/frontmatter';
import { preprocess } from '../content/preprocess';
import { writeContentTree } from '../../testing/content-tree';
import { htmlOf, markdownOf, pageMarkdownTree, stripNotation } from './to-markdown';

const contentDir = writeContentTree({
  'en/shared/note.mdx': 'Shared **fragment**.\n',
  'zh/shared/note.mdx': '共享片段。\n',
});
const SITE = 'https://docs.example';

function exportPage(
  body: string,
  {
    lang = 'en',
    frontmatter = {},
    title = 'Title',
    hasH1 = true,
  }: { lang?: 'en' | 'zh'; frontmatter?: Frontmatter; title?: string; hasH1?: boolean } = {},
) {
  const page = {
    pagePath: 'content/en/page.mdx',
    routePath: lang === 'zh' ? '/zh/page' : '/page',
    lang,
    title,
    hasH1,
    frontmatter,
  } as const;
  return markdownOf(
    pageMarkdownTree(page, { source: preprocess(body, page.pagePath), bodyLine: 1, contentDir, siteUrl: SITE }),
  );
}

test('containers become blockquotes with their title or their kind', () => {
  const md = exportPage('# T\n\n:::tip\nA tip.\n:::\n\n:::warning Mind this\nCareful.\n:::\n');
  expect(md).toContain('> **TIP**\n>\n> A tip.');
  expect(md).toContain('> **Mind this**\n>\n> Careful.');
  expect(exportPage('# T\n\n:::danger\nNo.\n:::\n', { lang: 'zh' })).toContain('> **危险**');
});

test('PackageManagerTabs become the npm command and the other package managers', () => {
  const md = exportPage('# T\n\n<PackageManagerTabs command="npm add @rsbuild/plugin-react -D" />\n');
  expect(md).toContain('```bash\nnpm add @rsbuild/plugin-react -D\n```');
  expect(md).toContain('- yarn: `yarn add @rsbuild/plugin-react -D`');
  expect(md).toContain('- pnpm: `pnpm add @rsbuild/plugin-react -D`');
  expect(md).toContain('- bun: `bun add @rsbuild/plugin-react -D`');
  expect(md).not.toContain('PackageManagerTabs');
});

test('Tabs become labelled sections, nested components included', () => {
  const md = exportPage(
    '# T\n\n<Tabs>\n  <Tab label="React">\n\nReact text.\n\n  </Tab>\n  <Tab label="Vue">\n\n<PackageManagerTabs command="npm run dev" />\n\n  </Tab>\n</Tabs>\n',
  );
  expect(md).toMatch(/\*\*React\*\*\n\nReact text\.\n\n\*\*Vue\*\*\n\n```bash\nnpm run dev\n```/);
  expect(md).not.toMatch(/<\/?Tabs?/);
});

test('badges become inline code and fragments are included', () => {
  const md = exportPage('# T\n\n## Option <Badge>1.2.0+</Badge>\n\n<Include file="note.mdx" />\n');
  expect(md).toContain('## Option `1.2.0+`');
  expect(md).toContain('Shared **fragment**.');
});

test('internal links and images become absolute URLs in the page language; explicit heading ids are dropped, so links into the page lead to the HTML page', () => {
  const md = exportPage(
    '# T\n\n## 安装 {#install}\n\nSee [minify](/config/output/minify#details), [start](/guide/start/), [install](#install) and [npm](https://www.npmjs.com/).\n\n![logo](/logo.png)\n',
    { lang: 'zh' },
  );
  expect(md).toContain('## 安装\n');
  expect(md).toContain(`[install](${SITE}/zh/page#install)`);
  expect(md).toContain(`[minify](${SITE}/zh/config/output/minify#details)`);
  expect(md).toContain(`[start](${SITE}/zh/guide/start/)`);
  expect(md).toContain('[npm](https://www.npmjs.com/)');
  expect(md).toContain(`![logo](${SITE}/zh/logo.png)`);
});

test('config pages get their facts below the h1, from the frontmatter', () => {
  const md = exportPage('# output.minify\n\nMinifies.\n', {
    frontmatter: {
      configKey: 'output.minify',
      configType: 'boolean',
      configDefault: { development: 'false', production: 'true' },
      configAdded: '1.2.0',
    },
  });
  expect(md).toMatch(
    /^# output\.minify\n\n- \*\*Type\*\*: `boolean`\n- \*\*Default\*\*: `false` \(development\), `true` \(production\)\n- \*\*Added in\*\*: `v1\.2\.0`\n\nMinifies\./,
  );
  const zh = exportPage('# output.charset\n', {
    lang: 'zh',
    frontmatter: { configKey: 'output.charset', configDefaultText: '与 `target` 相关' },
  });
  expect(zh).toContain('- **默认值**：与 `target` 相关');
});

test('a page without an h1 gets its title; home features become a list of links', () => {
  const md = exportPage('Intro.\n', {
    hasH1: false,
    title: 'Rsbuild',
    frontmatter: {
      pageType: 'home',
      description: 'Lead.',
      features: [
        { title: 'Fast', details: 'Very.', link: '/guide/start/' },
        { title: 'Plain', details: 'No link.' },
      ],
    },
  });
  expect(md).toMatch(/^# Rsbuild\n\nLead\.\n\nIntro\./);
  expect(md).toContain(`- [**Fast**](${SITE}/guide/start/): Very.`);
  expect(md).toContain('- **Plain**: No link.');
});

test('code blocks keep language and title but lose highlighter notation', () => {
  const md = exportPage(
    '# T\n\n```ts title="rsbuild.config.ts"\nconst a = 1; // [!code ++]\nconst b = 2; // [!code --]\n```\n',
  );
  expect(md).toContain('```ts title="rsbuild.config.ts"\nconst a = 1;\nconst b = 2;\n```');
  expect(stripNotation('a # [!code highlight]\n<b /> <!-- [!code focus] -->')).toBe('a\n<b />');
});

test('bad component use fails with the file and line', () => {
  expect(() => exportPage('# T\n\n<PackageManagerTabs />\n')).toThrow(/content\/en\/page\.mdx:3.*command/);
  expect(() => exportPage('# T\n\n<PackageManagerTabs command="yarn add x" />\n')).toThrow(
    'content/en/page.mdx:3: PackageManagerTabs: "yarn add x" is not an npm or npx command',
  );
});

test('the same tree renders to HTML for feeds', () => {
  const page = { pagePath: 'p.mdx', routePath: '/p', lang: 'en', title: 'T', hasH1: true, frontmatter: {} } as const;
  const tree = pageMarkdownTree(page, {
    source: preprocess('# T\n\n:::tip\nHi [a](/guide/start/).\n:::\n\n| a | b |\n| - | - |\n| 1 | 2 |\n', 'p'),
    bodyLine: 1,
    contentDir,
    siteUrl: SITE,
  });
  const html = htmlOf(tree);
  expect(html).toContain('<h1 id="t">T</h1>');
  expect(html).toContain(`<blockquote>`);
  expect(html).toContain(`<a href="${SITE}/guide/start/">a</a>`);
  expect(html).toContain('<td>1</td>');
});
