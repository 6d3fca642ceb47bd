// The export's files that are not pages (feeds, sitemap, robots.txt), as the static route handlers under
// app/ answer them: each a Response built from the site's content index.
import type { Lang } from '../site-config';
import { getContentIndex } from '../content/site-index';
import { releaseFeedFile } from '../feeds/feed-file';
import { feedContentType } from '../feeds/release-feed';
import type { FeedFormat } from '../feeds/links';
import { robotsTxt, sitemapEntries, sitemapXml } from '../seo/sitemap';

/** The GET handler of one release feed. */
export const feedRoute = (lang: Lang, format: FeedFormat) => () =>
  new Response(releaseFeedFile(getContentIndex(), lang, format), {
    headers: { 'Content-Type': feedContentType(format) },
  });

export const sitemapRoute = () =>
  new Response(sitemapXml(sitemapEntries(getContentIndex().pages)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });

export const robotsRoute = () =>
  new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
