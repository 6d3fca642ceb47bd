// The one typed site configuration: locales, nav, sidebars, links. Language-neutral: every text
// shown to readers is an i18n key (lib/i18n.ts) or comes from the pages themselves.
import type { MessageKey } from './i18n';
import type { Redirect } from './redirects';
import type { Announcement } from './announcement';
import { siteBase } from './site-base.js';
import { fixtureSite } from '../e2e/fixture-site/site-config';

export type Lang = 'en' | 'zh';

export interface Locale {
  lang: Lang;
  label: string;
  /** The value of `<html lang>` and of feed languages. */
  htmlLang: string;
  /** Open Graph's `og:locale`, language_TERRITORY. */
  ogLocale: string;
  /** The route prefix; empty for the default language. */
  prefix: string;
}

export interface NavItem {
  text: MessageKey;
  link?: string;
  /** Paths whose pages mark this item active, as a route prefix. */
  activeMatch?: string;
  position?: 'left' | 'right';
  items?: NavItem[];
}

export type SidebarItem =
  | { kind: 'link'; link: string; tag?: MessageKey }
  | { kind: 'group'; text: MessageKey; link?: string; items: SidebarItem[]; collapsible?: boolean; collapsed?: boolean; tag?: MessageKey }
  | { kind: 'divider'; dividerType?: 'solid' | 'dashed' }
  | { kind: 'section'; text: MessageKey; tag?: MessageKey }
  | { kind: 'external'; text: MessageKey; link: string };

export interface SocialLink {
  icon: 'github' | 'x' | 'discord' | 'bluesky';
  label: MessageKey;
  link: string;
}

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
  group('sidebar.guide.start', [link('/guide/start/'), ...links('/guide/start/', ['quick-start', 'features', 'glossary'])]),
  group('sidebar.guide.framework', links('/guide/framework/', ['react', 'vue', 'preact', 'svelte', 'solid'])),
  group('sidebar.guide.basic', links('/guide/basic/', ['cli', 'server', 'output-files', 'static-assets', 'html-template', 'json-files', 'typescript', 'wasm-assets', 'web-workers', 'static-deploy', 'upgrade-rsbuild'])),
  group('sidebar.guide.configuration', links('/guide/configuration/', ['rsbuild', 'rspack', 'swc'])),
  group('sidebar.guide.styling', links('/guide/styling/', ['css-usage', 'css-modules', 'css-in-js', 'tailwindcss', 'tailwindcss-v3', 'unocss'])),
  group('sidebar.guide.advanced', links('/guide/advanced/', ['alias', 'env-vars', 'hmr', 'browserslist', 'browser-compatibility', 'environments', 'module-federation', 'ssr'])),
  group('sidebar.guide.optimization', links('/guide/optimization/', ['build-performance', 'code-splitting', 'optimize-bundle', 'inline-assets'])),
  group('sidebar.guide.migration', links('/guide/migration/', ['webpack', 'cra', 'vue-cli', 'vite', 'modern-builder', 'rsbuild-0-x'])),
  group('sidebar.guide.debug', links('/guide/debug/', ['debug-mode', 'build-profiling', 'rsdoctor'])),
  group('sidebar.guide.faq', links('/guide/faq/', ['general', 'features', 'exceptions', 'hmr'])),
];

const config: SidebarItem[] = [
  link('/config/'),
  ...links('/config/', ['root', 'mode', 'plugins', 'log-level', 'environments']),
  group('sidebar.config.dev', links('/config/dev/', ['asset-prefix', 'cli-shortcuts', 'client', 'hmr', 'lazy-compilation', 'live-reload', 'progress-bar', 'setup-middlewares', 'watch-files', 'write-to-disk'])),
  group('sidebar.config.resolve', links('/config/resolve/', ['alias', 'alias-strategy', 'dedupe', 'extensions'])),
  group('sidebar.config.source', links('/config/source/', ['assets-include', 'decorators', 'define', 'entry', 'exclude', 'include', 'pre-entry', 'transform-import', 'tsconfig-path'])),
  group('sidebar.config.output', links('/config/output/', ['asset-prefix', 'charset', 'clean-dist-path', 'copy', 'css-modules', 'data-uri-limit', 'dist-path', 'emit-assets', 'emit-css', 'externals', 'filename', 'filename-hash', 'inject-styles', 'inline-scripts', 'inline-styles', 'legal-comments', 'manifest', 'minify', 'override-browserslist', 'polyfill', 'source-map', 'target'])),
  group('sidebar.config.html', links('/config/html/', ['app-icon', 'crossorigin', 'favicon', 'inject', 'meta', 'mount-id', 'output-structure', 'script-loading', 'tags', 'template', 'template-parameters', 'title'])),
  group('sidebar.config.server', links('/config/server/', ['base', 'compress', 'cors', 'headers', 'history-api-fallback', 'host', 'html-fallback', 'https', 'middleware-mode', 'open', 'port', 'print-urls', 'proxy', 'public-dir', 'strict-port'])),
  group('sidebar.config.security', links('/config/security/', ['nonce', 'sri'])),
  group('sidebar.config.tools', links('/config/tools/', ['bundler-chain', 'css-extract', 'css-loader', 'html-plugin', 'lightningcss-loader', 'postcss', 'rspack', 'style-loader', 'swc'])),
  group('sidebar.config.performance', links('/config/performance/', ['build-cache', 'bundle-analyze', 'chunk-split', 'dns-prefetch', 'preconnect', 'prefetch', 'preload', 'print-file-size', 'profile', 'remove-console', 'remove-moment-locale'])),
  group('sidebar.config.moduleFederation', [link('/config/module-federation/options')]),
];

