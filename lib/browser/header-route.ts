// Which page the site header (components/navbar/SiteHeader.tsx) stands above. The header lives in the
// language's root layout, so a client navigation keeps it mounted, and it learns the page from the
// router's selected segments: the same in the server render as in the browser, where the address of a
// 404 is the unknown path. Kept apart from the site config, so the browser can run it.

export interface HeaderRoutes {
  /** The language's path prefix: '' for the default language, '/zh'. */
  prefix: string;
  /** The language's pages whose path ends in '/' (home, section roots): the segments lose the slash. */
  slashed: string[];
  /** The language's paths that show no header: blank pages, `navbar: false`, redirect stubs. */
  bare: string[];
  /** The language's 404 page. */
  notFound: string;
}

export interface HeaderPage {
  /** The page's language-neutral route (`/guide/start/`); the home page's on the 404 page. */
  route: string;
  header: boolean;
  notFound: boolean;
}

/** The page below the root layout whose selected segments are `segments`; `notFound` when the 404 page says so itself. */
export function headerPage(segments: readonly string[], routes: HeaderRoutes, notFound = false): HeaderPage {
  // Route groups such as `(en)` are not part of the path.
  let path = `/${segments.filter((s) => !s.startsWith('(')).join('/')}`;
  if (routes.slashed.includes(`${path}/`)) path += '/';
  const isNotFound = notFound || path === routes.notFound;
  const { prefix } = routes;
  const route = isNotFound
    ? '/'
    : path === prefix
      ? '/'
      : prefix && path.startsWith(`${prefix}/`)
        ? path.slice(prefix.length)
        : path;
  return { route, header: isNotFound || !routes.bare.includes(path), notFound: isNotFound };
}
