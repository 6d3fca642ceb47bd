import { pathRedirectScript } from '../base-path';
import type { PathTools } from './safe-path';

// What the 404 page does with a path that has no file (it runs as an inline script before paint, so it is
// self-contained ES5, serialised with toString): read it through the path module (decoded; a path no route
// can be stays on the 404), then take off what other spellings add (`.html`, `/index`, the default
// language's prefix, a missing or stray slash) and go to the page it means, else
// stay on the 404 page. Returns the path to go to, or null. The routes come as a set (an object keyed by
// route), and answers are cached per path on the function, so a caller that asks again (a server, a
// test, a second lookup in the same page) pays for the normalisation once.
export type RouteSet = Record<string, 1>;

export function routeSet(routes: string[]): RouteSet {
  return Object.fromEntries(routes.map((r) => [r, 1 as const]));
}

export function resolveMissingPath(
  pathname: string,
  routes: RouteSet,
  defaultLang: string,
  paths: Pick<PathTools, 'routePathOf' | 'splitLangPrefix'>,
): string | null {
  var self = resolveMissingPath as unknown as {
    cache?: { routes: RouteSet; lang: string; answers: Record<string, string | null> };
  };
  if (!self.cache || self.cache.routes !== routes || self.cache.lang !== defaultLang)
    self.cache = { routes: routes, lang: defaultLang, answers: {} };
  var answers = self.cache.answers;
  if (Object.prototype.hasOwnProperty.call(answers, pathname)) return answers[pathname];
  var path = paths.routePathOf(pathname);
  if (path === null) return (answers[pathname] = null);
  // The default language has no prefix: `/en/guide/` means `/guide/`.
  path = paths.splitLangPrefix(path.replace(/\.html$/, '').replace(/\/index$/, '/'), ['/' + defaultLang])[1];
  var candidates = path.charAt(path.length - 1) === '/' ? [path, path.slice(0, -1)] : [path, path + '/'];
  var found: string | null = null;
  for (var i = 0; i < candidates.length && found === null; i++) {
    if (candidates[i] !== pathname && Object.prototype.hasOwnProperty.call(routes, candidates[i]))
      found = candidates[i];
  }
  answers[pathname] = found;
  return found;
}

/** The 404 page's script: the lookup runs on the path without the site base, and the page it finds is under it. */
export function missingPathScript(routes: string[], defaultLang: string, base?: string): string {
  return pathRedirectScript(resolveMissingPath, [routeSet(routes), defaultLang], base);
}
