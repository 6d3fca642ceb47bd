// The one path module: every redirect and canonical decision reads and writes paths through it (the
// language redirect, the redirect table's pages and the 404 page's pattern rows, the canonical path, the
// 404 page's lookups and home link, stored search entries, the servers' 301s in nginx and `_redirects`,
// the node server's 404 choice). A path taken from the address bar, a request or storage can smuggle
// another origin past a naive check (`//host`, `/\host`, a tab that browsers drop inside `/<tab>/host`),
// so it is read once here (`routePathOf`, `stripBase`, `splitLangPrefix`) and a target only ever comes out
// of `safeTarget` as a path on the page's own origin, or as a URL on one of the few origins the site's own
// redirect table names. Inline scripts carry these functions serialised with toString (`pathTools`):
// each is self-contained ES5 apart from `URL`.
import { stripBase } from './strip-base';

/** Any origin works for deciding whether a path stays on its origin; this one stands in when none is given. */
const ANY_ORIGIN = 'https://same-origin.invalid';

/**
 * `target` as a path on `origin` (`/a/b?q#h`), or an absolute URL when its origin is one of `external`;
 * null for anything else. Repeated slashes and backslashes (also encoded as %2F, %5C) collapse to one
 * slash; control characters (raw, or encoded in the path), targets that are not a path and targets longer
 * than any address a page builds (4096) refuse outright.
 */
export function safeTarget(target: string, origin?: string, external?: string[]): string | null {
  if (
    typeof target !== 'string' ||
    target.length > 4096 ||
    /[\u0000-\u001f\u007f]|^[^?#]*%(?:[01][0-9a-f]|7f)/i.test(target)
  )
    return null;
  var home = origin || 'https://same-origin.invalid';
  var url: URL;
  try {
    var own = new URL(home).origin;
    if (/^https?:\/\//i.test(target)) {
      url = new URL(target);
      if (url.origin === own) return url.pathname + url.search + url.hash;
      return external && external.indexOf(url.origin) !== -1 ? url.href : null;
    }
    var cut = target.search(/[?#]/);
    var path = cut === -1 ? target : target.slice(0, cut);
    path = path.replace(/%2f|%5c|\\/gi, '/').replace(/\/{2,}/g, '/');
    if (path.charAt(0) !== '/') return null;
    url = new URL(path + (cut === -1 ? '' : target.slice(cut)), home);
    return url.origin === own ? url.pathname + url.search + url.hash : null;
  } catch (e) {
    return null;
  }
}

/** The origin of a redirect-table target (`https://github.com/org/x-$1` -> `https://github.com`), for `external`. */
export function targetOrigin(to: string): string | null {
  try {
    return /^https?:\/\//i.test(to) ? new URL(to.replace(/\$\d+/g, 'x')).origin : null;
  } catch (e) {
    return null;
  }
}

/** A path the build writes into a page or a host's config: refuses at build time what the gate would refuse. */
export function assertSafeTarget(target: string, external: string[] = []): string {
  const safe = safeTarget(target, ANY_ORIGIN, external);
  if (safe === null || (safe !== target && !/^https?:/.test(target)))
    throw new Error(`redirect target ${JSON.stringify(target)} is not a same-origin path`);
  return target;
}

// Defined in a file of its own, which the browser's scripts import (lib/base-path.ts) without the rest of this one.
export { stripBase };

/**
 * The language prefix that starts a base-free path and the language-neutral rest: (`/zh/guide/`, ['', '/zh'])
 * -> ['/zh', '/guide/'], `/zh` -> ['/zh', '/'], `/zhx/` -> ['', '/zhx/']. A prefix is one whole segment.
 */
export function splitLangPrefix(path: string, prefixes: string[]): [string, string] {
  for (var i = 0; i < prefixes.length; i++) {
    var prefix = prefixes[i];
    if (prefix && (path === prefix || path.indexOf(prefix + '/') === 0))
      return [prefix, path.slice(prefix.length) || '/'];
  }
  return ['', path];
}

/**
 * A reported path (base-free, without query) as the site's routes spell theirs, percent-escapes decoded;
 * null for what no route can be: control characters, backslashes or slashes (raw or encoded), empty or dot
 * segments, more than 4096 characters, a malformed escape. Lookups run on this, never on the raw path.
 */
export function routePathOf(pathname: string): string | null {
  if (
    typeof pathname !== 'string' ||
    pathname.length > 4096 ||
    pathname.charAt(0) !== '/' ||
    /%(?:2f|5c)/i.test(pathname)
  )
    return null;
  var path;
  try {
    path = decodeURI(pathname);
  } catch (e) {
    return null;
  }
  return /[\u0000-\u001f\u007f\\]|\/\/|\/\.\.?(?:\/|$)/.test(path) ? null : path;
}

/** The path and the query of a request target (`/a?b` -> ['/a', 'b']); the query is undefined when there is none. */
export function splitQuery(target: string): [string, string | undefined] {
  const cut = target.indexOf('?');
  return cut === -1 ? [target, undefined] : [target.slice(0, cut), target.slice(cut + 1)];
}

/** The language whose prefix starts a base-free path, else the default language's. */
export function langOf<L extends { lang: string; prefix: string }>(
  path: string,
  langs: readonly L[],
  defaultLang: string,
): L {
  const [prefix] = splitLangPrefix(
    path,
    langs.map((l) => l.prefix),
  );
  const entry = langs.find((l) => (prefix ? l.prefix === prefix : l.lang === defaultLang));
  if (!entry) throw new Error(`no language entry for the default language "${defaultLang}"`);
  return entry;
}

/** A segment of the characters routes use; servers redirect only paths made of them. */
export const ROUTE_SEGMENT = '[A-Za-z0-9._~-]+';

/** Whether `path` is a route path as a server may match and redirect it: `/`, `/a/b`, `/a/b/`, no dot segments. */
export function isRoutePath(path: string): boolean {
  return new RegExp(`^(?:/(?!\\.\\.?(?:/|$))${ROUTE_SEGMENT})*/?$`).test(path) && path.startsWith('/');
}

const serialisable = { stripBase, safeTarget, splitLangPrefix, routePathOf };
/** The functions of this module that inline scripts use. */
export type PathTools = typeof serialisable;

/** Source of an object literal with the named functions, for an inline script (`{safeTarget:function ...}`). */
export function pathTools(names: (keyof PathTools)[]): string {
  return `{${names.map((name) => `${name}:${serialisable[name].toString()}`).join(',')}}`;
}
