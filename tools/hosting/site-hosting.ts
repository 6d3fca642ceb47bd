// The site's hosting setup: the generators of tools/hosting/ fed from the one site config. The servers' 301s
// come from the same redirect table as the site's client redirects (siteConfig.redirects), so the two cannot drift.
import { siteConfig } from '../../lib/site-config';
import { securityHeaders } from './headers';
import { nginxServerBlock } from './nginx';
import { serverPatternRedirects, serverRedirects } from './redirects';
import { headersFile, netlifyToml, redirectsFile } from './static-host';

const base = siteConfig.base;
const langPrefixes = siteConfig.langs.map((l) => l.prefix).filter(Boolean);
const defaultLang = siteConfig.defaultLang;

export const siteRedirects = () => serverRedirects(siteConfig.redirects, siteConfig.langs, base);
export const sitePatternRedirects = () => serverPatternRedirects(siteConfig.redirects, siteConfig.langs, base);

/** deploy/nginx.conf with placeholder root and port; tests and deployments substitute their own. */
export const nginxConfPlaceholders = { root: '/var/www/rsbuild-docs', listen: '80' };

export function siteNginxConf(place: { root: string; listen: string } = nginxConfPlaceholders): string {
  return nginxServerBlock({
    ...place,
    base,
    langPrefixes,
    defaultLang,
    redirects: siteRedirects(),
    patterns: sitePatternRedirects(),
    headers: securityHeaders,
  });
}

export const siteRedirectsFile = () => redirectsFile({ base, defaultLang, redirects: siteRedirects() });
/** netlify.toml at the repository root: tools/hosting/write-netlify-toml.ts writes it, a unit test keeps it current. */
export const siteNetlifyToml = () => netlifyToml({ base, langPrefixes });
export const siteHeadersFile = () => headersFile({ base, headers: securityHeaders });
