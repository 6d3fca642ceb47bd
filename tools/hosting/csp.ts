// The per-page Content Security Policy: scripts only from the site itself or with the exact hash of one of
// the site's own inline scripts on the page (the theme script, the canonical-path and 404 scripts, Next's
// `self.__next_f.push(...)` payloads; lib/security/own-scripts.ts tells them apart), never 'unsafe-inline'.
// The build writes it into each exported page as a <meta http-equiv> at the top of <head>, before any script.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i;

/** Every inline script a browser would run, with its attributes as written; JSON data blocks (`type="application/ld+json"`) are not code. */
export function inlineScriptTags(html: string): { attributes: string; source: string }[] {
  const scripts: { attributes: string; source: string }[] = [];
  for (const [, attributes, source] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    if (type && /json/.test(type)) continue;
    scripts.push({ attributes, source });
  }
  return scripts;
}

/** The text of every inline script a browser would run. */
export function inlineScripts(html: string): string[] {
  return inlineScriptTags(html).map((s) => s.source);
}

/** A CSP hash source for a script. The HTML parser turns CR LF into LF before the browser hashes the text. */
export function scriptHash(source: string): string {
  const text = source.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Algolia's search, retry and insights hosts for one application id. */
export function algoliaHosts(appId: string): string[] {
  if (!/^[A-Za-z0-9]+$/.test(appId))
    throw new Error(`NEXT_PUBLIC_DOCSEARCH_APP_ID ${JSON.stringify(appId)} is not an Algolia application id`);
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`),
    'https://insights.algolia.io',
  ];
}

export interface PagePolicyOptions {
  /** The hashes of the page's inline scripts (`scriptHash`). */
  scriptHashes: string[];
  /** Set when the Algolia DocSearch backend is configured; otherwise search stays on the site's own index. */
  docsearchAppId?: string;
}

/**
 * The policy of one page. Only directives a `<meta>` may carry; `frame-ancestors` is in the header policy
 * (tools/hosting/headers.ts). Styles stay open to inline `style` attributes, which highlighted code uses.
 */
export function pagePolicy({ scriptHashes, docsearchAppId }: PagePolicyOptions): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const connect = ["'self'", ...(docsearchAppId ? algoliaHosts(docsearchAppId) : [])];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...hashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The `<meta>` carrying a policy. Policy sources never contain `"`, `<` or `&`. */
export function policyMeta(policy: string): string {
  if (/["<&]/.test(policy)) throw new Error(`policy cannot go into an HTML attribute: ${policy}`);
  return `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
}

/** The page's current CSP `<meta>` policy, if it has one. */
export function readPolicyMeta(html: string): string | null {
  const meta = META.exec(html)?.[0];
  return meta ? /content="([^"]*)"/.exec(meta)![1] : null;
}

/**
 * The page with its policy in `<head>`: right after `<meta charset>` (which must stay in the first 1024 bytes),
 * else first in `<head>`, and before every script either way. Replaces the policy a previous run wrote.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = policyMeta(policy);
  if (META.test(html)) return html.replace(META, meta);
  const charset = /<meta charset="[^"]*"\/?>/i.exec(html);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('no <head> to put the Content Security Policy in');
  const anchor = charset && charset.index > head.index ? charset : head;
  const at = anchor.index + anchor[0].length;
  const firstScript = html.search(/<script\b/i);
  if (firstScript !== -1 && firstScript < at)
    throw new Error('a script comes before <meta charset>; the policy would not cover it');
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/** Inline event handler attributes (`onclick="..."`) and `javascript:` URLs, which no hash can allow. */
export function inlineHandlers(html: string): string[] {
  const withoutScripts = html.replace(SCRIPT, '');
  return [
    ...withoutScripts.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=|\b(?:href|src|action)\s*=\s*["']?\s*javascript:/gi),
  ].map((m) => m[1] ?? 'javascript: URL');
}

/** The inline scripts of a page that its own `<meta>` policy does not allow (none, after the build). */
export function uncoveredScripts(html: string): string[] {
  const policy = readPolicyMeta(html) ?? '';
  const allowed = new Set(/(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1].split(/\s+/) ?? []);
  return inlineScripts(html).filter((script) => !allowed.has(scriptHash(script)));
}
