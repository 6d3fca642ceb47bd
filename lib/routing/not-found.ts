import { siteConfig, type Locale } from '../site-config';
import { langOf } from './safe-path';

/** The export's 404 page that a static host should answer an unknown path with: its language's own. */
export function notFoundPageFor(
  pathname: string,
  locales: readonly Locale[] = siteConfig.locales,
  defaultLang = siteConfig.defaultLang,
): string {
  const { prefix } = langOf(pathname, locales, defaultLang);
  return `${prefix.slice(1)}${prefix ? '/' : ''}404.html`;
}
