// What each host of the hosting specs does where hosts differ, in one table. The specs of e2e/hosting/ run once
// per host (a Playwright project each) and state every expectation once, reading the host's entry here:
// - `nginx`: deploy/nginx.conf (scripts/serve/serve-nginx.sh);
// - `cloudflare`: Cloudflare Pages' own asset server with out/_redirects and out/_headers, run locally by
//   `wrangler pages dev` (scripts/serve/serve-wrangler.sh).
// docs/hosting.md, Per host, tells readers the same.
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

export type HostName = 'nginx' | 'cloudflare';

export interface Host {
  name: HostName;
  /**
   * Status of the redirect from another spelling of a page (`.html`, `/index`, a missing or stray slash).
   * nginx sends the site's 301; Pages makes these redirects itself, before any rule, always as 308.
   */
  spellingStatus: 301 | 308;
  /** Whether a redirect-table row to another site passes the reader's query on (Pages keeps it on every rule). */
  externalKeepsQuery: boolean;
  /**
   * Pattern rows of the redirect table: a 301 from the host, or, where `_redirects` cannot express them, the
   * language's 404 page with status 404, whose script sends the browser on.
   */
  patternRows: 'host' | 'page-script';
  /**
   * How the host answers the 404 page's own address without `.html` (`/404`, `/zh/404`): with the 404, or with the
   * page and status 200, as Pages does for any file asked for without `.html` (and it redirects `/404.html` there).
   */
  notFoundPageAddress: 'not-found' | 'page';
  /** Cache-Control of everything but the hashed assets: both mean that the browser revalidates with the ETag. */
  revalidate: string;
  /**
   * Whether a gzipped response names Accept-Encoding in Vary. The runtime of `wrangler pages dev` (workerd) gzips
   * text by the request's Accept-Encoding without a Vary; in production Cloudflare's edge does the compressing.
   */
  varyOnGzip: boolean;
  /**
   * Content-Type per extension. nginx labels every text type UTF-8; wrangler's asset server labels text/* UTF-8 and
   * sends the other types bare, which browsers still read as UTF-8 (the scripts of a UTF-8 page, SVG and XML without
   * an encoding declaration).
   */
  contentTypes: Record<string, string>;
  /**
   * What a redirect may point to. nginx redirects only paths of the characters routes use; a rule of `_redirects`
   * with a splat or a placeholder (`/en/*`) passes on that part of the path as the reader sent it, escapes and all,
   * so on Pages the rule is only that the browser stays on the origin.
   */
  redirectTargets: 'route-paths' | 'same-origin';
  /** Whether the host reads out/_redirects and out/_headers (and reports the lines it refuses at startup). */
  readsHostFiles: boolean;
}

const hosts: Record<HostName, Host> = {
  nginx: {
    name: 'nginx',
    spellingStatus: 301,
    externalKeepsQuery: false,
    patternRows: 'host',
    notFoundPageAddress: 'not-found',
    revalidate: 'no-cache',
    varyOnGzip: true,
    contentTypes: {
      '.txt': 'text/plain; charset=utf-8',
      '.xml': 'application/xml; charset=utf-8',
      '.md': 'text/markdown; charset=utf-8',
      '.svg': 'image/svg+xml; charset=utf-8',
      '.css': 'text/css; charset=utf-8',
      '.js': 'application/javascript; charset=utf-8',
    },
    redirectTargets: 'route-paths',
    readsHostFiles: false,
  },
  cloudflare: {
    name: 'cloudflare',
    spellingStatus: 308,
    externalKeepsQuery: true,
    patternRows: 'page-script',
    notFoundPageAddress: 'page',
    revalidate: 'public, max-age=0, must-revalidate',
    varyOnGzip: false,
    contentTypes: {
      '.txt': 'text/plain; charset=utf-8',
      '.xml': 'application/xml',
      '.md': 'text/markdown; charset=utf-8',
      '.svg': 'image/svg+xml',
      '.css': 'text/css; charset=utf-8',
      '.js': 'application/javascript',
    },
    redirectTargets: 'same-origin',
    readsHostFiles: true,
  },
};

/** The host the running test's project serves the export with. */
export function currentHost(): Host {
  const name = test.info().project.name;
  if (!(name in hosts)) throw new Error(`no host entry for the Playwright project ${name} (e2e/hosting/hosts.ts)`);
  return hosts[name as HostName];
}

/** Where scripts/serve/serve-wrangler.sh keeps wrangler's output for the server on `port`. */
export const wranglerLogFile = (port: number | string) =>
  path.join(os.tmpdir(), `rsbuild-docs-wrangler-${port}`, 'wrangler.log');
