'use client';
// What frames a doc page's content: the mobile menu bar, the grid, the sidebar of its section and the
// back-to-top button. A client component with plain props, so a page's payload (and the page segment each
// client navigation fetches) names one component and a few values instead of the frame's element tree.
import type { ReactNode } from 'react';
import { useMessages } from './LangContext';
import { MenuBar } from './MenuBar';
import { Sidebar } from '../sidebar/Sidebar';
import { ScrollToTop } from '../scroll-to-top/ScrollToTop';

export function DocFrame({
  sidebarKey,
  current,
  outline,
  scrollToTop,
  children,
}: {
  sidebarKey?: string;
  current: string;
  outline?: ReactNode;
  scrollToTop: boolean;
  children: ReactNode;
}) {
  const m = useMessages();
  const sidebar = sidebarKey !== undefined;
  return (
    <>
      {(sidebar || outline) && <MenuBar sidebar={sidebar} outline={Boolean(outline)} />}
      <div className="doc-layout" data-sidebar={sidebar || undefined} data-outline={outline ? true : undefined}>
        {sidebar && (
          <aside className="doc-sidebar" id="doc-sidebar">
            <Sidebar sidebarKey={sidebarKey} current={current} label={m['sidebar.label']} />
          </aside>
        )}
        {children}
        {outline && (
          <div className="doc-outline" id="doc-outline">
            {outline}
          </div>
        )}
      </div>
      {scrollToTop && <ScrollToTop />}
    </>
  );
}
