'use client';
// The frame around highlighted code: the code as the server rendered it, and the wrap and copy buttons.
import { useState, type ReactNode } from 'react';
import { useMessages } from '../layout/LangContext';
import { CopyButton } from './CopyButton';
import './code-block.css';
import { Icon } from '../icons/Icon';

export function CodeFrame({
  code,
  defaultWrap,
  lineNumbers,
  children,
}: {
  code?: string;
  defaultWrap: boolean;
  lineNumbers: boolean;
  children: ReactNode;
}) {
  const m = useMessages();
  const [wrap, setWrap] = useState(defaultWrap);
  return (
    <div className="code-body" data-wrap={wrap || undefined} data-all-line-numbers={lineNumbers || undefined}>
      {children}
      <div className="code-actions">
        <button
          type="button"
          className="code-action wrap-button"
          aria-pressed={wrap}
          aria-label={m['code.wrap']}
          title={m['code.wrap']}
          onClick={() => setWrap(!wrap)}
        >
          <Icon name="wrap" />
        </button>
        <CopyButton code={code} />
      </div>
    </div>
  );
}
