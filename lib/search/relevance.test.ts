// Relevance on the real content: for realistic queries, the page a reader wants is among the first three
// results. The index is built by the same function the build uses to write out/search/<lang>.json.
import path from 'node:path';
import { buildContentIndex } from '../content/content-index';
import { buildSearchIndex } from './build-index';
import { createEngine, type Engine } from './engine';

const QUERIES: Record<'en' | 'zh', Array<[query: string, page: string]>> = {
  en: [
    ['minify', '/config/output/minify'],
    ['proxy', '/config/server/proxy'],
    ['hot module replacement', '/guide/advanced/hmr'],
    ['hmr', '/config/dev/hmr'],
    ['environment variables', '/guide/advanced/env-vars'],
    ['alias', '/config/resolve/alias'],
    ['source map', '/config/output/source-map'],
    ['port', '/config/server/port'],
    ['https', '/config/server/https'],
    ['tailwind', '/guide/styling/tailwindcss'],
    ['css modules', '/guide/styling/css-modules'],
    ['code splitting', '/guide/optimization/code-splitting'],
    ['browserslist', '/guide/advanced/browserslist'],
    ['polyfill', '/config/output/polyfill'],
    ['module federation', '/guide/advanced/module-federation'],
    ['server-side rendering', '/guide/advanced/ssr'],
    ['migrate from webpack', '/guide/migration/webpack'],
    ['vite', '/guide/migration/vite'],
    ['public dir', '/config/server/public-dir'],
    ['lazy compilation', '/config/dev/lazy-compilation'],
    ['chunk split', '/config/performance/chunk-split'],
    ['build cache', '/config/performance/build-cache'],
    ['createRsbuild', '/api/javascript-api/core'],
    ['plugin hooks', '/plugins/dev/hooks'],
    ['svgr', '/plugins/list/plugin-svgr'],
    ['history api fallback', '/config/server/history-api-fallback'],
    ['remove console', '/config/performance/remove-console'],
    ['mini', '/config/output/minify'],
  ],
  zh: [
    ['热更新', '/zh/guide/advanced/hmr'],
    ['环境变量', '/zh/guide/advanced/env-vars'],
    ['proxy', '/zh/config/server/proxy'],
    ['代码压缩', '/zh/config/output/minify'],
    ['别名', '/zh/guide/advanced/alias'],
    ['代码分割', '/zh/guide/optimization/code-splitting'],
    ['按需加载', '/zh/guide/optimization/code-splitting'],
    ['端口', '/zh/config/server/port'],
    ['开发服务器', '/zh/guide/basic/server'],
    ['产物目录', '/zh/guide/basic/output-files'],
    ['静态资源', '/zh/guide/basic/static-assets'],
    ['模块联邦', '/zh/guide/advanced/module-federation'],
    ['服务端渲染', '/zh/guide/advanced/ssr'],
    ['浏览器兼容', '/zh/guide/advanced/browser-compatibility'],
    ['从 webpack 迁移', '/zh/guide/migration/webpack'],
    ['CSS Modules', '/zh/guide/styling/css-modules'],
    ['构建缓存', '/zh/config/performance/build-cache'],
    ['类型检查', '/zh/guide/basic/typescript'],
    ['插件钩子', '/zh/plugins/dev/hooks'],
    ['调试模式', '/zh/guide/debug/debug-mode'],
    ['内联脚本', '/zh/config/output/inline-scripts'],
    ['移除 console', '/zh/config/performance/remove-console'],
    ['预加载', '/zh/config/performance/preload'],
    ['快速上手', '/zh/guide/start/quick-start'],
    ['配置 proxy', '/zh/config/server/proxy'],
  ],
};

const content = buildContentIndex({ contentDir: path.resolve('content'), git: false });
const engines: Partial<Record<'en' | 'zh', Engine>> = {};

describe.each(['en', 'zh'] as const)('relevance (%s)', (lang) => {
  beforeAll(() => {
    engines[lang] = createEngine(buildSearchIndex(content, lang));
  });
  it('has at least 20 queries', () => expect(QUERIES[lang].length).toBeGreaterThanOrEqual(20));
  it.each(QUERIES[lang])('%s -> %s in the first 3', (query, page) => {
    const top = engines[lang]!.search(query, 20).records.slice(0, 3).map((r) => r.url.split('#')[0]);
    expect(top).toContain(page);
  });
});
