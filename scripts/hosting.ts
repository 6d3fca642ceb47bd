// Build step for production hosting, run last by scripts/postbuild.ts: puts each page's Content Security
// Policy into it (the hashes of exactly the inline scripts it carries) and writes `_redirects` and `_headers`
// for static hosts. deploy/nginx.conf is generated from source by scripts/nginx-conf.ts.
import fs from 'node:fs';
import path from 'node:path';
import { inlineHandlers, inlineScripts, pagePolicy, scriptHash, uncoveredScripts, withPolicyMeta } from '../lib/hosting/csp';
import { siteHeadersFile, siteRedirectsFile } from '../lib/hosting/site-hosting';

export function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).map((f) => path.join(dir, f));
}

export function writeHostingFiles(out: string, docsearchAppId = process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID?.trim() || undefined): void {
  const pages = htmlFiles(out);
  for (const file of pages) {
    const where = path.relative(process.cwd(), file);
    const html = fs.readFileSync(file, 'utf8');
    const handlers = inlineHandlers(html);
    if (handlers.length) throw new Error(`${where}: ${handlers.join(', ')} cannot be allowed by a Content Security Policy without 'unsafe-inline'; use a script or a React handler`);
    const withPolicy = withPolicyMeta(html, pagePolicy({ scriptHashes: inlineScripts(html).map(scriptHash), docsearchAppId }));
    if (uncoveredScripts(withPolicy).length) throw new Error(`${where}: an inline script is not covered by the page's policy`);
    fs.writeFileSync(file, withPolicy);
  }
  fs.writeFileSync(path.join(out, '_redirects'), siteRedirectsFile());
  fs.writeFileSync(path.join(out, '_headers'), siteHeadersFile());
  console.log(`hosting: Content Security Policy in ${pages.length} pages${docsearchAppId ? ' (with Algolia)' : ''}; _redirects and _headers written`);
}
