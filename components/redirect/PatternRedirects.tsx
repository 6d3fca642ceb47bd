import { patternRedirectScript } from '@/lib/routing/redirects';
import { siteConfig } from '@/lib/site-config';
import { SiteScript } from '@/components/security/SiteScript';

/** On the 404 page: sends paths that match a pattern row of the redirect table on, before paint. */
export function PatternRedirects() {
  const prefixes = siteConfig.langs.map((l) => l.prefix);
  return <SiteScript source={patternRedirectScript(siteConfig.redirects, prefixes)} />;
}
