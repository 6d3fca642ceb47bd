// The export's 404.html, which static hosts answer unknown paths with. /zh/404.html comes from the
// Chinese section route (app/(zh)/zh/[section]); both render the resolver's not-found route (lib/page/route.ts).
import type { Metadata } from 'next';
import { RootDocument } from '@/components/layout/RootDocument';
import { NotFound } from '@/components/not-found/NotFound';
import { siteRoute } from '@/lib/page/route';
import { NOT_FOUND_SLUG } from '@/lib/content/static-routes';
import { notFoundMetadata } from '@/lib/seo/page-metadata';
import { siteConfig } from '@/lib/site-config';
// The default language's (scripts/build/lang-routes.test.ts checks it is that one).
import { LangProvider } from './(en)/lang-provider';

// Next writes `noindex` into its own not-found page: a robots entry of ours would repeat the tag.
const { robots: _nextWritesRobots, ...notFoundHead } = notFoundMetadata();
export const metadata: Metadata = notFoundHead;

// NotFound itself, not RoutePage: what RoutePage imports for content pages would reach this page's scripts.
export default function GlobalNotFound() {
  const route = siteRoute(siteConfig.defaultLang, NOT_FOUND_SLUG);
  if (route.kind !== 'not-found') throw new Error(`the slug ${NOT_FOUND_SLUG.join('/')} resolves to a ${route.kind}`);
  return (
    <RootDocument lang={route.lang} LangProvider={LangProvider} notFound>
      <NotFound lang={route.lang} routes={route.routes} />
    </RootDocument>
  );
}
