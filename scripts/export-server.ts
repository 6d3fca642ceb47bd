// The static export served the way a production host serves it: clean URLs, section roots as folder
// indexes, and the language's 404 page with a real 404 status for unknown paths. Under a site base
// (SITE_BASE=/docs/, as the export was built with) the export answers at /docs/ and nothing else does.
// `npm run serve` and `npm run audit` use it.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { notFoundPageFor } from '../lib/routing/not-found';
import { basePathOf, siteBase, stripBase } from '../lib/base-path';

export function exportServer(root: string): http.Server {
  const basePath = basePathOf(siteBase);
  const files = sirv(root, { extensions: ['html'], dev: false, etag: true });
  return http.createServer((req, res) => {
    // The path as sent (`//x` is a path here, not a host), without its query.
    const [pathname, query] = (req.url ?? '/').split(/\?(.*)/s);
    if (basePath && pathname === basePath) {
      res.writeHead(301, { location: `${siteBase}${query === undefined ? '' : `?${query}`}` }).end();
      return;
    }
    const inSite = stripBase(pathname, basePath);
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      fs.createReadStream(path.join(root, notFoundPageFor(inSite ?? '/'))).pipe(res);
    };
    if (inSite === null) return notFound();
    req.url = query === undefined ? inSite : `${inSite}?${query}`;
    files(req, res, notFound);
  });
}
