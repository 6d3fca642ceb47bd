import { getContentIndex } from '@/lib/content/content-index';
import { sitemapEntries, sitemapXml } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export function GET() {
  return new Response(sitemapXml(sitemapEntries(getContentIndex().pages)), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
