// Request paths to routes (spec 2.2): decode, drop a trailing `.html`, turn a trailing `/index` into `/`,
// and drop the default language's prefix (`/en/...`), which the site never uses.
import { siteConfig } from '../site-config';

export function normalizePath(pathname: string): string {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    path = pathname;
  }
  path = path.replace(/\.html$/, '');
  path = path.replace(/\/index$/, '/');
  const defaultPrefix = `/${siteConfig.defaultLang}`;
  if (path === defaultPrefix || path.startsWith(`${defaultPrefix}/`)) path = path.slice(defaultPrefix.length) || '/';
  return path || '/';
}

/**
 * Finds the route a request path means, or undefined. A section root is accepted without its slash and a
 * page with a stray one. Results are cached per path: the 404 page and the router ask repeatedly.
 */
export function createRouteLookup(routes: Iterable<string>) {
  const known = new Set(routes);
  const cache = new Map<string, string | undefined>();
  return (pathname: string): string | undefined => {
    if (cache.has(pathname)) return cache.get(pathname);
    const path = normalizePath(pathname);
    const candidates = path.endsWith('/') ? [path, path.slice(0, -1)] : [path, `${path}/`];
    const match = candidates.find((c) => known.has(c));
    cache.set(pathname, match);
    return match;
  };
}
