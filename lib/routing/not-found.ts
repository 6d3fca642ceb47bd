import { siteConfig, type SiteLang } from '../site-config';
import { langOf } from './safe-path';

/** The export's 404 page that a static host should answer an unknown path with: its language's own. */
export function notFoundPageFor(
  pathname: string,
  langs: readonly SiteLang[] = siteConfig.langs,
  defaultLang = siteConfig.defaultLang,
): string {
  const { prefix } = langOf(pathname, langs, defaultLang);
  return `${prefix.slice(1)}${prefix ? '/' : ''}404.html`;
}
