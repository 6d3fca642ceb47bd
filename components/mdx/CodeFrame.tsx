// The frame around highlighted code: the code as the server rendered it, and the wrap and copy buttons.
// Server markup only: a page has a dozen frames, and one CodeActions (mounted per root layout) gives all
// their buttons their behaviour, instead of each frame hydrating a client component of its own.
import { t } from '@/lib/i18n';
import type { Lang } from '@/lib/site-config';
import type { ReactNode } from 'react';
import './code-block.css';

export function CodeFrame({ lang, code, defaultWrap, lineNumbers, children }: { lang: Lang; code?: string; defaultWrap: boolean; lineNumbers: boolean; children: ReactNode }) {
  return (
    <div className="code-body" data-wrap={defaultWrap || undefined} data-all-line-numbers={lineNumbers || undefined}>
      {children}
      <div className="code-actions">
        <button type="button" className="code-action wrap-button" aria-pressed={defaultWrap} aria-label={t(lang, 'code.wrap')} title={t(lang, 'code.wrap')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        {/* Without `data-code`, the button copies the text of the frame's <pre>. */}
        <button type="button" className="code-action copy-button" aria-label={t(lang, 'code.copy')} data-code={code}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path className="copy-icon" d="M8 8h11v12H8zM5 4h11v2H7v11H5z" fill="currentColor" />
            <path className="copied-icon" d="M5 13l4 4L19 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </div>
  );
}