const plugins: SidebarItem[] = [
  group('sidebar.plugins.list', [link('/plugins/list/'), ...links('/plugins/list/plugin-', ['react', 'vue', 'preact', 'svelte', 'solid', 'babel', 'sass', 'less', 'stylus', 'svgr'])]),
  group('sidebar.plugins.dev', [link('/plugins/dev/'), ...links('/plugins/dev/', ['core', 'hooks'])]),
  { kind: 'divider', dividerType: 'dashed' },
  // Community plugins live outside these docs.
  { kind: 'external', text: 'sidebar.plugins.community', link: 'https://github.com/web-infra-dev/awesome-rspack' },
];

const api: SidebarItem[] = [
  group('sidebar.api.start', [link('/api/start/')]),
  group('sidebar.api.javascript', links('/api/javascript-api/', ['core', 'instance', 'dev-server-api', 'environment-api', 'types'])),
];

const community: SidebarItem[] = [
  link('/community/'),
  group('sidebar.community.releases', [link('/community/releases/'), ...links('/community/releases/', ['v1-0', 'v0-7', 'v0-6', 'v0-5', 'v0-4', 'v0-3', 'v0-2', 'v0-1'])]),
];

const rsbuildSite = {
  title: 'Rsbuild',
  /** The origin the site is published at; canonical URLs and feeds are built on it and `base`. */
  siteUrl: 'https://rsbuild.rs',
  /** The path the site is published under, `/` or `/docs/`: set in lib/site-base.js or with SITE_BASE. */
  base: siteBase,
  defaultLang: 'en' as Lang,
  locales: [
    { lang: 'en', label: 'English', htmlLang: 'en', ogLocale: 'en_US', prefix: '' },
    { lang: 'zh', label: '简体中文', htmlLang: 'zh-CN', ogLocale: 'zh_CN', prefix: '/zh' },
  ] satisfies Locale[],
  /** The favicon, below public/. Without one a browser asks for /favicon.ico, outside a subpath base. */
  icon: '/rsbuild-logo.svg',
  logo: { light: '/rsbuild-logo.svg', dark: '/rsbuild-logo.svg' },
  logoText: 'Rsbuild',
  /** Base URL of the images in public/ when a CDN serves them in production; empty: the site serves them. */
  assetsBaseUrl: process.env.NEXT_PUBLIC_ASSETS_BASE_URL ?? '',
  /** What opens the toolchain switcher next to the logo. */
  toolchainTrigger: 'hover' as 'hover' | 'click',
  /** The project's repository: the home page's second button and the search's "let us know" link. Optional. */
  repoUrl: 'https://github.com/web-infra-dev/rsbuild' as string | undefined,
  editLink: { docRepoBaseUrl: 'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs' },
  darkMode: true,
  hideNavbar: 'never' as 'never' | 'always' | 'scroll',
  localeRedirect: 'auto' as 'auto' | 'never',
  markdown: { showLineNumbers: false, defaultWrapCode: false },
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
  ] satisfies NavItem[],
  /** Sidebars by the route prefix of the section they belong to. */
  sidebars: {
    '/guide/': guide,
    '/config/': config,
    '/plugins/': plugins,
    '/api/': api,
    '/community/': community,
  } satisfies Record<string, SidebarItem[]> as Record<string, SidebarItem[]>,
  socialLinks: [
    { icon: 'github', label: 'social.github', link: 'https://github.com/web-infra-dev/rsbuild' },
    { icon: 'x', label: 'social.x', link: 'https://x.com/rspack_dev' },
    { icon: 'discord', label: 'social.discord', link: 'https://discord.gg/XsaKEEk4mW' },
    { icon: 'bluesky', label: 'social.bluesky', link: 'https://bsky.app/profile/rspack.dev' },
  ] satisfies SocialLink[],
  /** How many social links show inline before the rest move into a popup. */
  socialLinksInline: 5,
  /** Old paths (spec 2.7): exact rows get a redirect page in every language; pattern rows are tried by the 404 page. */
  redirects: [
    { from: '/config/source/alias', to: '/config/resolve/alias' },
    { from: '/config/source/alias-strategy', to: '/config/resolve/alias-strategy' },
    ...['css-usage', 'css-modules', 'tailwindcss', 'tailwindcss-v3', 'unocss'].map((name) => ({ from: `/guide/basic/${name}`, to: `/guide/styling/${name}` })),
    ...['rspack', 'rsbuild', 'swc'].map((name) => ({ from: `/guide/basic/configure-${name}`, to: `/guide/configuration/${name}` })),
    { from: '/plugins/list/plugin-assets-retry', to: 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry' },
    // Plugins that moved out of the main repository before 1.0 and are documented in their own.
    { pattern: '^/plugins/list/plugin-(type-check|image-compress|check-syntax|node-polyfill)$', to: 'https://github.com/rspack-contrib/rsbuild-plugin-$1' },
  ] satisfies Redirect[] as Redirect[],
  announcement: {
    id: 'v1-0',
    text: 'announcement.text',
    link: '/community/releases/v1-0',
    pages: ['/', '/guide/*'],
  } satisfies Announcement as Announcement | undefined,
  /** Overview pages (frontmatter `overview: true`) list headings down to this depth. */
  overview: { headersDepth: 2 },
  /** Content images that zoom on click. */
  imageZoom: { selector: '.prose img:not(a img)' },
  enableScrollToTop: true,
};

export type SiteConfig = typeof rsbuildSite;

// The theme also builds a small fixture site with the settings this site does not use (more social links,
// no dark mode, no repository, ...), so that end-to-end tests cover them: e2e/fixture-site/. The choice is
// inlined at build time, so this site's bundles carry none of the fixture's config.
export const siteConfig: SiteConfig = process.env.NEXT_PUBLIC_SITE === 'fixture' ? fixtureSite : rsbuildSite;
