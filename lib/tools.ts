// The sibling tools of the Rstack toolchain: one list feeds the home page's tool grid (the first six) and
// the navbar's toolchain switcher (all seven). Shape of the spec's "Tool link entry": `desc` is Chinese,
// `descEn` English; `url` is the Chinese page and `urlEn` the English one where it differs.
import type { Lang } from './site-config';
import { assetUrl } from './assets';

export interface ToolLink {
  name: string;
  desc: string;
  descEn: string;
  /** A path below public/. */
  logo: string;
  url: string;
  urlEn?: string;
  /** Scales a logo whose artwork fills less or more of its box than the others. */
  logoScale?: number;
}

export const tools: ToolLink[] = [
  { name: 'Rspack', desc: '基于 Rust 的高性能 Web 打包工具', descEn: 'Fast Rust-based web bundler', logo: '/tools/rspack.svg', url: 'https://rspack.rs/zh', urlEn: 'https://rspack.rs' },
  { name: 'Rsbuild', desc: '基于 Rspack 的构建工具', descEn: 'Rspack-based build tool', logo: '/tools/rsbuild.svg', url: 'https://rsbuild.rs/zh/', urlEn: 'https://rsbuild.rs' },
  { name: 'Rspress', desc: '基于 Rsbuild 的静态站点生成器', descEn: 'Rsbuild-based static site generator', logo: '/tools/rspress.svg', url: 'https://rspress.rs/zh', urlEn: 'https://rspress.rs' },
  { name: 'Rslib', desc: '基于 Rsbuild 的库开发工具', descEn: 'Rsbuild-based library development tool', logo: '/tools/rslib.svg', url: 'https://rslib.rs/zh', urlEn: 'https://rslib.rs' },
  { name: 'Rsdoctor', desc: '一站式的构建分析工具', descEn: 'One-stop build analyzer', logo: '/tools/rsdoctor.svg', url: 'https://rsdoctor.rs/zh', urlEn: 'https://rsdoctor.rs' },
  { name: 'Rstest', desc: '基于 Rspack 的测试框架', descEn: 'Rspack-based testing framework', logo: '/tools/rstest.svg', url: 'https://rstest.rs/zh', urlEn: 'https://rstest.rs' },
  { name: 'Awesome Rspack', desc: '围绕 Rspack 的社区项目与资源', descEn: 'Community projects and resources around Rspack', logo: '/tools/awesome.svg', url: 'https://github.com/web-infra-dev/awesome-rspack' },
];

/** The home page's grid shows the tools themselves, not the ecosystem list. */
export const TOOL_GRID_SIZE = 6;

export interface LocalizedTool {
  name: string;
  desc: string;
  href: string;
  logo: string;
  logoScale: number;
}

export function localizeTool(tool: ToolLink, lang: Lang, assetsBase?: string): LocalizedTool {
  return {
    name: tool.name,
    desc: lang === 'en' ? tool.descEn : tool.desc,
    href: lang === 'en' ? (tool.urlEn ?? tool.url) : tool.url,
    logo: assetUrl(tool.logo, assetsBase),
    logoScale: tool.logoScale ?? 1,
  };
}

export const switcherTools = (lang: Lang) => tools.map((t) => localizeTool(t, lang));
export const gridTools = (lang: Lang) => tools.slice(0, TOOL_GRID_SIZE).map((t) => localizeTool(t, lang));
