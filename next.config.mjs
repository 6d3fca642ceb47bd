/** @type {import('next').NextConfig} */
export default {
  output: 'export',
  trailingSlash: false,
  skipTrailingSlashRedirect: true,
  images: { unoptimized: true },
  // Type errors are caught by `npm run typecheck`, which `npm test` runs; checking again in every build
  // would add about 15 s to it.
  typescript: { ignoreBuildErrors: true },
  // One 404.html with its own <html lang>, since each language has its own root layout.
  experimental: {
    globalNotFound: true,
    // Static generation is most of the build: Next leaves one core to its main process by default, which
    // waits idle while the pages render, so render in two workers (the machines this builds on have two).
    cpus: 2,
  },
};
