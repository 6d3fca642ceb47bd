// The Rsbuild docs' configuration: one instance of lib/config/schema.ts (the fixture site is the other,
// e2e/fixture-site/site-config.ts). Code reads it as `siteConfig` from lib/site-config.ts.
import type { MessageKey } from '../i18n';
import { siteBase } from '../site-base.js';
import { defineSiteConfig, type SidebarItem } from './schema';

const link = (path: string): SidebarItem => ({ kind: 'link', link: path });
const links = (base: string, names: string[]) => names.map((name) => link(`${base}${name}`));
const group = (text: MessageKey, items: SidebarItem[], extra: { link?: string } = {}): SidebarItem => ({
  kind: 'group',
  text,
  items,
  collapsible: true,
  collapsed: false,
  ...extra,
});

const guide: SidebarItem[] = [
  group('sidebar.guide.start', [
    link('/guide/start/'),
    ...links('/guide/start/', ['quick-start', 'features', 'glossary']),
  ]),
  group('sidebar.guide.framework', links('/guide/framework/', ['react', 'vue', 'preact', 'svelte', 'solid'])),
  group(
    'sidebar.guide.basic',
    links('/guide/basic/', [
      'cli',
      'server',
      'output-files',
      'static-assets',
      'html-template',
      'json-files',
      'typescript',
      'wasm-assets',
      'web-workers',
      'static-deploy',
      'upgrade-rsbuild',
    ]),
  ),
  group('sidebar.guide.configuration', links('/guide/configuration/', ['rsbuild', 'rspack', 'swc'])),
  group(
    'sidebar.guide.styling',
    links('/guide/styling/', ['css-usage', 'css-modules', 'css-in-js', 'tailwindcss', 'tailwindcss-v3', 'unocss']),
  ),
  group(
    'sidebar.guide.advanced',
    links('/guide/advanced/', [
      'alias',
      'env-vars',
      'hmr',
      'browserslist',
      'browser-compatibility',
      'environments',
      'module-federation',
      'ssr',
    ]),
  ),
  group(
    'sidebar.guide.optimization',
    links('/guide/optimization/', ['build-performance', 'code-splitting', 'optimize-bundle', 'inline-assets']),
  ),
  group(
    'sidebar.guide.migration',
    links('/guide/migration/', ['webpack', 'cra', 'vue-cli', 'vite', 'modern-builder', 'rsbuild-0-x']),
  ),
  group('sidebar.guide.debug', links('/guide/debug/', ['debug-mode', 'build-profiling', 'rsdoctor'])),
  group('sidebar.guide.faq', links('/guide/faq/', ['general', 'features', 'exceptions', 'hmr'])),
];

const config: SidebarItem[] = [
  link('/config/'),
  ...links('/config/', ['root', 'mode', 'plugins', 'log-level', 'environments']),
  group(
    'sidebar.config.dev',
    links('/config/dev/', [
      'asset-prefix',
      'cli-shortcuts',
      'client',
      'hmr',
      'lazy-compilation',
      'live-reload',
      'progress-bar',
      'setup-middlewares',
      'watch-files',
      'write-to-disk',
    ]),
  ),
  group('sidebar.config.resolve', links('/config/resolve/', ['alias', 'alias-strategy', 'dedupe', 'extensions'])),
  group(
    'sidebar.config.source',
    links('/config/source/', [
      'assets-include',
      'decorators',
      'define',
      'entry',
      'exclude',
      'include',
      'pre-entry',
      'transform-import',
      'tsconfig-path',
    ]),
  ),
  group(
    'sidebar.config.output',
    links('/config/output/', [
      'asset-prefix',
      'charset',
      'clean-dist-path',
      'copy',
      'css-modules',
      'data-uri-limit',
      'dist-path',
      'emit-assets',
      'emit-css',
      'externals',
      'filename',
      'filename-hash',
      'inject-styles',
      'inline-scripts',
      'inline-styles',
      'legal-comments',
      'manifest',
      'minify',
      'override-browserslist',
      'polyfill',
      'source-map',
      'target',
    ]),
  ),
  group(
    'sidebar.config.html',
    links('/config/html/', [
      'app-icon',
      'crossorigin',
      'favicon',
      'inject',
      'meta',
      'mount-id',
      'output-structure',
      'script-loading',
      'tags',
      'template',
      'template-parameters',
      'title',
    ]),
  ),
  group(
    'sidebar.config.server',
    links('/config/server/', [
      'base',
      'compress',
      'cors',
      'headers',
      'history-api-fallback',
      'host',
      'html-fallback',
      'https',
      'middleware-mode',
      'open',
      'port',
      'print-urls',
      'proxy',
      'public-dir',
      'strict-port',
    ]),
  ),
  group('sidebar.config.security', links('/config/security/', ['nonce', 'sri'])),
  group(
    'sidebar.config.tools',
    links('/config/tools/', [
      'bundler-chain',
      'css-extract',
      'css-loader',
      'html-plugin',
      'lightningcss-loader',
      'postcss',
      'rspack',
      'style-loader',
      'swc',
    ]),
  ),
  group(
    'sidebar.config.performance',
    links('/config/performance/', [
      'build-cache',
      'bundle-analyze',
      'chunk-split',
      'dns-prefetch',
      'preconnect',
      'prefetch',
      'preload',
      'print-file-size',
      'profile',
      'remove-console',
      'remove-moment-locale',
    ]),
  ),
  group('sidebar.config.moduleFederation', [link('/config/module-federation/options')]),
];

