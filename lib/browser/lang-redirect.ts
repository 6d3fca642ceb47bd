// Language redirect (docs/behaviour.md §2.12). Runs once per browser as an inline head script, before first paint, so
// a reader never sees the wrong language: a visited flag in localStorage makes it a one-time thing, bots
// are left alone, and a language the reader picked with the switcher always wins.
// No site-config import: the language switcher ships this module's keys to the browser.
import type { SiteConfig } from '../site-config';
import { basePathOf } from '../base-path';
import { pathTools, type PathTools } from '../routing/safe-path';

export const VISITED_KEY = 'rsbuild-visited';
/** Written by the language switcher: the reader's own choice. */
export const LANG_CHOICE_KEY = 'rsbuild-lang-choice';
const BOT_USER_AGENT = 'bot|spider|crawl|lighthouse';

export interface LangRedirectConfig {
  langs: { lang: string; prefix: string }[];
  defaultLang: string;
  /** The site's basePath (`/docs`, or '' at the root): stripped from the address, put back on the target. */
  basePath: string;
  visitedKey: string;
  choiceKey: string;
  bots: string;
}

export interface BrowserLike {
  location: { origin: string; pathname: string; search: string; hash: string; replace(url: string): void };
  navigator: { language?: string; userAgent: string };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

/**
 * Sends the reader to their browser language's twin of the page, keeping query and hash, and returns the
 * address it went to. Serialised with toString: self-contained, ES5; the script passes it the path module
 * (lib/routing/safe-path.ts) the same way.
 */
export function redirectToBrowserLanguage(
  cfg: LangRedirectConfig,
  w: BrowserLike,
  paths: Pick<PathTools, 'stripBase' | 'safeTarget' | 'splitLangPrefix'>,
): string | undefined {
  if (new RegExp(cfg.bots, 'i').test(w.navigator.userAgent)) return undefined;
  try {
    if (w.localStorage.getItem(cfg.visitedKey)) return undefined;
    w.localStorage.setItem(cfg.visitedKey, '1');
    if (w.localStorage.getItem(cfg.choiceKey)) return undefined;
  } catch (e) {
    // No storage (privacy mode): without the flag the redirect could repeat, so it does not run at all.
    return undefined;
  }
  var primary = (w.navigator.language || '').toLowerCase().split('-')[0];
  var path = paths.stripBase(w.location.pathname, cfg.basePath);
  if (path === null) return undefined;
  var prefixes: string[] = [];
  for (var i = 0; i < cfg.langs.length; i++) prefixes.push(cfg.langs[i].prefix);
  var parts = paths.splitLangPrefix(path, prefixes);
  var current: { lang: string; prefix: string } | undefined;
  var target: { lang: string; prefix: string } | undefined;
  for (var j = 0; j < cfg.langs.length; j++) {
    var l = cfg.langs[j];
    if (parts[0] ? l.prefix === parts[0] : l.lang === cfg.defaultLang) current = l;
    if (l.lang === primary) target = l;
  }
  if (!current || !target || target.lang === current.lang) return undefined;
  // `/zh//host` must not become `//host`: the gate keeps the address on this origin.
  var url = paths.safeTarget(
    cfg.basePath + target.prefix + parts[1] + w.location.search + w.location.hash,
    w.location.origin,
  );
  if (url === null) return undefined;
  w.location.replace(url);
  return url;
}

type RedirectSite = Pick<SiteConfig, 'langs' | 'defaultLang' | 'langRedirect' | 'base'>;

export function langRedirectConfig(site: RedirectSite): LangRedirectConfig {
  return {
    langs: site.langs.map(({ lang, prefix }) => ({ lang, prefix })),
    defaultLang: site.defaultLang,
    basePath: basePathOf(site.base),
    visitedKey: VISITED_KEY,
    choiceKey: LANG_CHOICE_KEY,
    bots: BOT_USER_AGENT,
  };
}

/** The head script, or nothing when the site turns the redirect off. */
export function langRedirectScript(site: RedirectSite): string {
  if (site.langRedirect === 'never') return '';
  return `(${redirectToBrowserLanguage.toString()})(${JSON.stringify(langRedirectConfig(site))},window,${pathTools(['stripBase', 'safeTarget', 'splitLangPrefix'])})`;
}
