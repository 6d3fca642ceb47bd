// What a page's HTML carries that its payload need not: the head tags only crawlers and link previews read
// (lib/seo/page-metadata.ts), the script that puts the canonical path in the address bar, and the page's
// JSON-LD. Only the page as loaded reads them (the browser before the app starts, a crawler); rendered by
// React they would also ride in the page's payload, inlined in its HTML and fetched on every client
// navigation to it. The build writes them into each exported page after the head scripts
// (scripts/build/postbuild.ts); `next dev` has no build step, so there RoutePage renders them.
import type { PageData } from '../content/page-data';
import { canonicalPathScript } from '../routing/canonical';
import { jsonLd, structuredDataFor } from '../seo/structured-data';
import { pageHeadTags } from '../seo/page-metadata';
import type { HeadTag } from '../seo/head-tags';
import { ownScriptTag } from '../security/own-scripts';
import { PAGE_TAG_ATTRIBUTE } from './page-tag-attribute';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function headTagHtml({ tag, attributes }: HeadTag): string {
  const pairs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
  return `<${tag}${pairs.join('')} ${PAGE_TAG_ATTRIBUTE}/>`;
}

export function pageHtmlTags(page: PageData, isPage: (routePath: string) => boolean, key?: string): string {
  const data = structuredDataFor(page);
  return (
    pageHeadTags(page, isPage).map(headTagHtml).join('') +
    ownScriptTag(canonicalPathScript(page.routePath), key) +
    (data ? `<script type="application/ld+json" ${PAGE_TAG_ATTRIBUTE}>${jsonLd(data)}</script>` : '')
  );
}

/** The exported HTML file of a route: section roots (`/guide/start/`) are folder indexes. */
export function htmlFileOf(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath.slice(1)}index.html` : `${routePath.slice(1)}.html`;
}
