import { breakPieces, breaksBeforeCode, identifierPieces, keptOnOneLine, flagPieces, SIDEBAR_PIECES } from './line-breaks';

describe('identifierPieces', () => {
  it('cuts a long identifier after its dots and between the words of its camel case', () => {
    expect(identifierPieces('performance.removeMomentLocale')).toEqual(['performance.', 'remove', 'Moment', 'Locale']);
    expect(identifierPieces('rsbuild.onBeforeCreateCompiler')).toEqual(['rsbuild.', 'on', 'Before', 'Create', 'Compiler']);
    expect(identifierPieces('import.meta.env.BASE_URL')).toEqual(['import.', 'meta.', 'env.', 'BASE_', 'URL']);
    expect(identifierPieces('__VUE_PROD_HYDRATION_MISMATCH_DETAILS__')).toEqual(['__VUE_', 'PROD_', 'HYDRATION_', 'MISMATCH_', 'DETAILS__']);
    expect(identifierPieces('node_modules/.pnpm/react@19.1.0/node_modules')).toEqual(['node_', 'modules/', '.pnpm/', 'react@19.1.0/', 'node_', 'modules']);
  });
  it('cuts paths, URLs and chained calls at their slashes and dots', () => {
    expect(identifierPieces('node_modules/.pnpm/<name>@<version>/', { camelCase: false })).toEqual(['node_modules/', '.pnpm/', '<name>@<version>/']);
    expect(identifierPieces('https://cdn.example.com/icon.png')).toEqual(['https://cdn.', 'example.com/', 'icon.png']);
    expect(identifierPieces("chain.module.rule('css').use('lightningcss')")).toEqual(['chain.', 'module.', "rule('css').", "use('lightningcss')"]);
  });
  it('cuts after the dots alone without camelCase', () => {
    expect(identifierPieces('performance.removeMomentLocale', { camelCase: false })).toEqual(['performance.', 'removeMomentLocale']);
    expect(identifierPieces('rsbuild.onBeforeCreateCompiler', { camelCase: false })).toEqual(['rsbuild.', 'onBeforeCreateCompiler']);
  });
  it('leaves identifiers shorter than minLength whole', () => {
    expect(identifierPieces('dev.setupMiddlewares', { camelCase: false, minLength: 25 })).toEqual(['dev.setupMiddlewares']);
    expect(identifierPieces('performance.removeConsole', { camelCase: false, minLength: 25 })).toEqual(['performance.', 'removeConsole']);
  });
  it('keeps the text around it whole, and the text itself unchanged', () => {
    const heading = 'Use performance.removeMomentLocale with moment 2';
    expect(identifierPieces(heading)).toEqual(['Use performance.', 'remove', 'Moment', 'Locale with moment 2']);
    expect(identifierPieces(heading).join('')).toBe(heading);
  });
  it('leaves short identifiers, prose, versions and Chinese alone', () => {
    for (const text of ['output.minify', 'dev.assetPrefix', 'Getting started with React', 'v1.4.0-beta.1', '使用 performance 配置', 'PUBLIC_API_URL', 'https://rsbuild.rs']) {
      expect(identifierPieces(text)).toEqual([text]);
    }
  });
});

describe('breaksBeforeCode', () => {
  it('puts a break point between Chinese text and code that no line could start with otherwise', () => {
    expect(breaksBeforeCode('扩展名可以是 .ts、', '.cts')).toBe(true);
    expect(breaksBeforeCode('可选值为 ', "'info'")).toBe(false);
    expect(breaksBeforeCode('可选值为', "'optimize-count'")).toBe(true);
    expect(breaksBeforeCode('位于', '/public')).toBe(true);
    expect(breaksBeforeCode('。', '.env.local')).toBe(true);
  });
  it('leaves code a browser may break before anyway, and text where a line may not end', () => {
    expect(breaksBeforeCode('、', 'rsbuild.config.ts')).toBe(false);
    expect(breaksBeforeCode('(', '.ts')).toBe(false);
    expect(breaksBeforeCode('（', "'silent'")).toBe(false);
    expect(breaksBeforeCode('extensions ', '.ts')).toBe(false);
    expect(breaksBeforeCode('the', '.ts')).toBe(false);
  });
});

describe('keptOnOneLine', () => {
  it('keeps labels of six characters or fewer and single Latin words of twelve or fewer', () => {
    for (const text of ['提供方', ' 自定义中间件 ', 'h + 回车', '2024-09-10', 'react-dom', '--verbose', "'2022-03'"]) expect(keptOnOneLine(text)).toBe(true);
  });
  it('lets longer, spaced, Chinese or empty cells wrap', () => {
    for (const text of ['', '   ', '开发服务器的端口', 'Rsbuild 1.0', 'tree-shaking-x', '一二三四五六七八九']) expect(keptOnOneLine(text)).toBe(false);
  });
});

describe('flagPieces', () => {
  it('cuts out each flag, from its dashes to the end of its name', () => {
    expect(flagPieces('-o, --open [url]')).toEqual([
      { text: '-o', flag: true },
      { text: ', ', flag: false },
      { text: '--open', flag: true },
      { text: ' [url]', flag: false },
    ]);
    expect(flagPieces('rsbuild build --config-loader native')).toEqual([
      { text: 'rsbuild build ', flag: false },
      { text: '--config-loader', flag: true },
      { text: ' native', flag: false },
    ]);
  });
  it('leaves dashes inside words, numbers and text without flags alone', () => {
    for (const text of ['vue-tsc', 'a - b', '-1', 'x--y', 'output.minify']) expect(flagPieces(text)).toEqual([{ text, flag: false }]);
  });
});

describe('breakPieces', () => {
  it('gives the pieces only of a text that has a break point', () => {
    expect(breakPieces('performance.removeMomentLocale', SIDEBAR_PIECES)).toEqual({ pieces: ['performance.', 'removeMomentLocale'] });
    expect(breakPieces('dev.setupMiddlewares', SIDEBAR_PIECES)).toEqual({});
    expect(breakPieces('Getting started')).toEqual({});
  });
});
