// The checks on hand-made pages and stand-in package facts: each kind of wrong fact is caught, with its
// file and line, and right facts pass.
import type { Frontmatter } from '../../lib/content/frontmatter';
import type { PageData } from '../../lib/content/page-data';
import type { TocItem } from '../../lib/content/analyze';
import type { ApiPage } from './page-facts';
import { checkApiPages, checkConfigKeys, checkDefaults, checkParity, checkPluginOptions, valueAt } from './checks';

function page(
  lang: 'en' | 'zh',
  route: string,
  frontmatter: Frontmatter,
  toc: Array<[number, string, string?]> = [],
  h1?: string,
): PageData {
  const relative = `${route.replace(/^\//, '').replace(/\/$/, '/index')}.mdx`;
  return {
    pagePath: `content/${lang}/${relative}`,
    routePath: lang === 'en' ? route : `/zh${route}`,
    route,
    pageType: 'doc',
    title: h1 ?? 'x',
    frontmatter,
    toc: toc.map(([depth, text, id]): TocItem => ({ depth, text, id: id ?? text.toLowerCase(), charIndex: -1 })),
    anchors: [],
    hasH1: h1 !== undefined,
    h1,
    lang,
    version: '',
    feeds: [],
    _relativePath: `${lang}/${relative}`,
  };
}

const lines = (...l: string[]) => l.join('\n');
const messages = (errors: Array<{ message: string }>) => errors.map((e) => e.message);

describe('checkConfigKeys', () => {
  const types = { hasConfigKey: (key: string) => ['output.minify', 'mode'].includes(key) };
  const source = lines('---', 'configKey: output.minfy', '---', '', '# output.minify');
  const sources = new Map([['content/en/config/output/minfy.mdx', source]]);

  it('passes a page whose key exists and is its h1', () => {
    expect(
      checkConfigKeys(
        [page('en', '/config/output/minify', { configKey: 'output.minify' }, [], 'output.minify')],
        types,
        new Map(),
      ),
    ).toEqual([]);
  });

  it('fails a key the type does not have, an h1 that is not the key, and a config page without a key', () => {
    const pages = [
      page('en', '/config/output/minfy', { configKey: 'output.minfy' }, [], 'output.minify'),
      page('en', '/config/mode', {}, [], 'mode'),
      page('en', '/config/', {}, [], 'Config overview'),
    ];
    expect(messages(checkConfigKeys(pages, types, sources))).toEqual([
      'content/en/config/output/minfy.mdx:2: configKey "output.minfy" is not an option of RsbuildConfig in @rsbuild/core',
      'content/en/config/output/minfy.mdx:5: the h1 of a config page is its key: write "# output.minfy" instead of "# output.minify"',
      'content/en/config/mode.mdx:1: config page without configKey: add the option it documents to the frontmatter (configKey: output.minify)',
    ]);
  });
});

