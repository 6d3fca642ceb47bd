/**
 * Marks the head tags the build wrote for the page the HTML was loaded as (lib/page/html-tags.ts), so that
 * the first client navigation removes them (components/layout/RouteChange.tsx) rather than leave another
 * page's description of itself in the head. A module of its own: the browser's code imports it.
 */
export const PAGE_TAG_ATTRIBUTE = 'data-page';
