// npm run serve: the existing export (out/, or OUT_DIR) on PORT (3000), as a production host serves it.
import path from 'node:path';
import { exportServer } from './export-server';
import { siteBase } from '../../lib/base-path';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);

exportServer(root).listen(port, '127.0.0.1', () =>
  console.log(`Serving ${root} at http://localhost:${port}${siteBase}`),
);