describe('checkDefaults', () => {
  const real = {
    development: {
      mode: 'development',
      output: { minify: true, sourceMap: { js: undefined, css: false } },
      server: { cors: { origin: /^x$/ } },
    },
    production: {
      mode: 'production',
      output: { minify: true, sourceMap: { js: undefined, css: false } },
      server: { cors: { origin: /^x$/ } },
    },
  };
  const config = (key: string, fm: Partial<Frontmatter>) =>
    page('en', `/config/${key.replace('.', '/')}`, { configKey: key, ...fm }, [], key);

  it('compares each literal with the real default in both modes, and lists defaults in words as unchecked', () => {
    const pages = [
      config('output.minify', { configDefault: 'true' }),
      config('output.sourceMap', {
        configDefault: '{ js: undefined, css: false }',
        configDefaultText: 'words shown instead',
      }),
      config('server.cors', { configDefault: '{ origin: /^x$/ }' }),
      config('mode', { configDefault: { development: "'development'", production: "'production'" } }),
      config('output.cleanDistPath', { configDefault: 'undefined' }),
      config('root', { configDefaultText: '`process.cwd()`' }),
    ];
    const result = checkDefaults(pages, real, new Map());
    expect(messages(result.errors)).toEqual([]);
    expect(result.checked.map((p) => p.frontmatter.configKey)).toEqual([
      'output.minify',
      'output.sourceMap',
      'server.cors',
      'mode',
      'output.cleanDistPath',
    ]);
    expect(result.unchecked.map((p) => p.frontmatter.configKey)).toEqual(['root']);
  });

  it('fails a wrong default with the real one, per mode, at the line of the field', () => {
    const wrong = config('output.minify', { configDefault: 'false' });
    const modes = config('mode', { configDefault: { development: "'development'", production: "'none'" } });
    const sources = new Map([
      [wrong.pagePath, lines('---', 'configKey: output.minify', 'configDefault: false', '---')],
    ]);
    expect(messages(checkDefaults([wrong, modes], real, sources).errors)).toEqual([
      'content/en/config/output/minify.mdx:3: configDefault false is not the default of output.minify in development: @rsbuild/core uses true',
      'content/en/config/output/minify.mdx:3: configDefault false is not the default of output.minify in production: @rsbuild/core uses true',
      "content/en/config/mode.mdx:1: configDefault.production 'none' is not the default of mode in production: @rsbuild/core uses 'production'",
    ]);
  });

  it('fails a default that is not a literal, and a page with no default at all', () => {
    const pages = [config('output.minify', { configDefault: 'isProd()' }), config('output.filename', {})];
    expect(messages(checkDefaults(pages, real, new Map()).errors)).toEqual([
      'content/en/config/output/minify.mdx:1: configDefault: "isProd()" is not a literal; write the default in words in configDefaultText instead: isProd()',
      'content/en/config/output/filename.mdx:1: config page without a default: add configDefault (a literal) or configDefaultText (words)',
    ]);
  });
});

describe('valueAt', () => {
  it('follows a dotted key path and stops at a missing part', () => {
    expect(valueAt({ a: { b: { c: 1 } } }, 'a.b.c')).toBe(1);
    expect(valueAt({ a: { b: 1 } }, 'a.x.c')).toBeUndefined();
    expect(valueAt({ a: null }, 'a.b')).toBeUndefined();
  });
});

describe('checkPluginOptions', () => {
  const types = {
    pluginOptions: (pkg: string) =>
      pkg === '@rsbuild/plugin-sass'
        ? ['include', 'exclude', 'rewriteUrls']
        : { error: `package ${pkg} is not installed or has no types` },
  };
  const toc: Array<[number, string, string?]> = [
    [2, 'Install'],
    [2, 'Options', 'options'],
    [3, 'include'],
    [3, 'exclude'],
    [3, 'rewriteUrl'],
    [2, 'FAQ'],
    [3, 'Why'],
  ];
  const source = lines(
    '---',
    "pluginPackage: '@rsbuild/plugin-sass'",
    '---',
    '# Sass plugin',
    '## Install',
    '## Options {#options}',
    '### include',
    '### exclude',
    '### `rewriteUrl`',
    '## FAQ',
    '### Why',
  );
  const sass = page('en', '/plugins/list/plugin-sass', { pluginPackage: '@rsbuild/plugin-sass' }, toc);

  it('fails an option heading the plugin does not have, and reports options the page misses', () => {
    expect(messages(checkPluginOptions([sass], types, new Map([[sass.pagePath, source]])))).toEqual([
      'content/en/plugins/list/plugin-sass.mdx:9: "### rewriteUrl" is not an option of @rsbuild/plugin-sass (its options: include, exclude, rewriteUrls)',
      'content/en/plugins/list/plugin-sass.mdx:6: options of @rsbuild/plugin-sass without a "###" heading: rewriteUrls',
    ]);
  });

  it('passes a page that documents exactly the options, and fails an unknown package', () => {
    const right = page('en', '/plugins/list/plugin-sass', { pluginPackage: '@rsbuild/plugin-sass' }, [
      [2, 'Options', 'options'],
      [3, 'include'],
      [3, 'exclude'],
      [3, 'rewriteUrls'],
    ]);
    expect(checkPluginOptions([right], types, new Map())).toEqual([]);
    const unknown = page('en', '/plugins/list/plugin-x', { pluginPackage: '@rsbuild/plugin-x' });
    expect(messages(checkPluginOptions([unknown], types, new Map()))).toEqual([
      'content/en/plugins/list/plugin-x.mdx:1: package @rsbuild/plugin-x is not installed or has no types',
    ]);
  });
});

