import { getContentIndex } from '@/lib/content/content-index';
import { feedContentType } from '@/lib/feeds/release-feed';
import { releaseFeedFile } from '@/lib/feeds/feed-file';

export const dynamic = 'force-static';

export function GET() {
  return new Response(releaseFeedFile(getContentIndex(), 'en', 'rss'), { headers: { 'Content-Type': feedContentType('rss') } });
}
