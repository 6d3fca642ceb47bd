// The client-redirect table (spec 2.7) as the concrete 301s a server answers: one row per language for an
// internal target, so /zh/config/source/alias goes to /zh/config/resolve/alias.
import type { Locale } from '../site-config';

/** One row of the redirect table: a language-neutral path, and a path or an absolute http(s) URL. */
export interface RedirectRule {
  from: string;
  to: string;
}

export interface ServerRedirect {
  from: string;
  to: string;
}

const isExternal = (to: string) => /^https?:\/\//.test(to);

function checkRule({ from, to }: RedirectRule): void {
  const where = `redirect ${JSON.stringify(from)} -> ${JSON.stringify(to)}`;
  if (!from.startsWith('/') || /[\s?#*]/.test(from)) throw new Error(`${where}: "from" must be a plain path starting with "/"`);
  if (!isExternal(to) && !to.startsWith('/')) throw new Error(`${where}: "to" must be a path starting with "/" or an http(s) URL`);
  if (/\s/.test(to)) throw new Error(`${where}: "to" must not contain whitespace`);
}

/** Joins the site base (`/` or `/docs/`) and a root-relative path. */
export function withBase(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/**
 * Every 301 the server answers for the table, in every language, under the site base. Throws on a malformed
 * row or a path that two rows claim, so a typo fails the build instead of shipping a wrong redirect.
 */
export function serverRedirects(rules: readonly RedirectRule[], locales: readonly Locale[], base = '/'): ServerRedirect[] {
  const result: ServerRedirect[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    checkRule(rule);
    for (const { prefix } of locales) {
      const from = withBase(base, `${prefix}${rule.from}`);
      const to = isExternal(rule.to) ? rule.to : withBase(base, `${prefix}${rule.to}`);
      if (seen.has(from)) throw new Error(`redirect ${JSON.stringify(rule.from)}: the path ${from} appears twice in the table`);
      seen.add(from);
      result.push({ from, to });
    }
  }
  return result;
}
