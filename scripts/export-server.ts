// The static export served the way a production host serves it: clean URLs, section roots as folder
// indexes, and the language's 404 page with a real 404 status for unknown paths. `npm run serve` and
// `npm run audit` use it.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { notFoundPageFor } from '../lib/routing/not-found';

export function exportServer(root: string): http.Server {
  const files = sirv(root, { extensions: ['html'], dev: false, etag: true });
  return http.createServer((req, res) => {
    files(req, res, () => {
      // The path as sent (`//x` is a path here, not a host), without its query.
      const page = path.join(root, notFoundPageFor((req.url ?? '/').split('?')[0]));
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      fs.createReadStream(page).pipe(res);
    });
  });
}
