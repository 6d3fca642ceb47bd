import type { MetadataRoute } from 'next';
import { getContentIndex } from '@/lib/content/content-index';
import { sitemapEntries } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(getContentIndex().pages).map(({ url, lastModified, languages }) => ({ url, lastModified, alternates: { languages } }));
}
