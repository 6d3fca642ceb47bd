import type { ReactNode } from 'react';
import type { PageRoute } from '@/lib/page/route';
import { t } from '@/lib/i18n';
import { absoluteUrl } from '@/lib/seo/urls';
import { Sidebar } from '../sidebar/Sidebar';
import { Outline } from '../outline/Outline';
import { DocFooter } from '../doc-footer/DocFooter';
import { MenuBar } from './MenuBar';
import { PageActions } from '../page-actions/PageActions';
import './DocLayout.css';
import './print.css';

export function DocLayout({ route, children }: { route: PageRoute; children: ReactNode }) {
  const { page, lang, parts, sidebarKey, prev, next } = route;
  const { sidebar: showSidebar, outline: showOutline } = parts;
  return (
    <>
      {(showSidebar || showOutline) && <MenuBar sidebar={showSidebar} outline={showOutline} />}
      <div className="doc-layout" data-sidebar={showSidebar || undefined} data-outline={showOutline || undefined}>
        {showSidebar && sidebarKey && (
          <aside className="doc-sidebar" id="doc-sidebar">
            <Sidebar sidebarKey={sidebarKey} current={page.routePath} label={t(lang, 'sidebar.label')} />
          </aside>
        )}
        <main id="main-content" className="doc-main">
          <PageActions page={page} />
          {/* Printed pages only (print.css): where the paper came from. */}
          <p className="print-url">{absoluteUrl(page.routePath)}</p>
          <article className="prose">{children}</article>
          {parts.footer && <DocFooter page={page} prev={prev} next={next} />}
        </main>
        {showOutline && (
          <div className="doc-outline" id="doc-outline">
            <Outline toc={page.toc} title={t(lang, 'outline.title')} />
          </div>
        )}
      </div>
    </>
  );
}
