// Usage: tsx scripts/nginx-place.ts DIR PORT EXPORT_DIR. Writes DIR/server.conf (deploy/nginx.conf with that
// root, listening on the loopback port) and DIR/nginx.conf that runs it in the foreground.
import fs from 'node:fs';
import path from 'node:path';
import { placeServerBlock, standaloneNginxConf } from '../lib/hosting/nginx';

const [dir, port, root] = process.argv.slice(2).map((arg, i) => (i === 1 ? arg : path.resolve(arg)));
if (!dir || !/^\d+$/.test(port ?? '') || !root) throw new Error('usage: tsx scripts/nginx-place.ts DIR PORT EXPORT_DIR');
if (!fs.existsSync(path.join(root, '404.html'))) throw new Error(`${root} holds no export: run npm run build first`);
fs.mkdirSync(dir, { recursive: true });
const serverBlockPath = path.join(dir, 'server.conf');
fs.writeFileSync(serverBlockPath, placeServerBlock(fs.readFileSync('deploy/nginx.conf', 'utf8'), { root, listen: `127.0.0.1:${port}` }));
fs.writeFileSync(path.join(dir, 'nginx.conf'), standaloneNginxConf({ dir, serverBlockPath }));
