// The fixture site's config: the theme's settings that the Rsbuild docs leave unused (more than five
// social links, no dark mode, no repository, a toolchain switcher opened by click, sidebar section
// headers and tags), for the end-to-end tests in e2e/fixture/. Built by scripts/build/fixture-site.sh with
// NEXT_PUBLIC_SITE=fixture, which points the `@site/config` alias here (next.config.mjs).
import { defineSiteConfig, type SidebarItem } from '../../lib/config/schema';

const guide: SidebarItem[] = [
  { kind: 'section', text: 'sidebar.guide.start', tag: 'nav.version' },
  { kind: 'link', link: '/guide/start/' },
  { kind: 'link', link: '/guide/start/quick-start', tag: 'nav.version' },
  { kind: 'divider', dividerType: 'dashed' },
  { kind: 'section', text: 'sidebar.guide.advanced' },
  {
    kind: 'group',
    text: 'sidebar.guide.advanced',
    items: [{ kind: 'link', link: '/guide/advanced/deep' }],
    collapsible: true,
    collapsed: true,
    tag: 'nav.version',
  },
  { kind: 'divider' },
  { kind: 'external', text: 'sidebar.plugins.community', link: 'https://example.com/community' },
];

export const fixtureSite = defineSiteConfig({
  site: 'fixture',
  title: 'Fixture',
  siteUrl: 'https://fixture.example',
  // Left settable: the site under a subpath is built with another base.
  base: '/',
  defaultLang: 'en',
  langs: [
    { lang: 'en', label: 'English', htmlLang: 'en', ogLocale: 'en_US', prefix: '' },
    { lang: 'zh', label: '简体中文', htmlLang: 'zh-CN', ogLocale: 'zh_CN', prefix: '/zh' },
  ],
  logo: { light: '/rsbuild-logo.svg', dark: '/rsbuild-logo.svg' },
  icon: '/rsbuild-logo.svg',
  logoText: 'Fixture',
  toolchainTrigger: 'click',
  repoUrl: undefined,
  editLink: { docRepoBaseUrl: 'https://example.com/docs' },
  darkMode: false,
  nav: [{ text: 'nav.guide', link: '/guide/start/', activeMatch: '/guide/' }],
  sidebars: { '/guide/': guide },
  // Seven links: five inline, two in the popup.
  socialLinks: [
    { icon: 'github', label: 'social.github', link: 'https://example.com/1' },
    { icon: 'x', label: 'social.x', link: 'https://example.com/2' },
    { icon: 'discord', label: 'social.discord', link: 'https://example.com/3' },
    { icon: 'bluesky', label: 'social.bluesky', link: 'https://example.com/4' },
    { icon: 'github', label: 'social.github', link: 'https://example.com/5' },
    { icon: 'x', label: 'social.x', link: 'https://example.com/6' },
    { icon: 'discord', label: 'social.discord', link: 'https://example.com/7' },
  ],
});

export default fixtureSite;
