// Result URLs open through the site router, which wants a path without the origin and without the site
// base (it adds the base itself). Hits carry the public address: a path under the base locally, an
// absolute URL from a hosted index.
import { basePathOf, siteBase, stripBase } from '../base-path';
import { safeTarget } from '../routing/safe-path';

/** Where a result link goes inside the site: the path, query and hash, without the origin. */
export function stripOrigin(url: string): string {
  const m = url.match(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*(.*)$/i);
  if (!m) return url;
  return m[1] || '/';
}

/**
 * A hit's URL as the router wants it: `https://x.dev/docs/guide/#a` -> `/guide/#a` under `/docs/`. Outside the
 * base: the URL as it is. A path that would leave the site (`//host`, `/\host`) comes back as a path on it.
 */
export function routerPath(url: string, base: string = siteBase): string {
  const path = stripBase(stripOrigin(url), basePathOf(base));
  if (path === null) return /^https?:\/\//i.test(url) ? url : '/';
  return safeTarget(path) ?? '/';
}
