// Language is data carried by the path: the default language at the root, others under their prefix. The
// path is read by the path module (lib/routing/safe-path.ts).
import { siteConfig, type Lang, type SiteLang } from '../site-config';
import { splitLangPrefix } from './safe-path';

export const LANGS: Lang[] = siteConfig.langs.map((l) => l.lang);

export function siteLangOf(lang: Lang): SiteLang {
  const entry = siteConfig.langs.find((l) => l.lang === lang);
  if (!entry) throw new Error(`Unknown language "${lang}"`);
  return entry;
}

/** The language-neutral route of a path: `/zh/guide/start/` -> `/guide/start/`. */
export function stripLangPrefix(pathname: string): string {
  return splitLangPrefix(
    pathname,
    siteConfig.langs.map((l) => l.prefix),
  )[1];
}

/** A language-neutral route in the given language: (`/guide/start/`, zh) -> `/zh/guide/start/`. */
export function localizePath(route: string, lang: Lang): string {
  return `${siteLangOf(lang).prefix}${route}`;
}