const plugins: SidebarItem[] = [
  group('sidebar.plugins.list', [
    link('/plugins/list/'),
    ...links('/plugins/list/plugin-', [
      'react',
      'vue',
      'preact',
      'svelte',
      'solid',
      'babel',
      'sass',
      'less',
      'stylus',
      'svgr',
    ]),
  ]),
  group('sidebar.plugins.dev', [link('/plugins/dev/'), ...links('/plugins/dev/', ['core', 'hooks'])]),
  { kind: 'divider', dividerType: 'dashed' },
  // Community plugins live outside these docs.
  { kind: 'external', text: 'sidebar.plugins.community', link: 'https://github.com/web-infra-dev/awesome-rspack' },
];

const api: SidebarItem[] = [
  group('sidebar.api.start', [link('/api/start/')]),
  group(
    'sidebar.api.javascript',
    links('/api/javascript-api/', ['core', 'instance', 'dev-server-api', 'environment-api', 'types']),
  ),
];

const community: SidebarItem[] = [
  link('/community/'),
  group('sidebar.community.releases', [
    link('/community/releases/'),
    ...links('/community/releases/', ['v1-0', 'v0-7', 'v0-6', 'v0-5', 'v0-4', 'v0-3', 'v0-2', 'v0-1']),
  ]),
];

export default defineSiteConfig({
  title: 'Rsbuild',
  siteUrl: 'https://rsbuild.rs',
  /** The path the site is published under, `/` or `/docs/`: set in lib/site-base.js or with SITE_BASE. */
  base: siteBase,
  defaultLang: 'en',
  langs: [
    { lang: 'en', label: 'English', htmlLang: 'en', ogLocale: 'en_US', prefix: '' },
    { lang: 'zh', label: '简体中文', htmlLang: 'zh-CN', ogLocale: 'zh_CN', prefix: '/zh' },
  ],
  icon: '/rsbuild-logo.svg',
  logo: { light: '/rsbuild-logo.svg', dark: '/rsbuild-logo.svg' },
  logoText: 'Rsbuild',
  assetsBaseUrl: process.env.NEXT_PUBLIC_ASSETS_BASE_URL ?? '',
  repoUrl: 'https://github.com/web-infra-dev/rsbuild',
  editLink: { docRepoBaseUrl: 'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs' },
  nav: [
    { text: 'nav.guide', link: '/guide/start/', activeMatch: '/guide/' },
    { text: 'nav.config', link: '/config/', activeMatch: '/config/' },
    { text: 'nav.plugin', link: '/plugins/list/', activeMatch: '/plugins/' },
    { text: 'nav.api', link: '/api/start/', activeMatch: '/api/' },
    { text: 'nav.community', link: '/community/', activeMatch: '/community/' },
    {
      text: 'nav.version',
      items: [
        { text: 'nav.changelog', link: 'https://github.com/web-infra-dev/rsbuild/releases' },
        { text: 'nav.v0Docs', link: 'https://v0.rsbuild.rs' },
      ],
    },
  ],
  sidebars: {
    '/guide/': guide,
    '/config/': config,
    '/plugins/': plugins,
    '/api/': api,
    '/community/': community,
  },
  socialLinks: [
    { icon: 'github', label: 'social.github', link: 'https://github.com/web-infra-dev/rsbuild' },
    { icon: 'x', label: 'social.x', link: 'https://x.com/rspack_dev' },
    { icon: 'discord', label: 'social.discord', link: 'https://discord.gg/XsaKEEk4mW' },
    { icon: 'bluesky', label: 'social.bluesky', link: 'https://bsky.app/profile/rspack.dev' },
  ],
  /** Old paths (docs/behaviour.md §2.7). */
  redirects: [
    { from: '/config/source/alias', to: '/config/resolve/alias' },
    { from: '/config/source/alias-strategy', to: '/config/resolve/alias-strategy' },
    ...['css-usage', 'css-modules', 'tailwindcss', 'tailwindcss-v3', 'unocss'].map((name) => ({
      from: `/guide/basic/${name}`,
      to: `/guide/styling/${name}`,
    })),
    ...['rspack', 'rsbuild', 'swc'].map((name) => ({
      from: `/guide/basic/configure-${name}`,
      to: `/guide/configuration/${name}`,
    })),
    { from: '/plugins/list/plugin-assets-retry', to: 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry' },
    // Plugins that moved out of the main repository before 1.0 and are documented in their own.
    {
      pattern: '^/plugins/list/plugin-(type-check|image-compress|check-syntax|node-polyfill)$',
      to: 'https://github.com/rspack-contrib/rsbuild-plugin-$1',
    },
  ],
  announcement: {
    id: 'v1-0',
    text: 'announcement.text',
    link: '/community/releases/v1-0',
    pages: ['/', '/guide/*'],
  },
});
