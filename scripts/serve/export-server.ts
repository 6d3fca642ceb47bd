// The static export served the way a production host serves it: clean URLs, section roots as folder
// indexes, the language's 404 page with a real 404 status for unknown paths (a plain 404 when the export
// has no 404 page), deploy/nginx.conf's security and cache headers (tools/hosting/headers.ts) and content
// types (tools/hosting/content-types.ts) on every response, and the gzip files the build writes beside
// text files (tools/hosting/precompress.ts) for readers that accept them. Under a site base
// (SITE_BASE=/docs/, as the export was built with) the export answers at /docs/ and nothing else does.
// `npm run serve` and `npm run audit` use it.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { notFoundPageFor } from '../../lib/routing/not-found';
import { basePathOf, siteBase } from '../../lib/base-path';
import { splitQuery, stripBase } from '../../lib/routing/safe-path';
import { cacheControl, hashedAssetsPath, securityHeaders } from '../../tools/hosting/headers';
import { contentTypeOf } from '../../tools/hosting/content-types';

export interface ExportServerOptions {
  /**
   * Let pages be framed by pages of the same origin (never by others). Only the WebKit reader journeys ask
   * for it: MiniBrowser's window cannot be as narrow as a phone, so they load a page in a frame of that width.
   */
  sameOriginFrames?: boolean;
}

/** A dotfile such as the build's `.build-complete`: not a file of the site, and sirv finds them once it reads the folder per request. */
function isHidden(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // sirv reads a path it cannot decode as it is
  }
  return /(^|\/)\.(?!well-known(\/|$))/.test(decoded);
}

export function exportServer(root: string, { sameOriginFrames = false }: ExportServerOptions = {}): http.Server {
  const basePath = basePathOf(siteBase);
  const headers = sameOriginFrames
    ? {
        ...securityHeaders,
        'X-Frame-Options': 'SAMEORIGIN',
        'Content-Security-Policy': securityHeaders['Content-Security-Policy'].replace(
          "frame-ancestors 'none'",
          "frame-ancestors 'self'",
        ),
      }
    : securityHeaders;
  const withHeaders = (res: http.ServerResponse, cache = cacheControl.revalidate) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Cache-Control', cache);
  };
  const files = sirv(root, {
    extensions: ['html'],
    // Each request reads the file as it is now: without it sirv lists the export once at start-up, and
    // after a rebuild it would promise old lengths for new files and miss every new chunk.
    dev: true,
    etag: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      withHeaders(res, pathname.startsWith(hashedAssetsPath) ? cacheControl.hashed : cacheControl.revalidate);
      // nginx's types and charset; a clean URL (no extension) is a page, which sirv labels as HTML in UTF-8.
      const type = contentTypeOf(pathname);
      if (type) res.setHeader('Content-Type', type);
    },
  });
  return http.createServer((req, res) => {
    withHeaders(res);
    // The path as sent (`//x` is a path here, not a host), without its query; read by the path module.
    const [pathname, query] = splitQuery(req.url ?? '/');
    if (basePath && pathname === basePath) {
      res.writeHead(301, { location: `${siteBase}${query === undefined ? '' : `?${query}`}` }).end();
      return;
    }
    const inSite = stripBase(pathname, basePath);
    const notFound = () => {
      const page = path.join(root, notFoundPageFor(inSite ?? '/'));
      if (!fs.existsSync(page)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404 Not Found\n');
        return;
      }
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      fs.createReadStream(page).pipe(res);
    };
    if (inSite === null || isHidden(inSite)) return notFound();
    req.url = query === undefined ? inSite : `${inSite}?${query}`;
    files(req, res, notFound);
  });
}
