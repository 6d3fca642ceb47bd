// What a page's HTML carries that its payload need not: the script that puts the canonical path in the
// address bar and the page's JSON-LD. Only the page as loaded reads them (the browser before the app
// starts, a crawler); rendered by React they would also ride in the page's payload, inlined in its HTML
// and fetched on every client navigation to it, where React never runs a script. The build writes them
// into each exported page after the head scripts (scripts/build/postbuild.ts); `next dev` has no build
// step, so there RoutePage renders them.
import type { PageData } from '../content/page-data';
import { canonicalPathScript } from '../routing/canonical';
import { jsonLd, structuredDataFor } from '../seo/structured-data';
import { ownScriptTag } from '../security/own-scripts';

export function pageHtmlTags(page: PageData, key?: string): string {
  const data = structuredDataFor(page);
  return ownScriptTag(canonicalPathScript(page.routePath), key) + (data ? `<script type="application/ld+json">${jsonLd(data)}</script>` : '');
}

/** The exported HTML file of a route: section roots (`/guide/start/`) are folder indexes. */
export function htmlFileOf(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath.slice(1)}index.html` : `${routePath.slice(1)}.html`;
}
