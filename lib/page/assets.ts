// Images the site serves from public/, under the site base. In production a CDN can serve the same files:
// set NEXT_PUBLIC_ASSETS_BASE_URL (read into siteConfig.assetsBaseUrl) and every asset path is prefixed with
// it instead.
import { siteConfig } from '../site-config';
import { withBase } from '../base-path';

export function assetUrl(path: string, cdn: string = siteConfig.assetsBaseUrl, base: string = siteConfig.base): string {
  if (!path.startsWith('/')) throw new Error(`assetUrl: "${path}" must be a path below public/, starting with /`);
  return cdn ? `${cdn.replace(/\/+$/, '')}${path}` : withBase(path, base);
}