describe('checkApiPages', () => {
  const none: string[] = [];
  const api = {
    hooks: ['onBeforeBuild', 'onExit'],
    pluginApi: none,
    coreValues: ['createRsbuild', 'version'],
    coreExports: ['createRsbuild', 'version', 'RsbuildConfig', 'BuildOptions'],
    instance: ['build', 'context'],
    devServer: ['listen', 'close'],
    environmentContext: none,
    environmentApi: none,
  };
  const specs: ApiPage[] = [
    { route: '/plugins/dev/hooks', depth: 3, names: 'hooks', match: 'exact' },
    { route: '/api/core', depth: 2, names: 'coreValues', match: 'exact' },
    { route: '/api/instance', depth: 3, prefix: 'rsbuild.', names: 'instance', match: 'exact' },
    { route: '/api/server', section: 'server-object', depth: 3, names: 'devServer', match: 'exact' },
    { route: '/api/types', depth: 3, names: 'coreExports', match: 'some' },
  ];
  const right = [
    page('en', '/plugins/dev/hooks', {}, [
      [2, 'Build hooks'],
      [3, 'onBeforeBuild'],
      [2, 'Process'],
      [3, 'onExit'],
    ]),
    page('en', '/api/core', {}, [
      [2, 'createRsbuild'],
      [3, 'Options'],
      [2, 'version'],
    ]),
    page('en', '/api/instance', {}, [
      [2, 'Build'],
      [3, 'rsbuild.build'],
      [2, 'Properties'],
      [3, 'rsbuild.context'],
    ]),
    page('en', '/api/server', {}, [
      [2, 'Usage'],
      [3, 'Step one'],
      [2, 'The server object', 'server-object'],
      [3, 'listen'],
      [3, 'close'],
      [2, 'Example'],
      [3, 'More'],
    ]),
    page('en', '/api/types', {}, [
      [3, 'RsbuildConfig'],
      [3, 'Section types'],
      [3, 'BuildOptions, version'],
    ]),
  ];

  it('passes pages that document exactly what the package has', () => {
    expect(checkApiPages(right, api, new Map(), specs)).toEqual([]);
  });

  it('fails names the package lacks and reports the ones the pages miss', () => {
    const wrong = [
      page('en', '/plugins/dev/hooks', {}, [
        [3, 'onBeforeBuild'],
        [3, 'onAfterEverything'],
      ]),
      page('en', '/api/core', {}, [
        [2, 'createRsbuild'],
        [2, 'version'],
        [2, 'build'],
      ]),
      page('en', '/api/instance', {}, [
        [3, 'rsbuild.build'],
        [3, 'build context'],
      ]),
      page('en', '/api/server', {}, [
        [3, 'listen'],
        [2, 'The server object', 'server-object'],
        [3, 'listen'],
        [3, 'open'],
      ]),
      page('en', '/api/types', {}, [
        [3, 'RsbuildConfig, RsbuildConfigs'],
        [3, 'Section types'],
      ]),
    ];
    const sources = new Map([
      [wrong[0].pagePath, lines('# Hooks', '### onBeforeBuild', '### onAfterEverything')],
      [
        wrong[3].pagePath,
        lines('# Server', '### listen', '### open', '## The server object {#server-object}', '### listen', '### open'),
      ],
    ]);
    expect(messages(checkApiPages(wrong, api, sources, specs))).toEqual([
      'content/en/plugins/dev/hooks.mdx:3: "### onAfterEverything" is not a hook of RsbuildPluginAPI',
      'content/en/plugins/dev/hooks.mdx:1: hooks of RsbuildPluginAPI without a "###" heading: onExit',
      'content/en/api/core.mdx:1: "## build" is not a value export of @rsbuild/core',
      'content/en/api/instance.mdx:1: "### build context": every ### here names a member of RsbuildInstance as rsbuild.<name>',
      'content/en/api/instance.mdx:1: members of RsbuildInstance without a "###" heading: rsbuild.context',
      'content/en/api/server.mdx:6: "### open" is not a member of RsbuildDevServer',
      'content/en/api/server.mdx:4: members of RsbuildDevServer without a "###" heading: close',
      'content/en/api/types.mdx:1: "RsbuildConfigs" in "### RsbuildConfig, RsbuildConfigs" is not an export of @rsbuild/core',
    ]);
  });

  it('fails when a page or section the checks read is missing', () => {
    const noSection = page('en', '/api/server', {}, [
      [2, 'Usage'],
      [3, 'listen'],
    ]);
    expect(messages(checkApiPages([...right.slice(1, 3), noSection, right[4]], api, new Map(), specs))).toEqual([
      'content/*/plugins/dev/hooks.mdx: page missing: the facts checks read it',
      'content/en/api/server.mdx:1: no "## ... {#server-object}" section for the members of RsbuildDevServer',
    ]);
  });
});

