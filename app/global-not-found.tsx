// The export's 404.html, which static hosts answer unknown paths with. /zh/404.html comes from the
// Chinese catch-all route (lib/content/static-routes.ts).
import type { Metadata } from 'next';
import { RootDocument } from '@/components/layout/RootDocument';
import { NotFound } from '@/components/not-found/NotFound';
import { getContentIndex } from '@/lib/content/content-index';
import { siteConfig } from '@/lib/site-config';
import { composeTitle } from '@/lib/title';

// No `robots` here: Next already writes `noindex` into a not-found page, and a second tag would repeat it.
export const metadata: Metadata = { title: composeTitle(siteConfig.title, { pageType: '404', title: '404' }) };

export default function GlobalNotFound() {
  return (
    <RootDocument lang={siteConfig.defaultLang}>
      <NotFound lang={siteConfig.defaultLang} routes={getContentIndex().pages.map((p) => p.routePath)} />
    </RootDocument>
  );
}
