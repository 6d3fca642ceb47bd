// Usage: tsx scripts/serve/nginx-place.ts DIR PORT EXPORT_DIR. Writes DIR/server.conf (the server block of
// deploy/nginx.conf for the site base, tools/hosting/site-hosting.ts, with a root that holds the export at that
// base, listening on the loopback port) and DIR/nginx.conf that runs it in the foreground.
import fs from 'node:fs';
import path from 'node:path';
import { standaloneNginxConf } from '../../tools/hosting/nginx';
import { siteNginxConf } from '../../tools/hosting/site-hosting';
import { siteBase } from '../../lib/base-path';

const [dir, port, exported] = process.argv.slice(2).map((arg, i) => (i === 1 ? arg : path.resolve(arg)));
if (!dir || !/^\d+$/.test(port ?? '') || !exported)
  throw new Error('usage: tsx scripts/serve/nginx-place.ts DIR PORT EXPORT_DIR');
if (!fs.existsSync(path.join(exported, '404.html')))
  throw new Error(`${exported} holds no export: run npm run build first`);
fs.mkdirSync(dir, { recursive: true });
// Under a base such as /docs/, nginx's root is the folder that holds the export as docs/.
let root = exported;
if (siteBase !== '/') {
  root = path.join(dir, 'root');
  const at = path.join(root, siteBase);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.symlinkSync(exported, at.replace(/\/$/, ''));
}
const serverBlockPath = path.join(dir, 'server.conf');
fs.writeFileSync(serverBlockPath, siteNginxConf({ root, listen: `127.0.0.1:${port}` }));
fs.writeFileSync(path.join(dir, 'nginx.conf'), standaloneNginxConf({ dir, serverBlockPath }));
