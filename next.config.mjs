import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { basePathOf, siteBase } from './lib/site-base.js';

// The module behind the `@site/config` import alias (lib/site-config.ts): the site NEXT_PUBLIC_SITE names.
// jest.config.mjs reads this table too; tsconfig.json maps the alias to the Rsbuild docs for the type
// checker and tsx, e2e/fixture-site/tsconfig.build.json to the fixture (TSX_TSCONFIG_PATH, fixture-site.sh).
const siteConfigModules = {
  '': './lib/config/site.ts',
  fixture: './e2e/fixture-site/site-config.ts',
};

/** The config module of `site`, relative to the project folder; throws on a site nobody defined. */
export function siteConfigModule(site = process.env.NEXT_PUBLIC_SITE ?? '') {
  if (!Object.hasOwn(siteConfigModules, site))
    throw new Error(`NEXT_PUBLIC_SITE=${JSON.stringify(site)}: no such site`);
  return siteConfigModules[site];
}

/** @type {(phase: string) => import('next').NextConfig} */
export default (phase) => ({
  output: 'export',
  // The site base (lib/site-base.js, SITE_BASE): next/link, the router and /_next/ assets go under it.
  basePath: basePathOf(siteBase),
  // Inlined into the bundles: SITE_BASE, which lib/site-base.js reads there too; NEXT_PUBLIC_SITE, the site
  // being built (the fixture site, scripts/build/fixture-site.sh), inlined even when unset.
  env: { SITE_BASE: siteBase, NEXT_PUBLIC_SITE: process.env.NEXT_PUBLIC_SITE ?? '' },
  // Which site's data lib/site-config.ts imports: a bundle holds one site's config and nothing of the other.
  turbopack: { resolveAlias: { '@site/config': siteConfigModule() } },
  // OUT_DIR exports elsewhere than out/ (a second build, such as `npm run test:base`'s; postbuild reads it
  // too): with output 'export' a custom distDir is where the export goes, while the build stays in .next.
  // Only when building: in `next dev` distDir would move the dev server's own folder.
  ...(phase === PHASE_PRODUCTION_BUILD && process.env.OUT_DIR ? { distDir: process.env.OUT_DIR } : {}),
  trailingSlash: false,
  skipTrailingSlashRedirect: true,
  images: { unoptimized: true },
  // What pages use only while they render (the content pipeline, feeds, browser data): Node loads these
  // from node_modules instead of Turbopack compiling them into the server bundle, thousands of modules
  // (caniuse-lite's data alone is 2,500) that `next dev` compiled before its first page could answer.
  serverExternalPackages: [
    '@mdx-js/mdx',
    '@shikijs/transformers',
    'browserslist',
    'feed',
    'github-slugger',
    'gray-matter',
    'hast-util-to-html',
    'mdast-util-to-hast',
    'mdast-util-to-string',
    'rehype-pretty-code',
    'remark-gfm',
    'remark-mdx',
    'remark-parse',
    'remark-stringify',
    'unified',
    'unist-util-visit',
  ],
  // Type errors are caught by `npm run typecheck`, which `npm test` runs; checking again in every build
  // would add about 15 s to it.
  typescript: { ignoreBuildErrors: true },
  // Rendering workers run with Node's --enable-source-maps by default, which reads the source map of every
  // server chunk they load: more memory in each worker, for stack traces of render errors only (content
  // errors name their file and line themselves, lib/content/errors.ts).
  enablePrerenderSourceMaps: false,
  // One 404.html with its own <html lang>, since each language has its own root layout.
  experimental: {
    globalNotFound: true,
    // Static generation is most of the build: Next leaves one core to its main process by default, which
    // waits idle while the pages render, so render in two workers (the machines this builds on have two).
    cpus: 2,
    // On by default: for every page Next renders each layout's prefetch data again and gzips it, only to
    // decide whether to inline it into the page's; a static export gains little from that and it cost
    // about a fifth of static generation. Without it a prefetch fetches the layouts' small files too.
    prefetchInlining: false,
    // Tree shaking and scope hoisting of CommonJS modules, and constants inlined across modules: off by
    // default in Next 16.4; together 0.65 KB gzip less in the JavaScript every page loads (Next's own chunks).
    turbopackCjsTreeShaking: true,
    turbopackCjsScopeHoisting: true,
    turbopackCrossModuleConstants: true,
  },
});
