// Writes deploy/nginx.conf from the site config (redirect table, languages, base) and tools/hosting/.
// A unit test fails while the committed file differs from what this writes. With a path argument it writes
// there instead, e.g. the block for a one-off base: SITE_BASE=/docs/ npx tsx scripts/serve/nginx-conf.ts docs.conf
import fs from 'node:fs';
import { siteNginxConf } from '../../tools/hosting/site-hosting';

const file = process.argv[2] ?? 'deploy/nginx.conf';
fs.writeFileSync(file, siteNginxConf());
console.log(`${file} written`);
