/** @type {import('next').NextConfig} */
export default {
  output: 'export',
  trailingSlash: false,
  skipTrailingSlashRedirect: true,
  images: { unoptimized: true },
  // One 404.html with its own <html lang>, since each language has its own root layout.
  experimental: { globalNotFound: true },
};
