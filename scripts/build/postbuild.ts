// After `next build` (scripts/build/build.ts runs it): completes the export for static hosts.
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import type { ContentIndex } from '../../lib/content/content-index';
import { writeMarkdownExport } from '../../lib/markdown-export/write-export';
import { writeSearchIndexes } from './search-index';
import { htmlFiles, writeHostingFiles } from './hosting';
import { headScriptSources, withHeadScripts } from '../../lib/page/head-scripts';
import { htmlFileOf, pageHtmlTags } from '../../lib/page/html-tags';
import { ownScriptTag } from '../../lib/security/own-scripts';
import { siteConfig } from '../../lib/site-config';
import { precompressExport } from '../../tools/hosting/precompress';
import { removeUnrequested } from '../../tools/hosting/unrequested-files';
import { shareLayoutSegments } from '../../tools/hosting/shared-segments';
import { sharedSegmentsScript } from '../../lib/routing/shared-segments';
import { basePathOf } from '../../lib/base-path';

export async function postbuild(index: ContentIndex, out: string) {
  // Next writes a section root such as /guide/start/ as guide/start.html and its client-navigation payload
  // as guide/start.txt; static hosts serve a URL ending in a slash from the folder's index.html, and the
  // router asks for that URL's payload at guide/start/index.txt, so move both there.
  let moved = 0;
  for (const { routePath } of index.pages) {
    if (routePath === '/' || !routePath.endsWith('/')) continue;
    for (const ext of ['html', 'txt']) {
      const from = path.join(out, `${routePath.slice(0, -1)}.${ext}`);
      const to = path.join(out, routePath, `index.${ext}`);
      if (!fs.existsSync(from)) throw new Error(`postbuild: expected ${path.relative(out, from)} in the export`);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(from, to);
    }
    moved++;
  }
  console.log(`postbuild: ${moved} section roots and their payloads moved to folder indexes`);
  const removed = removeUnrequested(out);
  console.log(
    `postbuild: ${removed.files} files no client requests removed (second copies of route payloads, the not-found route beside 404.html) (${(removed.bytes / 1e6).toFixed(1)} MB)`,
  );
  const segments = shareLayoutSegments(out, basePathOf(siteConfig.base));
  console.log(
    `postbuild: ${segments.removed} layout segment files in page folders replaced by shared copies (${(segments.bytes / 1e6).toFixed(1)} MB less)`,
  );

  const exported = writeMarkdownExport(index, out);
  console.log(`postbuild: ${exported.pages} Markdown copies, ${exported.files.join(', ')}`);
  console.log(
    `postbuild: search index written to ${writeSearchIndexes(index, out)
      .map((f) => path.relative(out, f))
      .join(', ')}`,
  );
  // What only a page's HTML needs: the head scripts of every page (lib/page/head-scripts.ts) and the one that
  // finds the shared layout segments, and each content page's crawler head tags, canonical-path script and
  // JSON-LD (lib/page/html-tags.ts).
  // Minified, since every page carries them: the sources are serialised functions with readable names.
  const headTags = [...headScriptSources(siteConfig), sharedSegmentsScript(segments.shared)]
    .map((source) => ownScriptTag(transformSync(source, { minify: true, target: 'es2015' }).code.trim()))
    .join('');
  const pageTags = new Map(
    index.pages.map((page) => [
      path.join(out, htmlFileOf(page.routePath)),
      pageHtmlTags(page, (p) => index.byRoutePath.has(p)),
    ]),
  );
  const pages = htmlFiles(out);
  for (const file of pages)
    fs.writeFileSync(file, withHeadScripts(fs.readFileSync(file, 'utf8'), headTags + (pageTags.get(file) ?? '')));
  const missing = [...pageTags.keys()].filter((file) => !pages.includes(file));
  if (missing.length) throw new Error(`postbuild: no exported page at ${path.relative(out, missing[0])}`);
  console.log(
    `postbuild: head scripts written into ${pages.length} pages, crawler tags, canonical-path scripts and JSON-LD into ${pageTags.size}`,
  );
  // Last, so that the Content Security Policy covers every page in its final form.
  writeHostingFiles(out);
  // After the policy: the gzip files must hold each page in its final form.
  const packed = await precompressExport(out);
  console.log(
    `postbuild: ${packed.files} gzip files beside text files (${(packed.bytes / 1e6).toFixed(1)} MB -> ${(packed.gzipBytes / 1e6).toFixed(1)} MB)`,
  );
}
