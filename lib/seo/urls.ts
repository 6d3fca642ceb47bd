// Addresses the outside world sees: absolute URLs on the published site and the Markdown copy of a page.
import { siteConfig } from '../site-config';

/** `/zh/guide/start/` -> `https://rsbuild.rs/zh/guide/start/`. */
export function absoluteUrl(path: string, siteUrl: string = siteConfig.siteUrl): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/**
 * The Markdown copy of a page, next to its HTML file: `/guide/start/quick-start` ->
 * `/guide/start/quick-start.md`, a section root `/guide/start/` -> `/guide/start/index.md`.
 */
export function markdownPathOf(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}
