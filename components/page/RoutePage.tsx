import GithubSlugger from 'github-slugger';
import type { Lang } from '@/lib/site-config';
import type { PageData } from '@/lib/content/page-data';
import { devContentErrors, getContentIndex } from '@/lib/content/content-index';
import { isNotFoundSlug, pageForSlug } from '@/lib/content/static-routes';
import { DocLayout } from '../layout/DocLayout';
import { HomePage } from '../home/HomePage';
import { NotFound } from '../not-found/NotFound';
import { MdxContent } from './MdxContent';
import { canonicalPathScript } from '@/lib/routing/canonical';
import { ContentErrorsPanel } from '../dev/ContentErrorsPanel';

/** Every route of both languages renders through here: the page data decides the layout. */
export async function RoutePage({ lang, slug }: { lang: Lang; slug?: string[] }) {
  const index = getContentIndex();
  const page = isNotFoundSlug(slug) ? undefined : pageForSlug(index, lang, slug);
  if (!page) return <NotFound lang={lang} routes={index.pages.map((p) => p.routePath)} />;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: canonicalPathScript(page.routePath) }} />
      {devContentErrors().length > 0 && <ContentErrorsPanel errors={devContentErrors()} />}
      <PageBody page={page} />
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
      return <main id="main-content">{content}</main>;
    default:
      return (
        <DocLayout page={page}>
          {!page.hasH1 && <h1 id={new GithubSlugger().slug(page.title)}>{page.title}</h1>}
          {content}
        </DocLayout>
      );
  }
}
