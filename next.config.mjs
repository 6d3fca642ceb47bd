/** @type {import('next').NextConfig} */
export default {
  output: 'export',
  // OUT_DIR exports elsewhere than out/ (the fixture site, scripts/fixture-site.sh): with `output: 'export'`
  // a custom distDir is the export's folder, while the build's own files stay in .next.
  ...(process.env.OUT_DIR && { distDir: process.env.OUT_DIR }),
  // Which site's config lib/site-config.ts uses, inlined even when unset so that the choice is made at
  // build time and the other config is dropped from the bundles.
  env: { NEXT_PUBLIC_SITE: process.env.NEXT_PUBLIC_SITE ?? '' },
  trailingSlash: false,
  skipTrailingSlashRedirect: true,
  images: { unoptimized: true },
  // Type errors are caught by `npm run typecheck`, which `npm test` runs; checking again in every build
  // would add about 15 s to it.
  typescript: { ignoreBuildErrors: true },
  // One 404.html with its own <html lang>, since each language has its own root layout.
  experimental: { globalNotFound: true },
};
