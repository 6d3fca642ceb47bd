// Serves the static export the way a production host does: clean URLs, section roots as folder
// indexes, and the language's 404 page with a real 404 status for unknown paths.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { notFoundPageFor } from '../lib/routing/not-found';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const files = sirv(root, { extensions: ['html'], dev: false, etag: true });

http
  .createServer((req, res) => {
    files(req, res, () => {
      // The path as sent (`//x` is a path here, not a host), without its query.
      const page = path.join(root, notFoundPageFor((req.url ?? '/').split('?')[0]));
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      fs.createReadStream(page).pipe(res);
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`Serving ${root} at http://localhost:${port}`));
