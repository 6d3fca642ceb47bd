// The site's paths under its base (siteConfig.base, lib/site-base.js). Everything in lib/ speaks in
// base-free paths (`/guide/start/`); a URL gets the base where it leaves for the browser, a feed or a host:
// `withBase` for a link (every link is a plain <a>), an <img>, a fetch, an absolute URL; `stripBase` for a
// path the browser reports. The router (router.push, next/link) adds the base by itself, so what it gets
// stays base-free.
import { basePathOf, siteBase } from './site-base.js';
import { pathTools } from './routing/safe-path';
import { stripBase } from './routing/strip-base';

export { basePathOf, siteBase, stripBase };

/** `/guide/` -> `/docs/guide/` under `/docs/`; anything not a site path (`https:`, `#x`, `//host`) as it is. */
export function withBase(path: string, base: string = siteBase): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${basePathOf(base)}${path}` : path;
}

/**
 * An inline script that sends the reader on before paint: `resolve` gets the address's path without the
 * base, then `args`, then the path module's functions (lib/routing/safe-path.ts), and returns a base-free
 * path (or an http(s) URL) to go to, keeping query and hash, or null to stay. Where it goes passes
 * `safeTarget` first: a path on this origin, or a URL on one of the `external` origins. `resolve` is
 * serialised with toString, so it must be self-contained ES5; `args` are JSON.
 */
export function pathRedirectScript(
  resolve: (path: string, ...args: never[]) => string | null,
  args: unknown[],
  base: string = siteBase,
  external: string[] = [],
): string {
  const json = args.map((a) => `${JSON.stringify(a)},`).join('');
  return (
    `(function(){var P=${pathTools(['stripBase', 'safeTarget', 'splitLangPrefix', 'routePathOf'])},b=${JSON.stringify(basePathOf(base))},p=P.stripBase(location.pathname,b);` +
    `var to=p&&(${resolve.toString()})(p,${json}P);` +
    `to=to&&P.safeTarget((/^https?:/.test(to)?'':b)+to+location.search+location.hash,location.origin,${JSON.stringify(external)});` +
    `if(to)location.replace(to)})()`
  );
}
