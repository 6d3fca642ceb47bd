// The site's paths under its base (siteConfig.base, lib/site-base.js). Everything in lib/ speaks in
// base-free paths (`/guide/start/`); a URL gets the base where it leaves for the browser, a feed or a host:
// `withBase` for a link (every link is a plain <a>), an <img>, a fetch, an absolute URL; `stripBase` for a
// path the browser reports. The router (router.push, next/link) adds the base by itself, so what it gets
// stays base-free.
import { basePathOf, siteBase } from './site-base.js';
import { safeTarget } from './routing/safe-path';

export { basePathOf, siteBase };

/** `/guide/` -> `/docs/guide/` under `/docs/`; anything not a site path (`https:`, `#x`, `//host`) as it is. */
export function withBase(path: string, base: string = siteBase): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${basePathOf(base)}${path}` : path;
}

/**
 * A path the browser reports, without the base: `/docs/guide/` -> `/guide/`, `/docs` -> `/`; null for a path
 * outside the base. Inline scripts carry it serialised with toString: self-contained ES5, and it takes the
 * basePath (`/docs`, or '' at the root) rather than the base.
 */
export function stripBase(pathname: string, basePath: string): string | null {
  if (!basePath) return pathname;
  if (pathname !== basePath && pathname.indexOf(basePath + '/') !== 0) return null;
  return pathname.slice(basePath.length) || '/';
}

/**
 * An inline script that sends the reader on before paint: `resolve` gets the address's path without the
 * base and returns a base-free path (or an http(s) URL) to go to, keeping query and hash, or null to stay.
 * Where it goes passes `safeTarget` first: a path on this origin, or a URL on one of the `external` origins.
 * `resolve` is serialised with toString, so it must be self-contained ES5; `args` are JSON.
 */
export function pathRedirectScript(resolve: (path: string, ...args: never[]) => string | null, args: unknown[], base: string = siteBase, external: string[] = []): string {
  const json = args.map((a) => JSON.stringify(a)).join(',');
  return (
    `(function(){var b=${JSON.stringify(basePathOf(base))},p=(${stripBase.toString()})(location.pathname,b);` +
    `var to=p&&(${resolve.toString()})(p,${json});` +
    `to=to&&(${safeTarget.toString()})((/^https?:/.test(to)?'':b)+to+location.search+location.hash,location.origin,${JSON.stringify(external)});` +
    `if(to)location.replace(to)})()`
  );
}
