// What a language's home route file (app/(lang)/<prefix>/page.tsx, written by scripts/build/lang-routes.ts)
// exports. It imports the home page's layout and no other, so the home page downloads none of the doc
// layout's client components and the doc pages none of the home page's.
import type { Lang } from '@/lib/site-config';
import { siteRoute } from '@/lib/page/route';
import { HomePage } from '../home/HomePage';
import { RoutePage, type RouteLayouts } from './RoutePage';

const layouts: RouteLayouts = {
  home: ({ route, children }) => <HomePage page={route.page}>{children}</HomePage>,
};

export function homeRoute(lang: Lang) {
  return {
    generateMetadata: () => siteRoute(lang, []).metadata,
    Page: () => <RoutePage route={siteRoute(lang, [])} layouts={layouts} />,
  };
}
