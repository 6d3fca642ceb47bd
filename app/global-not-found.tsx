// The export's 404.html, which static hosts answer unknown paths with. /zh/404.html comes from the
// Chinese catch-all route (lib/content/static-routes.ts).
import type { Metadata } from 'next';
import { RootDocument } from '@/components/layout/RootDocument';
import { NotFound } from '@/components/not-found/NotFound';
import { getContentIndex } from '@/lib/content/content-index';
import { siteConfig } from '@/lib/site-config';
import { composeTitle } from '@/lib/title';

export const metadata: Metadata = { title: composeTitle(siteConfig.title, { pageType: '404', title: '404' }), robots: { index: false } };

export default function GlobalNotFound() {
  return (
    <RootDocument lang={siteConfig.defaultLang}>
      <NotFound lang={siteConfig.defaultLang} routes={getContentIndex().pages.map((p) => p.routePath)} />
    </RootDocument>
  );
}
