'use client';
import { useMessages } from '../layout/LangContext';
import { useCopy } from './useCopy';

export function CopyButton({ code }: { code?: string }) {
  const m = useMessages();
  const [copied, copyText] = useCopy();
  const copy = (button: HTMLButtonElement) => copyText(code ?? button.closest('figure')?.querySelector('pre')?.textContent ?? '');
  return (
    <button type="button" className="code-action copy-button" data-copied={copied || undefined} aria-label={copied ? m['code.copied'] : m['code.copy']} onClick={(e) => copy(e.currentTarget)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        {copied ? <path d="M5 13l4 4L19 7" fill="none" stroke="currentColor" strokeWidth="2" /> : <path d="M8 8h11v12H8zM5 4h11v2H7v11H5z" fill="currentColor" />}
      </svg>
    </button>
  );
}
