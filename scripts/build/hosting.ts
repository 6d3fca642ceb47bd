// Build step for production hosting, run last by scripts/build/postbuild.ts: puts each page's Content Security
// Policy into it (the hashes of exactly the inline scripts it carries) and writes `_redirects` and `_headers`
// for static hosts. deploy/nginx.conf is generated from source by scripts/serve/nginx-conf.ts.
import fs from 'node:fs';
import path from 'node:path';
import {
  inlineHandlers,
  inlineScriptTags,
  pagePolicy,
  scriptHash,
  uncoveredScripts,
  withPolicyMeta,
} from '../../tools/hosting/csp';
import { isOwnScript, SCRIPT_KEY_ENV, withoutHeadScriptMarks } from '../../lib/security/own-scripts';
import { siteHeadersFile, siteRedirectsFile } from '../../tools/hosting/site-hosting';

export function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}

export function writeHostingFiles(
  out: string,
  docsearchAppId = process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID?.trim() || undefined,
  key = process.env[SCRIPT_KEY_ENV],
): void {
  if (!key)
    throw new Error(
      `hosting: ${SCRIPT_KEY_ENV} is not set, so the site's own scripts cannot be told apart: build with npm run build`,
    );
  const pages = htmlFiles(out);
  for (const file of pages) {
    const where = path.relative(process.cwd(), file);
    const html = fs.readFileSync(file, 'utf8');
    const handlers = inlineHandlers(html);
    if (handlers.length)
      throw new Error(
        `${where}: ${handlers.join(', ')} cannot be allowed by a Content Security Policy without 'unsafe-inline'; use a script or a React handler`,
      );
    // Only the site's own scripts get a hash: a script that came in any other way would not run, so it fails here.
    const own = inlineScriptTags(html).filter((s) => isOwnScript(s.attributes, s.source, key));
    const withPolicy = withPolicyMeta(
      html,
      pagePolicy({ scriptHashes: own.map((s) => scriptHash(s.source)), docsearchAppId }),
    );
    const foreign = uncoveredScripts(withPolicy);
    if (foreign.length)
      throw new Error(
        `${where}: an inline script that is not the site's own would be blocked by the policy: ${JSON.stringify(foreign[0].slice(0, 80))}`,
      );
    fs.writeFileSync(file, withoutHeadScriptMarks(withPolicy));
  }
  fs.writeFileSync(path.join(out, '_redirects'), siteRedirectsFile());
  fs.writeFileSync(path.join(out, '_headers'), siteHeadersFile());
  // GitHub Pages runs Jekyll over a published folder unless this file is there, and Jekyll leaves out every
  // folder whose name starts with `_`: `_next/`, every script and style of the site.
  fs.writeFileSync(path.join(out, '.nojekyll'), '');
  console.log(
    `hosting: Content Security Policy in ${pages.length} pages${docsearchAppId ? ' (with Algolia)' : ''}; _redirects, _headers and .nojekyll written`,
  );
}
