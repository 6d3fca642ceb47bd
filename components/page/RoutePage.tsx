import GithubSlugger from 'github-slugger';
import type { PageRoute, ResolvedRoute } from '@/lib/page/route';
import { devContentErrors } from '@/lib/content/site-index';
import { canonicalPathScript } from '@/lib/routing/canonical';
import { structuredDataFor } from '@/lib/seo/structured-data';
import { DocLayout } from '../layout/DocLayout';
import { PlainLayout } from '../layout/PlainLayout';
import { HomePage } from '../home/HomePage';
import { NotFound } from '../not-found/NotFound';
import { MdxContent } from './MdxContent';
import { PageSeo } from '../seo/PageSeo';
import { ContentErrorsPanel } from '../dev/ContentErrorsPanel';
import { RedirectPage } from '../redirect/RedirectPage';
import { OverviewList } from '../overview/OverviewList';
import { TranslationNotice } from './TranslationNotice';
import { SiteScript } from '@/components/security/SiteScript';

/** Every route of both languages renders through here, as lib/page/route.ts resolved it. */
export function RoutePage({ route }: { route: ResolvedRoute }) {
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
      <PageBody route={route} />
    </>
  );
}

function PageBody({ route }: { route: PageRoute }) {
  const { page } = route;
  const content = <MdxContent page={page} />;
  switch (page.pageType) {
    case 'home':
      return <HomePage page={page}>{content}</HomePage>;
    case 'blank':
    case 'custom':
      return <PlainLayout page={page}>{content}</PlainLayout>;
    default:
      return (
        <DocLayout route={route}>
          <TranslationNotice page={page} />
          {!page.hasH1 && <h1 id={new GithubSlugger().slug(page.title)}>{page.title}</h1>}
          {content}
          {route.overview && <OverviewList groups={route.overview} />}
        </DocLayout>
      );
  }
}
