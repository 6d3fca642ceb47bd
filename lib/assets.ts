// Images the site serves from public/. In production a CDN can serve the same files: set
// NEXT_PUBLIC_ASSETS_BASE_URL (read into siteConfig.assetsBaseUrl) and every asset path is prefixed with it.
import { siteConfig } from './site-config';

export function assetUrl(path: string, base: string = siteConfig.assetsBaseUrl): string {
  if (!path.startsWith('/')) throw new Error(`assetUrl: "${path}" must be a path below public/, starting with /`);
  return base ? `${base.replace(/\/+$/, '')}${path}` : path;
}
