import GithubSlugger from 'github-slugger';
import type { Lang } from '@/lib/site-config';
import type { PageData } from '@/lib/content/page-data';
import { devContentErrors, getContentIndex } from '@/lib/content/content-index';
import { isNotFoundSlug, pageForSlug, redirectForSlug } from '@/lib/content/static-routes';
import { siteConfig } from '@/lib/site-config';
import { DocLayout } from '../layout/DocLayout';
import { PlainLayout } from '../layout/PlainLayout';
import { HomePage } from '../home/HomePage';
import { NotFound } from '../not-found/NotFound';
import { MdxContent } from './MdxContent';
import { canonicalPathScript } from '@/lib/routing/canonical';
import { PageSeo } from '../seo/PageSeo';
import { ContentErrorsPanel } from '../dev/ContentErrorsPanel';
import { RedirectPage } from '../redirect/RedirectPage';
import { AnnouncementBar } from '../announcement/AnnouncementBar';
import { SkipLink } from '../layout/SkipLink';
import { layoutParts } from '@/lib/layout';
import { ScrollToTop } from '../scroll-to-top/ScrollToTop';
import { Overview } from '../overview/Overview';
import { ImageZoom } from '../mdx/ImageZoom';
import { SiteScript } from '@/components/security/SiteScript';

/** Every route of both languages renders through here: the page data decides the layout. */
export async function RoutePage({ lang, slug }: { lang: Lang; slug?: string[] }) {
  const index = getContentIndex();
  const page = isNotFoundSlug(slug) ? undefined : pageForSlug(index, lang, slug);
  const redirect = page ? undefined : redirectForSlug(lang, slug);
  if (redirect) return <RedirectPage lang={lang} target={redirect} />;
  if (!page) return <NotFound lang={lang} routes={index.pages.map((p) => p.routePath)} />;
  return (
    <>
      <SiteScript source={canonicalPathScript(page.routePath)} />
      <PageSeo page={page} />
      {devContentErrors().length > 0 && <ContentErrorsPanel errors={devContentErrors()} />}
      {/* The skip link is the first thing a keyboard reaches, before the announcement bar. */}
      {layoutParts(page.pageType, page.frontmatter).navbar && <SkipLink lang={lang} />}
      {page.frontmatter.navbar !== false && <AnnouncementBar lang={lang} route={page.route} />}
      <PageBody page={page} />
      <ImageZoom selector={siteConfig.imageZoom.selector} />
      {siteConfig.enableScrollToTop && page.pageType === 'doc' && <ScrollToTop />}
    </>
  );
}

function PageBody({ page }: { page: PageData }) {
  const content = <MdxContent page={page} />;
  switch (page.pageType) {
    case 'home':
      return <HomePage page={page}>{content}</HomePage>;
    case 'blank':
    case 'custom':
      return <PlainLayout page={page}>{content}</PlainLayout>;
    default:
      return (
        <DocLayout page={page}>
          {!page.hasH1 && <h1 id={new GithubSlugger().slug(page.title)}>{page.title}</h1>}
          {content}
          {page.frontmatter.overview && <Overview page={page} />}
        </DocLayout>
      );
  }
}
