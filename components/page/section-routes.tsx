// What a language's section route files under app/ export (scripts/build/lang-routes.ts writes them): the
// section layout, which carries what every page under a first path segment shares, so that a client
// navigation within a section fetches it once; and every page but the home page, under that layout. The
// home page's layout stays out (home-route.tsx), and with it the client components only it uses.
import GithubSlugger from 'github-slugger';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/site-config';
import { siteRoute, siteSection, siteSectionRouteParams } from '@/lib/page/route';
import { SectionSidebars } from '../sidebar/SectionSidebars';
import { DocLayout } from '../layout/DocLayout';
import { OverviewList } from '../overview/OverviewList';
import { TranslationNotice } from './TranslationNotice';
import { RoutePage, type PageLayout, type RouteLayouts } from './RoutePage';

type SectionParams = Promise<{ section: string }>;
type PageParams = Promise<{ section: string; rest?: string[] }>;

const slugOf = ({ section, rest = [] }: Awaited<PageParams>) => [section, ...rest];

const DocPage: PageLayout = ({ route, children }) => {
  const { page } = route;
  return (
    <DocLayout route={route}>
      <TranslationNotice page={page} />
      {!page.hasH1 && <h1 id={new GithubSlugger().slug(page.title)}>{page.title}</h1>}
      {children}
      {route.overview && <OverviewList groups={route.overview} />}
    </DocLayout>
  );
};

const layouts: RouteLayouts = { doc: DocPage, '404': DocPage };

export function sectionRoutes(lang: Lang) {
  return {
    Layout: async ({ params, children }: { params: SectionParams; children: ReactNode }) => (
      <SectionSidebars sidebars={siteSection(lang, (await params).section).sidebars}>{children}</SectionSidebars>
    ),
    generateStaticParams: () => siteSectionRouteParams(lang),
    generateMetadata: async ({ params }: { params: PageParams }) => siteRoute(lang, slugOf(await params)).metadata,
    Page: async ({ params }: { params: PageParams }) => (
      <RoutePage route={siteRoute(lang, slugOf(await params))} layouts={layouts} />
    ),
  };
}
