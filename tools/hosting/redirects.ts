// The client-redirect table (docs/behaviour.md §2.7) as the concrete 301s a server answers: one row per language for an
// internal target, so /zh/config/source/alias goes to /zh/config/resolve/alias.
import type { SiteLang } from '../../lib/site-config';
import { externalOrigins, type Redirect } from '../../lib/routing/redirects';
import { basePathOf, withBase } from '../../lib/base-path';
import { assertSafeTarget, isRoutePath } from '../../lib/routing/safe-path';

/** One row of the redirect table, as lib/routing/redirects.ts defines it. */
export type RedirectRule = Redirect;

/** An exact old path and where it leads. */
export interface ServerRedirect {
  from: string;
  to: string;
}

/** A regular expression over the whole request path and where it leads, with `$1`... from its groups. */
export interface PatternRedirect {
  pattern: string;
  to: string;
}

const isExternal = (to: string) => /^https?:\/\//.test(to);

/** A row a server can answer as it stands: a route path to a same-origin path or to the URL it names. */
function checkRule({ from, to }: { from: string; to: string }): void {
  const where = `redirect ${JSON.stringify(from)} -> ${JSON.stringify(to)}`;
  if (!isRoutePath(from))
    throw new Error(`${where}: "from" must be a plain path starting with "/", of the characters routes use`);
  if (!isExternal(to) && !to.startsWith('/'))
    throw new Error(`${where}: "to" must be a path starting with "/" or an http(s) URL`);
  if (/[\s;{}"'\\$]/.test(to)) throw new Error(`${where}: "to" must not contain whitespace, quotes or ; { } \\ $`);
  assertSafeTarget(to, externalOrigins([{ from, to }]));
}

/**
 * Every 301 the server answers for the table, in every language, under the site base. Throws on a malformed
 * row or a path that two rows claim, so a typo fails the build instead of shipping a wrong redirect.
 */
export function serverRedirects(
  rules: readonly RedirectRule[],
  langs: readonly SiteLang[],
  base = '/',
): ServerRedirect[] {
  const result: ServerRedirect[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    if (!('from' in rule)) continue;
    checkRule(rule);
    for (const { prefix } of langs) {
      const from = withBase(`${prefix}${rule.from}`, base);
      const to = isExternal(rule.to) ? rule.to : withBase(`${prefix}${rule.to}`, base);
      if (seen.has(from))
        throw new Error(`redirect ${JSON.stringify(rule.from)}: the path ${from} appears twice in the table`);
      seen.add(from);
      result.push({ from, to });
    }
  }
  return result;
}

/**
 * The pattern rows a server can answer the way the 404 page does: those matching the whole path (`^...$`),
 * in every language, under the base. Others (partial matches, invalid expressions, `$&` and the like in
 * `to`) stay with the 404 page's script alone.
 */
export function serverPatternRedirects(
  rules: readonly RedirectRule[],
  langs: readonly SiteLang[],
  base = '/',
): PatternRedirect[] {
  const result: PatternRedirect[] = [];
  for (const rule of rules) {
    if (!('pattern' in rule)) continue;
    const { pattern, to } = rule;
    if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) continue;
    if (/\$(?!\d)|[\s;{}"'\\]/.test(to) || !(isExternal(to) || to.startsWith('/'))) continue;
    try {
      new RegExp(pattern);
    } catch {
      continue;
    }
    // Prefixed languages first, so that `/zh/...` is never taken for a default-language path.
    for (const { prefix } of [...langs].sort((a, b) => b.prefix.length - a.prefix.length)) {
      const path = `${basePathOf(base)}${prefix}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      result.push({
        pattern: `^${path}${pattern.slice(1)}`,
        to: isExternal(to) ? to : withBase(`${prefix}${to}`, base),
      });
    }
  }
  return result;
}
