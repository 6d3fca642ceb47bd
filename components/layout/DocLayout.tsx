import type { ReactNode } from 'react';
import type { PageRoute } from '@/lib/page/route';
import { t } from '@/lib/i18n';
import { absoluteUrl, markdownPathOf } from '@/lib/seo/urls';
import { withBase } from '@/lib/base-path';
import { Outline } from '../outline/Outline';
import { DocFooter } from '../doc-footer/DocFooter';
import { PageActions } from '../page-actions/PageActions';
import { DocFrame } from './DocFrame';
import './DocLayout.css';
import './print.css';

export function DocLayout({ route, children }: { route: PageRoute; children: ReactNode }) {
  const { page, lang, parts, sidebarKey, prev, next } = route;
  return (
    <DocFrame
      sidebarKey={parts.sidebar ? sidebarKey : undefined}
      current={page.routePath}
      outline={parts.outline ? <Outline toc={page.toc} title={t(lang, 'outline.title')} /> : undefined}
      scrollToTop={route.scrollToTop}
    >
      <main id="main-content" className="doc-main">
        <PageActions href={withBase(markdownPathOf(page.routePath))} />
        {/* Printed pages only (print.css): where the paper came from. */}
        <p className="print-url">{absoluteUrl(page.routePath)}</p>
        <article className="prose">{children}</article>
        {parts.footer && <DocFooter page={page} prev={prev} next={next} />}
      </main>
    </DocFrame>
  );
}
