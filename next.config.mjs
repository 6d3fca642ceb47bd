/** @type {import('next').NextConfig} */
export default {
  output: 'export',
  // OUT_DIR exports elsewhere than out/ (the fixture site, scripts/fixture-site.sh): with `output: 'export'`
  // a custom distDir is the export's folder, while the build's own files stay in .next.
  ...(process.env.OUT_DIR && { distDir: process.env.OUT_DIR }),
  trailingSlash: false,
  skipTrailingSlashRedirect: true,
  images: { unoptimized: true },
  // Type errors are caught by `npm run typecheck`, which `npm test` runs; checking again in every build
  // would add about 15 s to it.
  typescript: { ignoreBuildErrors: true },
  // One 404.html with its own <html lang>, since each language has its own root layout.
  experimental: { globalNotFound: true },
};
