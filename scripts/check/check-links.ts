// npm run check:links: every internal link and #fragment of every page of the built export (out/, or
// OUT_DIR) resolves (tools/quality/export-links.ts), under the site base (SITE_BASE) the export was built
// for. Exits non-zero on any broken link.
import fs from 'node:fs';
import path from 'node:path';
import { checkExportLinks } from '../../tools/quality/export-links';
import { siteConfig } from '../../lib/site-config';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No export in ${root}: run npm run build first.`);
  process.exit(1);
}

const started = Date.now();
const pages = new Map<string, string>();
const files = new Set<string>();
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  if (file.endsWith('.html')) pages.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
  else files.add(file);
}

const report = checkExportLinks({ pages, files, siteUrl: siteConfig.siteUrl, base: siteConfig.base });
for (const { page, href, reason, file, line } of report.broken)
  console.error(`${page}${file ? ` (${path.join(path.relative('.', root), file)}:${line})` : ''}: ${href} (${reason})`);
console.log(
  `links: ${report.pages} pages, ${report.links} internal links, ${report.fragments} fragments, ${report.images} images checked in ${Date.now() - started} ms; ${report.broken.length} broken`,
);
if (report.broken.length) process.exit(1);
