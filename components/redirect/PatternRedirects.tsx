import { patternRedirectScript } from '@/lib/redirects';
import { siteConfig } from '@/lib/site-config';

/** On the 404 page: sends paths that match a pattern row of the redirect table on, before paint. */
export function PatternRedirects() {
  const prefixes = siteConfig.locales.map((l) => l.prefix);
  return <script dangerouslySetInnerHTML={{ __html: patternRedirectScript(siteConfig.redirects, prefixes) }} />;
}
