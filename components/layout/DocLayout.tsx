import type { ReactNode } from 'react';
import type { PageData } from '@/lib/content/page-data';
import { t } from '@/lib/i18n';
import { prevNext, resolveSidebar, sidebarFor } from '@/lib/sidebar';
import { getContentIndex } from '@/lib/content/content-index';
import { Navbar } from '../navbar/Navbar';
import { Sidebar } from '../sidebar/Sidebar';
import { Outline } from '../outline/Outline';
import { DocFooter } from '../doc-footer/DocFooter';
import { SkipLink } from './SkipLink';
import { PageActions } from '../page-actions/PageActions';

export function DocLayout({ page, children }: { page: PageData; children: ReactNode }) {
  const { lang, frontmatter } = page;
  const index = getContentIndex();
  const sidebar = resolveSidebar(sidebarFor(page.route), lang, page.routePath, (p) => index.byRoutePath.get(p)?.title);
  const { prev, next } = prevNext(sidebar, page.routePath);
  const showSidebar = frontmatter.sidebar !== false && sidebar.length > 0;
  const showOutline = frontmatter.outline !== false && page.toc.length > 0;
  return (
    <>
      <SkipLink lang={lang} />
      {frontmatter.navbar !== false && <Navbar lang={lang} routePath={page.routePath} />}
      <div className="doc-layout" data-sidebar={showSidebar || undefined} data-outline={showOutline || undefined}>
        {showSidebar && (
          <aside className="doc-sidebar">
            <Sidebar items={sidebar} label={t(lang, 'sidebar.label')} />
          </aside>
        )}
        <main id="main-content" className="doc-main" tabIndex={-1}>
          <PageActions page={page} />
          <article className="prose">{children}</article>
          {frontmatter.footer !== false && <DocFooter page={page} prev={prev} next={next} />}
        </main>
        {showOutline && (
          <aside className="doc-outline">
            <Outline toc={page.toc} title={t(lang, 'outline.title')} />
          </aside>
        )}
      </div>
    </>
  );
}
