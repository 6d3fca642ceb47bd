// npm run search:records [file]: the search records of both languages as one JSON array in the shape a
// DocSearch crawler uploads (default search-records.json), for teams who run their own Algolia index.
import fs from 'node:fs';
import path from 'node:path';
import { buildContentIndex } from '../../lib/content/content-index';
import { siteContentDir } from '../../lib/content/site-index';
import { LANGS } from '../../lib/routing/lang-path';
import { siteConfig } from '../../lib/site-config';
import { buildSearchIndex } from '../../lib/search-index/build-index';
import { crawlerRecords } from '../../lib/search-index/crawler-records';

const file = path.resolve(process.argv[2] ?? 'search-records.json');
const content = buildContentIndex({ contentDir: siteContentDir(), git: false });
const records = LANGS.flatMap((lang) => crawlerRecords(buildSearchIndex(content, lang), siteConfig.siteUrl));
fs.writeFileSync(file, `${JSON.stringify(records, null, 2)}\n`);
console.log(`search:records: ${records.length} records written to ${path.relative(process.cwd(), file)}`);
