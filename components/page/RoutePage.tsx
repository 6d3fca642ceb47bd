import type { ReactNode } from 'react';
import type { PageType } from '@/lib/content/frontmatter';
import type { PageRoute, ResolvedRoute } from '@/lib/page/route';
import { devContentErrors } from '@/lib/content/site-index';
import { canonicalPathScript } from '@/lib/routing/canonical';
import { structuredDataFor } from '@/lib/seo/structured-data';
import { PlainLayout } from '../layout/PlainLayout';
import { NotFound } from '../not-found/NotFound';
import { MdxContent } from './MdxContent';
import { PageSeo } from '../seo/PageSeo';
import { ContentErrorsPanel } from '../dev/ContentErrorsPanel';
import { RedirectPage } from '../redirect/RedirectPage';
import { SiteScript } from '@/components/security/SiteScript';

/** A page type's layout around the page's rendered content. */
export type PageLayout = (props: { route: PageRoute; children: ReactNode }) => ReactNode;

/**
 * The layouts of the page types a route file serves besides custom and blank pages, which every route
 * serves (their layout has no client code). A page downloads the client components of everything its
 * route file imports, so each route file brings its own layouts only (home-route.tsx, section-routes.tsx).
 */
export type RouteLayouts = Partial<Record<Exclude<PageType, 'custom' | 'blank'>, PageLayout>>;

/** Every route of both languages renders through here, as lib/page/route.ts resolved it. */
export function RoutePage({ route, layouts }: { route: ResolvedRoute; layouts: RouteLayouts }) {
  if (route.kind === 'redirect') return <RedirectPage lang={route.lang} target={route.target} />;
  if (route.kind === 'not-found') return <NotFound lang={route.lang} routes={route.routes} />;
  const { page } = route;
  return (
    <>
      {/* The build writes these into each page's HTML (lib/page/html-tags.ts); `next dev` has no build step. */}
      {process.env.NODE_ENV === 'development' && <SiteScript source={canonicalPathScript(page.routePath)} />}
      <PageSeo
        page={page}
        htmlOnly={
          process.env.NODE_ENV === 'development'
            ? { tags: route.htmlOnlyHeadTags, structuredData: structuredDataFor(page) }
            : undefined
        }
      />
      {devContentErrors().length > 0 && <ContentErrorsPanel errors={devContentErrors()} />}
      <PageBody route={route} layouts={layouts} />
    </>
  );
}

function PageBody({ route, layouts }: { route: PageRoute; layouts: RouteLayouts }) {
  const { page } = route;
  const content = <MdxContent page={page} />;
  if (page.pageType === 'custom' || page.pageType === 'blank') return <PlainLayout page={page}>{content}</PlainLayout>;
  const Layout = layouts[page.pageType];
  if (!Layout)
    throw new Error(
      `${page.pagePath}: pageType "${page.pageType}" cannot be used at ${page.routePath}: "home" is for a language's home page (index.mdx), which may be "home", "custom" or "blank" only`,
    );
  return <Layout route={route}>{content}</Layout>;
}
