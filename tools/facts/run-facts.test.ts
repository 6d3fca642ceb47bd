// checkFacts end to end on a small content tree with planted mistakes, against the real packages: the
// type checker, the types walk and the run of @rsbuild/core each catch theirs at the right file and line.
import path from 'node:path';
import { buildContentIndex } from '../../lib/content/content-index';
import { writeContentTree } from '../../testing/content-tree';
import { checkFacts, summarize, type FactsResult } from './run-facts';

const minify = (h1: string) =>
  [
    '---', // 1
    'configKey: output.minify', // 2
    'configType: boolean', // 3: too narrow, minify also takes an object
    "configDefault: 'false'", // 4: wrong, the default is true
    '---', // 5
    `# ${h1}`, // 6
    '', // 7
    '<Tabs>', // 8
    '  <Tab label="A">', // 9
    '', // 10
    '    ```ts title="rsbuild.config.ts"', // 11
    "    import { defineConfig } from '@rsbuild/core';", // 12
    '', // 13
    '    export default defineConfig({', // 14
    '      output: { minfy: false }, // [!code highlight]', // 15: a typo the type checker catches
    '    });', // 16
    '    ```', // 17
    '', // 18
    '  </Tab>', // 19
    '</Tabs>', // 20
    '', // 21
  ].join('\n');

const sass = [
  '---',
  "pluginPackage: '@rsbuild/plugin-sass'",
  '---',
  '# Sass plugin',
  '',
  '## Options {#options}',
  '',
  '### sassLoaderOptions',
  '',
  '### include',
  '',
  '### exclude',
  '',
  '### rewriteUrl', // 14: the option is rewriteUrls
  '',
].join('\n');

const text = (name: string, en: string, zh = en) => ({ [`en/${name}`]: en, [`zh/${name}`]: zh });

let result: FactsResult;

beforeAll(async () => {
  const contentDir = writeContentTree({
    ...text('config/output/minify.mdx', minify('output.minify'), minify('output.minfy')),
    ...text(
      'config/output/polyfill.mdx',
      "---\nconfigKey: output.polyfill\nconfigType: \"'usage' | 'entry' | 'off' | 'always'\"\nconfigDefault: \"'off'\"\n---\n# output.polyfill\n",
    ),
    ...text(
      'config/source/transform-import.mdx',
      "---\nconfigKey: source.transformImport\nconfigType: 'TransformImportFn | TransformImport[]'\nconfigDefault: 'undefined'\n---\n# source.transformImport\n",
    ),
    ...text(
      'config/root.mdx',
      "---\nconfigKey: root\nconfigType: string\nconfigDefaultText: '`process.cwd()`'\n---\n# root\n",
    ),
    ...text('plugins/list/plugin-sass.mdx', sass),
    ...text('plugins/dev/hooks.mdx', '# Hooks\n\n### onBeforeBuild\n\n### onBeforeEverything\n'),
  });
  const index = buildContentIndex({ contentDir, git: false });
  result = await checkFacts({ contentDir, pages: index.pages, packagesDir: path.resolve('.') });
}, 180_000);

const messages = (check: keyof FactsResult['errors']) => result.errors[check].map((e) => e.message);

