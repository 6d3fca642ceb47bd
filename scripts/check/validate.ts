// npm run validate: the built export (out/, or OUT_DIR) through validators nobody on this project wrote.
// - Every HTML page through the W3C Nu HTML Checker (vnu-jar, one Java run for all pages): no error, and
//   no warning outside the reviewed list below.
// - sitemap.xml against the sitemaps.org schema (scripts/check/schemas/, xmllint from Debian's libxml2-utils).
// - Each release feed read back by a feed parser (@rowanmanning/feed-parser): one entry per release page
//   of the export, with that page's title, address and date, and an id of its own.
// Exits non-zero on any finding. scripts/lib.sh (ensure_java, ensure_xmllint) installs what it runs.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { parseFeed } from '@rowanmanning/feed-parser';
import { feedProblems, type ReleasePage } from '../../tools/quality/feed-entries';
import { vnuReport, type AllowedMessage, type VnuMessage } from '../../tools/quality/html-validator';
import { decodeEntities } from '../../tools/quality/html-tags';
import { absoluteUrl } from '../../lib/seo/urls';
import { LANGS, localizePath } from '../../lib/routing/lang-path';

/** What vnu says about this export that was reviewed (2026-11-25) and is not a fault of the page. */
const ALLOWED: AllowedMessage[] = [
  {
    kind: 'warning',
    message:
      /^Resource violates Content Security Policy \(meta tag\): (external script|external stylesheet|image) “\/[^“”]*” blocked by “(script|style|img)-src” directive\.$/,
    reason:
      "vnu reads each page as a file: URL, whose origin is not the site's, so the policy's 'self' matches none of the site's own files (only same-origin paths are allowed here); e2e/hosting/csp.spec.ts checks in a browser that nothing is blocked",
  },
  {
    kind: 'warning',
    message: /^Inline script violates Content Security Policy \(meta tag\): blocked by “script-src” directive/,
    reason:
      'each inline script is allowed by its sha256 hash (tools/hosting/csp.ts), which e2e/hosting/csp.spec.ts checks for every page and in a browser',
  },
  {
    kind: 'warning',
    message: /^This document appears to be written in (English|Norwegian|French)\b.*lang="zh-cn"/i,
    pages: /^zh\//,
    reason:
      "Chinese pages that are mostly code samples and option names; vnu's language guess reads those as English (or Norwegian, and once zh/guide/migration/vue-cli as French in a run whose HTML the run before had passed unchanged); the prose is Chinese",
  },
];

const root = path.resolve(process.env.OUT_DIR ?? 'out');
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No export in ${root}: run npm run build first.`);
  process.exit(1);
}
const require = createRequire(import.meta.url);
const started = Date.now();
let failed = false;
const fail = (line: string) => {
  failed = true;
  console.error(line);
};

// vnu runs in the background while the sitemap and the feeds are checked.
const html = runVnu();

// sitemap.xml
const sitemap = path.join(root, 'sitemap.xml');
const xmllint = spawnSync(
  'xmllint',
  ['--noout', '--schema', path.resolve('scripts/check/schemas/sitemap-with-alternates.xsd'), sitemap],
  { encoding: 'utf8' },
);
if (xmllint.error) throw xmllint.error;
if (xmllint.status !== 0)
  fail(`sitemap.xml does not validate against the sitemaps.org schema:\n${xmllint.stderr.trim()}`);
const urls = fs.readFileSync(sitemap, 'utf8').match(/<url>/g)?.length ?? 0;
console.log(`sitemap.xml: ${urls} entries, ${xmllint.status === 0 ? 'valid' : 'INVALID'} (sitemaps.org schema)`);

// The release feeds of each language.
for (const lang of LANGS) {
  const dir = localizePath('/community/releases/', lang).slice(1);
  const pages = releasePages(dir);
  for (const file of ['rss.xml', 'atom.xml']) {
    const feed = parseFeed(fs.readFileSync(path.join(root, dir, file), 'utf8'));
    const problems = feedProblems(feed.items, pages);
    for (const p of problems) fail(`${dir}${file}: ${p}`);
    console.log(
      `${dir}${file}: ${feed.items.length} entries read back (${feed.meta.type}), ${problems.length} problems`,
    );
  }
}

const report = vnuReport(await html, ALLOWED, (url) =>
  path.relative(root, new URL(url).pathname).split(path.sep).join('/'),
);
for (const f of report.findings) fail(`${f.page}${f.line ? `:${f.line}` : ''}: ${f.kind}: ${f.message}`);
const pages = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).length;
console.log(`HTML (Nu HTML Checker): ${pages} pages, ${report.findings.length} findings; reviewed and allowed:`);
ALLOWED.forEach((a, i) => console.log(`  ${String(report.allowed[i]).padStart(5)}  ${a.message.source.slice(0, 70)}`));
console.log(`validate: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);

function runVnu(): Promise<VnuMessage[]> {
  const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
  return new Promise((resolve, reject) => {
    const vnu = spawn('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', '--skip-non-html', root], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let json = '';
    vnu.stderr.setEncoding('utf8').on('data', (chunk: string) => (json += chunk));
    vnu.on('error', reject);
    vnu.on('close', (code) => {
      if (code !== 0) reject(new Error(`vnu exited with ${code}: ${json.slice(0, 500)}`));
      else resolve((JSON.parse(json) as { messages: VnuMessage[] }).messages);
    });
  });
}

/** The release pages in `dir` of the export, with what a feed entry must repeat of them. */
function releasePages(dir: string): ReleasePage[] {
  return fs
    .readdirSync(path.join(root, dir))
    .filter((f) => /^v[\w-]+\.html$/.test(f))
    .map((f) => {
      const page = fs.readFileSync(path.join(root, dir, f), 'utf8');
      const h1 = page.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
      return {
        url: absoluteUrl(`/${dir}${f.slice(0, -'.html'.length)}`),
        title: decodeEntities(h1.replace(/<[^>]+>/g, '')).trim(),
        published: page.match(/<meta property="article:published_time" content="([^"]+)"/)?.[1] ?? '',
      };
    });
}
