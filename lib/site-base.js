// The path the site is published under: '/' at the root of a domain, '/docs/' for https://example.com/docs/.
// Plain ESM so that next.config.mjs (basePath) and lib/site-config.ts (siteConfig.base) read the same value;
// `SITE_BASE` overrides it for one build (`SITE_BASE=/docs/ npm run build`). next.config.mjs hands the value
// to the browser bundles through `env`, so client code reads the same one.

/** '/docs' or 'docs/' -> '/docs/'. Fails on anything that is not a plain path, so a typo stops the build. */
export function normalizeBase(value) {
  const base = `/${String(value)
    .trim()
    .replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (!/^\/(?:[A-Za-z0-9._~-]+\/)*$/.test(base) || /\/\.\.?\//.test(base)) {
    throw new Error(`SITE_BASE ${JSON.stringify(value)}: the base must be a plain path such as "/" or "/docs/"`);
  }
  return base;
}

/** Next.js's basePath for a base: '/docs/' -> '/docs', '/' -> ''. */
export function basePathOf(base) {
  return base.replace(/\/$/, '');
}

/**
 * The base, normalized. Next's bundles get SITE_BASE inlined as next.config.mjs normalized it; the browser's,
 * where Next inlines NEXT_RUNTIME as '' (it is unset in Node and 'nodejs' on Next's server), take it as it
 * is, so every page's scripts carry the value and not the check.
 */
export const siteBase =
  process.env.NEXT_RUNTIME === '' ? process.env.SITE_BASE : normalizeBase(process.env.SITE_BASE || '/');
