'use client';
// The frame around highlighted code: the code as the server rendered it, and the wrap and copy buttons.
import { useState, type ReactNode } from 'react';
import { useMessages } from '../layout/LangContext';
import { CopyButton } from './CopyButton';
import './code-block.css';

export function CodeFrame({ code, defaultWrap, lineNumbers, children }: { code?: string; defaultWrap: boolean; lineNumbers: boolean; children: ReactNode }) {
  const m = useMessages();
  const [wrap, setWrap] = useState(defaultWrap);
  return (
    <div className="code-body" data-wrap={wrap || undefined} data-all-line-numbers={lineNumbers || undefined}>
      {children}
      <div className="code-actions">
        <button type="button" className="code-action wrap-button" aria-pressed={wrap} aria-label={m['code.wrap']} title={m['code.wrap']} onClick={() => setWrap(!wrap)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <CopyButton code={code} />
      </div>
    </div>
  );
}
