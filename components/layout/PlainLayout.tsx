import type { ReactNode } from 'react';
import type { PageData } from '@/lib/content/page-data';
import { Navbar } from '../navbar/Navbar';

/** custom pages: the navbar and the page's own content; blank pages: the content alone (spec 2.3). */
export function PlainLayout({ page, navbar, children }: { page: PageData; navbar: boolean; children: ReactNode }) {
  return (
    <>
      {navbar && <Navbar lang={page.lang} routePath={page.routePath} />}
      <main id="main-content" className={`page-${page.pageType}`}>
        {children}
      </main>
    </>
  );
}
