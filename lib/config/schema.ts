// The shape of a site's configuration and its defaults. A site is data: lib/config/site.ts is the Rsbuild
// docs, e2e/fixture-site/site-config.ts the fixture site; the build picks one through the `@site/config`
// import alias (next.config.mjs, jest.config.mjs, tsconfig.json). Language-neutral: every text shown to
// readers is an i18n key (lib/i18n/) or comes from the pages themselves.
import type { Lang, MessageKey } from '../i18n';
import type { Announcement } from '../browser/announcement';

export type { Lang };

export interface SiteLang {
  lang: Lang;
  label: string;
  /** The value of `<html lang>` and of feed languages. */
  htmlLang: string;
  /** Open Graph's `og:locale`, language_TERRITORY. */
  ogLocale: string;
  /** The route prefix (`/zh`); empty for the default language. */
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
  | {
      kind: 'group';
      text: MessageKey;
      link?: string;
      items: SidebarItem[];
      collapsible?: boolean;
      collapsed?: boolean;
      tag?: MessageKey;
    }
  | { kind: 'divider'; dividerType?: 'solid' | 'dashed' }
  | { kind: 'section'; text: MessageKey; tag?: MessageKey }
  | { kind: 'external'; text: MessageKey; link: string };

export interface SocialLink {
  icon: 'github' | 'x' | 'discord' | 'bluesky';
  label: MessageKey;
  link: string;
}

/** A row of the redirect table (docs/behaviour.md §2.7), handled by lib/routing/redirects.ts and tools/hosting/redirects.ts. */
export type Redirect =
  /** `from` is a language-neutral path; `to` a language-neutral path or a full URL. */
  | { from: string; to: string }
  /** Matched against the language-neutral path; `to` may use `$1`... from the pattern's groups. */
  | { pattern: string; to: string };

export interface SiteConfig {
  /** Which instance this is: what NEXT_PUBLIC_SITE names ('' for the Rsbuild docs, `fixture`). */
  site: string;
  title: string;
  /** The origin the site is published at; canonical URLs and feeds are built on it and `base`. */
  siteUrl: string;
  /** The path the site is published under, `/` or `/docs/`. */
  base: string;
  defaultLang: Lang;
  langs: SiteLang[];
  /** The favicon, below public/. Without one a browser asks for /favicon.ico, outside a subpath base. */
  icon: string;
  logo: { light: string; dark: string };
  logoText: string;
  /** Base URL of the images in public/ when a CDN serves them in production; empty: the site serves them. */
  assetsBaseUrl: string;
  /** What opens the toolchain switcher next to the logo. */
  toolchainTrigger: 'hover' | 'click';
  /** The project's repository: the home page's second button and the search's "let us know" link. */
  repoUrl: string | undefined;
  editLink: { docRepoBaseUrl: string };
  darkMode: boolean;
  hideNavbar: 'never' | 'always' | 'scroll';
  langRedirect: 'auto' | 'never';
  markdown: { showLineNumbers: boolean; defaultWrapCode: boolean };
  nav: NavItem[];
  /** Sidebars by the route prefix of the section they belong to. */
  sidebars: Record<string, SidebarItem[]>;
  socialLinks: SocialLink[];
  /** How many social links show inline before the rest move into a popup. */
  socialLinksInline: number;
  /** Old paths: exact rows get a redirect page in every language; pattern rows are tried by the 404 page. */
  redirects: Redirect[];
  announcement: Announcement | undefined;
  /** Overview pages (frontmatter `overview: true`) list headings down to this depth. */
  overview: { headersDepth: number };
  /** Content images that zoom on click. */
  imageZoom: { selector: string };
  enableScrollToTop: boolean;
}

const defaults = {
  site: '',
  base: '/',
  assetsBaseUrl: '',
  toolchainTrigger: 'hover',
  repoUrl: undefined,
  darkMode: true,
  hideNavbar: 'never',
  langRedirect: 'auto',
  markdown: { showLineNumbers: false, defaultWrapCode: false },
  nav: [],
  sidebars: {},
  socialLinks: [],
  socialLinksInline: 5,
  redirects: [],
  announcement: undefined,
  overview: { headersDepth: 2 },
  imageZoom: { selector: '.prose img:not(a img)' },
  enableScrollToTop: true,
} satisfies Partial<SiteConfig>;

/** What a site must say; everything else has the default above. */
export type SiteConfigInput = Omit<SiteConfig, keyof typeof defaults> & Partial<SiteConfig>;

/**
 * A site's configuration with the defaults filled in. Throws on languages that cannot route: the default
 * language is the one without a prefix, every other one has a prefix of its own (`/zh`), so that a path
 * names exactly one language.
 */
export function defineSiteConfig(input: SiteConfigInput): SiteConfig {
  const config: SiteConfig = { ...defaults, ...input };
  const fail = (why: string) => {
    throw new Error(`site config "${config.title}": ${why}`);
  };
  const codes = config.langs.map((l) => l.lang);
  if (new Set(codes).size !== codes.length) fail(`a language appears twice in ${JSON.stringify(codes)}`);
  if (!codes.includes(config.defaultLang))
    fail(`the default language "${config.defaultLang}" is not among the site's languages`);
  const prefixes = new Set<string>();
  for (const { lang, prefix } of config.langs) {
    if (lang === config.defaultLang ? prefix !== '' : !/^\/[a-z0-9-]+$/i.test(prefix)) {
      fail(
        `language "${lang}": the default language has the prefix "", every other one a prefix such as "/${lang}" (got ${JSON.stringify(prefix)})`,
      );
    }
    if (prefixes.has(prefix)) fail(`the prefix ${JSON.stringify(prefix)} appears twice`);
    prefixes.add(prefix);
  }
  return config;
}
