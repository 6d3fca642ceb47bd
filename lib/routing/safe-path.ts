// The one gate for every address the site computes on the client or writes into a redirect: the language
// redirect, the redirect table, the canonical path, the 404 page's lookups and home link, stored search
// entries. A path taken from the address bar or from storage can smuggle another origin past a naive
// check (`//host`, `/\host`, a tab that browsers drop inside `/<tab>/host`), so a target is normalised
// once here and only ever comes out as a path on the page's own origin, or as a URL on one of the few
// origins the site's own redirect table names. Inline scripts carry it serialised with toString:
// self-contained ES5 apart from `URL`.

/** Any origin works for deciding whether a path stays on its origin; this one stands in when none is given. */
const ANY_ORIGIN = 'https://same-origin.invalid';

/**
 * `target` as a path on `origin` (`/a/b?q#h`), or an absolute URL when its origin is one of `external`;
 * null for anything else. Repeated slashes and backslashes (also encoded as %2F, %5C) collapse to one
 * slash; control characters (raw, or encoded in the path) and targets that are not a path refuse outright.
 */
export function safeTarget(target: string, origin?: string, external?: string[]): string | null {
  if (typeof target !== 'string' || /[\u0000-\u001f\u007f]|^[^?#]*%(?:[01][0-9a-f]|7f)/i.test(target)) return null;
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
  if (safe === null || (safe !== target && !/^https?:/.test(target))) throw new Error(`redirect target ${JSON.stringify(target)} is not a same-origin path`);
  return target;
}
