import type { ReactNode } from 'react';
import type { PageData } from '@/lib/content/page-data';

/** custom and blank pages (docs/behaviour.md §2.3): the page's own content; the root layout's header knows blank pages have none. */
export function PlainLayout({ page, children }: { page: PageData; children: ReactNode }) {
  return (
    <main id="main-content" className={`page-${page.pageType}`}>
      {children}
    </main>
  );
}
