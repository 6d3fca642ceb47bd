import { pathRedirectScript } from '../base-path';

// What the 404 page does with a path that has no file (it runs as an inline script before paint, so it is
// self-contained and serialised with toString): normalise it as the route lookup does (decode, `.html`,
// `/index`, the default language's prefix, a missing or stray slash) and go to the page it means, else
// stay on the 404 page. Returns the path to go to, or null.
export function resolveMissingPath(pathname: string, routes: string[], defaultLang: string): string | null {
  var path = pathname;
  try {
    path = decodeURI(pathname);
  } catch (e) {
    path = pathname;
  }
  path = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  var prefix = '/' + defaultLang;
  if (path === prefix || path.indexOf(prefix + '/') === 0) path = path.slice(prefix.length) || '/';
  var candidates = path.charAt(path.length - 1) === '/' ? [path, path.slice(0, -1)] : [path, path + '/'];
  for (var i = 0; i < candidates.length; i++) {
    if (candidates[i] !== pathname && routes.indexOf(candidates[i]) !== -1) return candidates[i];
  }
  return null;
}

/** The 404 page's script: the lookup runs on the path without the site base, and the page it finds is under it. */
export function missingPathScript(routes: string[], defaultLang: string, base?: string): string {
  return pathRedirectScript(resolveMissingPath, [routes, defaultLang], base);
}
