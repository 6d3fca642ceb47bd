// What each language's route files under app/ export (scripts/build/lang-routes.ts writes them): the home
// page; the section layout, which carries what every page under a first path segment shares, so that a
// client navigation within a section fetches it once; and every other page, under that layout.
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/site-config';
import { siteRoute, siteSection, siteSectionRouteParams } from '@/lib/page/route';
import { SectionSidebars } from '../sidebar/SectionSidebars';
import { RoutePage } from './RoutePage';

type SectionParams = Promise<{ section: string }>;
type PageParams = Promise<{ section: string; rest?: string[] }>;

const slugOf = ({ section, rest = [] }: Awaited<PageParams>) => [section, ...rest];

export function languageRoutes(lang: Lang) {
  return {
    home: {
      generateMetadata: () => siteRoute(lang, []).metadata,
      Page: () => <RoutePage route={siteRoute(lang, [])} />,
    },
    SectionLayout: async ({ params, children }: { params: SectionParams; children: ReactNode }) => (
      <SectionSidebars sidebars={siteSection(lang, (await params).section).sidebars}>{children}</SectionSidebars>
    ),
    sectionPage: {
      generateStaticParams: () => siteSectionRouteParams(lang),
      generateMetadata: async ({ params }: { params: PageParams }) => siteRoute(lang, slugOf(await params)).metadata,
      Page: async ({ params }: { params: PageParams }) => <RoutePage route={siteRoute(lang, slugOf(await params))} />,
    },
  };
}