describe('checkParity', () => {
  const fm: Frontmatter = { configKey: 'output.minify', configType: 'boolean', configDefault: 'true' };

  it('passes twins with the same facts and headings, whatever their prose', () => {
    const pages = [
      page('en', '/config/output/minify', { ...fm, configDefaultText: 'on' }),
      page('zh', '/config/output/minify', { ...fm, configDefaultText: '开启' }),
      page('en', '/plugins/dev/hooks', {}, [
        [2, 'Build hooks'],
        [3, 'onBeforeBuild'],
      ]),
      page('zh', '/plugins/dev/hooks', {}, [
        [2, '构建钩子'],
        [3, 'onBeforeBuild'],
      ]),
    ];
    expect(checkParity(pages, new Map())).toEqual([]);
  });

  it('fails a twin whose frontmatter facts or option headings differ', () => {
    const pages = [
      page('en', '/config/output/minify', { ...fm, configDefaultText: 'on' }),
      page('zh', '/config/output/minify', { ...fm, configDefault: 'false' }),
      page('en', '/plugins/list/plugin-sass', { pluginPackage: '@rsbuild/plugin-sass' }, [
        [2, 'Options', 'options'],
        [3, 'include'],
        [3, 'exclude'],
      ]),
      page('zh', '/plugins/list/plugin-sass', { pluginPackage: '@rsbuild/plugin-sass' }, [
        [2, '选项', 'options'],
        [3, 'exclude'],
        [3, 'include'],
      ]),
    ];
    const sources = new Map([
      ['content/zh/config/output/minify.mdx', lines('---', 'configKey: output.minify', 'configDefault: false')],
    ]);
    expect(messages(checkParity(pages, sources))).toEqual([
      'content/zh/config/output/minify.mdx:3: configDefault "false" differs from content/en/config/output/minify.mdx: "true"',
      'content/zh/config/output/minify.mdx:1: configDefaultText is missing here but not in content/en/config/output/minify.mdx',
      'content/zh/plugins/list/plugin-sass.mdx:1: the "###" names exclude, include differ from content/en/plugins/list/plugin-sass.mdx: include, exclude',
    ]);
  });
});