describe('checkFacts', () => {
  it('type-checks rsbuild.config.ts blocks and reports errors at the file line and column', () => {
    expect(result.blocks).toHaveLength(2);
    expect(messages('examples')).toEqual([
      expect.stringMatching(
        /^content\/en\/config\/output\/minify\.mdx:15:17: rsbuild\.config\.ts example does not type-check: .*'minfy' does not exist in type 'OutputConfig'/,
      ),
      expect.stringMatching(/^content\/zh\/config\/output\/minify\.mdx:15:17: /),
    ]);
  });

  it('compares defaults with a real run of @rsbuild/core and lists defaults in words as unchecked', () => {
    expect(messages('defaults')).toEqual([
      'content/en/config/output/minify.mdx:4: configDefault false is not the default of output.minify in development: @rsbuild/core uses true',
      'content/en/config/output/minify.mdx:4: configDefault false is not the default of output.minify in production: @rsbuild/core uses true',
      'content/zh/config/output/minify.mdx:4: configDefault false is not the default of output.minify in development: @rsbuild/core uses true',
      'content/zh/config/output/minify.mdx:4: configDefault false is not the default of output.minify in production: @rsbuild/core uses true',
    ]);
    expect(result.defaultsUnchecked.map((p) => p.pagePath)).toEqual([
      'content/en/config/root.mdx',
      'content/zh/config/root.mdx',
    ]);
    expect(summarize(result)).toContain('content/en/config/root.mdx: root');
  });

  it('compares configType with the declared type, and lists types it cannot compare', () => {
    expect(messages('configTypes')).toEqual([
      expect.stringMatching(
        /^content\/en\/config\/output\/minify\.mdx:3: configType of output\.minify leaves out values @rsbuild\/core accepts: /,
      ),
      expect.stringMatching(
        /^content\/en\/config\/output\/polyfill\.mdx:3: configType of output\.polyfill allows values @rsbuild\/core does not accept: .*'"always"' is not assignable/,
      ),
      expect.stringMatching(/^content\/zh\/config\/output\/minify\.mdx:3: /),
      expect.stringMatching(/^content\/zh\/config\/output\/polyfill\.mdx:3: /),
    ]);
    expect(result.typesChecked).toBe(6);
    expect(result.typesUnchecked.map(({ page, hidden }) => `${page.pagePath} ${hidden}`)).toEqual([
      'content/en/config/source/transform-import.mdx TransformImportFn',
      'content/zh/config/source/transform-import.mdx TransformImportFn',
    ]);
  });

  it('reads config keys, plugin options and API names from the installed types', () => {
    expect(messages('configKeys')).toEqual([
      'content/zh/config/output/minify.mdx:6: the h1 of a config page is its key: write "# output.minify" instead of "# output.minfy"',
    ]);
    expect(messages('pluginOptions')).toEqual([
      'content/en/plugins/list/plugin-sass.mdx:14: "### rewriteUrl" is not an option of @rsbuild/plugin-sass (its options: sassLoaderOptions, include, exclude, rewriteUrls)',
      'content/en/plugins/list/plugin-sass.mdx:6: options of @rsbuild/plugin-sass without a "###" heading: rewriteUrls',
      'content/zh/plugins/list/plugin-sass.mdx:14: "### rewriteUrl" is not an option of @rsbuild/plugin-sass (its options: sassLoaderOptions, include, exclude, rewriteUrls)',
      'content/zh/plugins/list/plugin-sass.mdx:6: options of @rsbuild/plugin-sass without a "###" heading: rewriteUrls',
    ]);
    const api = messages('apiPages');
    expect(api.filter((m) => m.startsWith('content/en/plugins/dev/hooks.mdx'))).toEqual([
      'content/en/plugins/dev/hooks.mdx:5: "### onBeforeEverything" is not a hook of RsbuildPluginAPI',
      expect.stringMatching(
        /^content\/en\/plugins\/dev\/hooks\.mdx:1: hooks of RsbuildPluginAPI without a "###" heading: (?!.*onBeforeBuild).*modifyRsbuildConfig.*onExit/,
      ),
    ]);
    expect(api.filter((m) => m.startsWith('content/*'))).toEqual([
      'content/*/plugins/dev/core.mdx: page missing: the facts checks read it',
      'content/*/api/javascript-api/core.mdx: page missing: the facts checks read it',
      'content/*/api/javascript-api/instance.mdx: page missing: the facts checks read it',
      'content/*/api/javascript-api/dev-server-api.mdx: page missing: the facts checks read it',
      'content/*/api/javascript-api/environment-api.mdx: page missing: the facts checks read it',
      'content/*/api/javascript-api/types.mdx: page missing: the facts checks read it',
    ]);
  });
});
