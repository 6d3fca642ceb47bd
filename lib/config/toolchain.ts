// The sibling tools of the Rstack toolchain: one list feeds the home page's tool grid (the first six) and
// the navbar's toolchain switcher (all seven). Each entry (docs/behaviour.md §3) has its texts and links per
// language: a language without its own gets the default language's.
import { siteConfig, type Lang } from '../site-config';
import { assetUrl } from '../page/assets';

/** One value per language; a language without one gets the default language's. */
export type PerLang = Partial<Record<Lang, string>>;

export interface ToolLink {
  name: string;
  desc: PerLang;
  /** A path below public/. */
  logo: string;
  /** The tool's site in each language (`https://rspack.rs/zh`). */
  url: PerLang;
  /** Scales a logo whose artwork fills less or more of its box than the others. */
  logoScale?: number;
}

export const tools: ToolLink[] = [
  {
    name: 'Rspack',
    desc: { en: 'Fast Rust-based web bundler', zh: '基于 Rust 的高性能 Web 打包工具' },
    logo: '/tools/rspack.svg',
    url: { en: 'https://rspack.rs', zh: 'https://rspack.rs/zh' },
  },
  {
    name: 'Rsbuild',
    desc: { en: 'Rspack-based build tool', zh: '基于 Rspack 的构建工具' },
    logo: '/tools/rsbuild.svg',
    url: { en: 'https://rsbuild.rs', zh: 'https://rsbuild.rs/zh/' },
  },
  {
    name: 'Rspress',
    desc: { en: 'Rsbuild-based static site generator', zh: '基于 Rsbuild 的静态站点生成器' },
    logo: '/tools/rspress.svg',
    url: { en: 'https://rspress.rs', zh: 'https://rspress.rs/zh' },
  },
  {
    name: 'Rslib',
    desc: { en: 'Rsbuild-based library development tool', zh: '基于 Rsbuild 的库开发工具' },
    logo: '/tools/rslib.svg',
    url: { en: 'https://rslib.rs', zh: 'https://rslib.rs/zh' },
  },
  {
    name: 'Rsdoctor',
    desc: { en: 'One-stop build analyzer', zh: '一站式的构建分析工具' },
    logo: '/tools/rsdoctor.svg',
    url: { en: 'https://rsdoctor.rs', zh: 'https://rsdoctor.rs/zh' },
  },
  {
    name: 'Rstest',
    desc: { en: 'Rspack-based testing framework', zh: '基于 Rspack 的测试框架' },
    logo: '/tools/rstest.svg',
    url: { en: 'https://rstest.rs', zh: 'https://rstest.rs/zh' },
  },
  {
    name: 'Awesome Rspack',
    desc: { en: 'Community projects and resources around Rspack', zh: '围绕 Rspack 的社区项目与资源' },
    logo: '/tools/awesome.svg',
    url: { en: 'https://github.com/web-infra-dev/awesome-rspack' },
  },
];

/** The home page's grid shows the tools themselves, not the ecosystem list. */
export const TOOL_GRID_SIZE = 6;

export interface LocalizedTool {
  name: string;
  desc: string;
  href: string;
  logo: string;
  /** Left out at 1: the navbar's copy rides in every page's payload. */
  logoScale?: number;
}

/** `values` in `lang`, else in `fallback`; throws when neither has one, so a missing text fails the build. */
export function inLang(values: PerLang, lang: Lang, fallback: Lang = siteConfig.defaultLang): string {
  const value = values[lang] ?? values[fallback];
  if (value === undefined)
    throw new Error(`no value for "${lang}" nor for the default language "${fallback}" in ${JSON.stringify(values)}`);
  return value;
}

export function localizeTool(
  tool: ToolLink,
  lang: Lang,
  assetsBase?: string,
  fallback: Lang = siteConfig.defaultLang,
): LocalizedTool {
  return {
    name: tool.name,
    desc: inLang(tool.desc, lang, fallback),
    href: inLang(tool.url, lang, fallback),
    logo: assetUrl(tool.logo, assetsBase),
    ...(tool.logoScale !== undefined && tool.logoScale !== 1 ? { logoScale: tool.logoScale } : {}),
  };
}

export const switcherTools = (lang: Lang) => tools.map((t) => localizeTool(t, lang));
export const gridTools = (lang: Lang) => tools.slice(0, TOOL_GRID_SIZE).map((t) => localizeTool(t, lang));
