'use client';
// One search result: DocSearch's own hit markup (title with marks, breadcrumb, recent/favourite actions),
// a link through the site router, and on a config page's hit its option path and type on one line.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { routerPath } from '@/lib/search/url';
import { handOffResultMarks } from './page-marks-handoff';

interface Hit {
  url: string;
  option?: { key: string; type: string };
}

/** A stable component: DocSearch remounts hits when it changes. */
export function SearchHit({ hit, children }: { hit: Hit; children: ReactNode }) {
  return (
    <Link
      href={routerPath(hit.url)}
      onClick={(e) => {
        // A result opened in another tab or window takes no marks.
        if (!e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && e.button === 0) handOffResultMarks(hit.url);
      }}
    >
      {children}
      {hit.option && (
        <span className="search-hit-option">
          <code>{hit.option.key}</code>: <code>{hit.option.type}</code>
        </span>
      )}
    </Link>
  );
}
