import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import type { Lang } from '@/lib/site-config';
import './file-tree.css';

/** A Markdown list drawn as a folder tree: an item with a nested list is a folder. CSS only. */
export function FileTree({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <div className="file-tree" role="group" aria-label={t(lang, 'fileTree.label')}>
      {children}
    </div>
  );
}
