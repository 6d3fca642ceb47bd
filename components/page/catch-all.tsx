// What each language's catch-all route exports (app/(en)/[[...slug]]/page.tsx and its /zh twin): Next
// needs one file per route group, and both are this one definition with their language.
import type { Lang } from '@/lib/site-config';
import { siteRoute, siteRouteParams } from '@/lib/page/route';
import { RoutePage } from './RoutePage';

type Props = { params: Promise<{ slug?: string[] }> };

export function catchAllRoute(lang: Lang) {
  return {
    generateStaticParams: () => siteRouteParams(lang),
    generateMetadata: async ({ params }: Props) => siteRoute(lang, (await params).slug).metadata,
    Page: async ({ params }: Props) => <RoutePage route={siteRoute(lang, (await params).slug)} />,
  };
}
