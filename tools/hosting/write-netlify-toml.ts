// Writes netlify.toml at the repository root from the site config (languages, base) and tools/hosting/.
// A unit test fails while the committed file differs from what this writes. With a path argument it writes
// there instead, e.g. for a one-off base: SITE_BASE=/docs/ npx tsx tools/hosting/write-netlify-toml.ts docs.toml
import fs from 'node:fs';
import { siteNetlifyToml } from './site-hosting';

const file = process.argv[2] ?? 'netlify.toml';
fs.writeFileSync(file, siteNetlifyToml());
console.log(`${file} written`);
