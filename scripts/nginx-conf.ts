// Writes deploy/nginx.conf from the site config (redirect table, languages, base) and lib/hosting/.
// A unit test fails while the committed file differs from what this writes.
import fs from 'node:fs';
import { siteNginxConf } from '../lib/hosting/site-hosting';

fs.writeFileSync('deploy/nginx.conf', siteNginxConf());
console.log('deploy/nginx.conf written');
