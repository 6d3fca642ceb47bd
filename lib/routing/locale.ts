// Language is data carried by the path: English at the root, other languages under their prefix.
import { siteConfig, type Lang, type Locale } from '../site-config';

export const LANGS: Lang[] = siteConfig.locales.map((l) => l.lang);

export function localeOf(lang: Lang): Locale {
  const locale = siteConfig.locales.find((l) => l.lang === lang);
  if (!locale) throw new Error(`Unknown language "${lang}"`);
  return locale;
}

/** The language of a path: the one whose prefix starts it, else the default language. */
export function langFromPath(pathname: string): Lang {
  for (const { lang, prefix } of siteConfig.locales) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return siteConfig.defaultLang;
}

/** The language-neutral route of a path: `/zh/guide/start/` -> `/guide/start/`. */
export function stripLangPrefix(pathname: string): string {
  const { prefix } = localeOf(langFromPath(pathname));
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

/** A language-neutral route in the given language: (`/guide/start/`, zh) -> `/zh/guide/start/`. */
export function localizePath(route: string, lang: Lang): string {
  return `${localeOf(lang).prefix}${route}`;
}

/** The same page in another language. */
export function switchLangPath(pathname: string, to: Lang): string {
  return localizePath(stripLangPrefix(pathname), to);
}
