// Addresses the outside world sees: absolute URLs on the published site and the Markdown copy of a page.
import { siteConfig } from '../site-config';
import { withBase } from '../base-path';

/** `/zh/guide/start/` -> `https://rsbuild.rs/zh/guide/start/`, or `https://example.com/docs/zh/guide/start/` under `/docs/`. */
export function absoluteUrl(
  path: string,
  siteUrl: string = siteConfig.siteUrl,
  base: string = siteConfig.base,
): string {
  return new URL(withBase(path, base), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/**
 * The Markdown copy of a page, next to its HTML file: `/guide/start/quick-start` ->
 * `/guide/start/quick-start.md`, a section root `/guide/start/` -> `/guide/start/index.md`.
 */
export function markdownPathOf(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}
