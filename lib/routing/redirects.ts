// Client-side redirects (docs/behaviour.md §2.7). Exact rows become a static page at the old path in every language
// (meta refresh without JavaScript, location.replace with it); pattern rows are regular expressions
// tried by the 404 page, since no file can exist for every path they match.
import type { Lang, Redirect } from '../config/schema';
import { localizePath } from './lang-path';
import { pathRedirectScript, withBase } from '../base-path';
import { assertSafeTarget, targetOrigin, type PathTools } from './safe-path';

export type { Redirect };

const isExternal = (to: string) => /^https?:\/\//.test(to);

/** Where a redirect leads for a reader of `lang`: internal targets keep the reader's language. */
export function redirectTarget(to: string, lang: Lang): string {
  return isExternal(to) ? to : localizePath(to, lang);
}

export function exactRedirects(table: Redirect[]): { from: string; to: string }[] {
  return table.filter((r): r is { from: string; to: string } => 'from' in r);
}

export function patternRedirects(table: Redirect[]): { pattern: string; to: string }[] {
  return table.filter((r): r is { pattern: string; to: string } => 'pattern' in r);
}

/** The exact redirect whose old path is `route` (language-neutral), if any. */
export function findExactRedirect(table: Redirect[], route: string): { from: string; to: string } | undefined {
  return exactRedirects(table).find((r) => r.from === route);
}

/**
 * What the 404 page does with pattern rows. It runs as an inline script (serialised with toString, so it
 * stays self-contained; `path` is the path module, lib/routing/safe-path.ts): an invalid pattern is skipped
 * with a console warning, the first match wins, and internal targets get the path's language prefix back.
 * Returns the address to go to, or null.
 */
export function resolvePatternRedirect(
  pathname: string,
  rules: { pattern: string; to: string }[],
  prefixes: string[],
  path: Pick<PathTools, 'splitLangPrefix'>,
): string | null {
  var parts = path.splitLangPrefix(pathname, prefixes);
  var prefix = parts[0];
  var route = parts[1];
  for (var i = 0; i < rules.length; i++) {
    var re;
    try {
      re = new RegExp(rules[i].pattern);
    } catch (e) {
      console.warn(
        '[redirects] skipped invalid pattern ' + JSON.stringify(rules[i].pattern) + ': ' + (e as Error).message,
      );
      continue;
    }
    if (!re.test(route)) continue;
    var to = route.replace(re, rules[i].to);
    // A pattern that matches only part of the path leaves the rest in place; the target is the whole result.
    return /^https?:\/\//.test(to) ? to : prefix + to;
  }
  return null;
}

/** The origins the table's rows send readers to, besides the site's own. */
export function externalOrigins(table: Redirect[]): string[] {
  return [...new Set(table.map((r) => targetOrigin(r.to)).filter((o): o is string => o !== null))];
}

export function patternRedirectScript(table: Redirect[], prefixes: string[], base?: string): string {
  return pathRedirectScript(resolvePatternRedirect, [patternRedirects(table), prefixes], base, externalOrigins(table));
}

/** The inline script of a static redirect page: go now, keeping query and hash. `target` is base-free. */
export function redirectScript(target: string, base?: string): string {
  const to = assertSafeTarget(withBase(target, base), externalOrigins([{ from: '', to: target }]));
  return `location.replace(${JSON.stringify(to)}+location.search+location.hash)`;
}
