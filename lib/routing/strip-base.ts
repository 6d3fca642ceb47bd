// One function of the path module (lib/routing/safe-path.ts, which exports it with the rest) in a file of
// its own: every page's scripts read the address with it, and importing the path module would bring them
// `safeTarget` too, which in the browser only the search dialog needs (its own chunk, loaded on first use).

/**
 * A path the browser reports, without the base: `/docs/guide/` -> `/guide/`, `/docs` -> `/`; null for a path
 * outside the base. Takes the basePath (`/docs`, or '' at the root) rather than the base.
 */
export function stripBase(pathname: string, basePath: string): string | null {
  if (!basePath) return pathname;
  if (pathname !== basePath && pathname.indexOf(basePath + '/') !== 0) return null;
  return pathname.slice(basePath.length) || '/';
}
