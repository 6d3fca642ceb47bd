'use client';
import { useState } from 'react';
import { useMessages } from '../layout/LangContext';

/** How long the copied state shows (spec §9). */
export const COPIED_MS = 2000;

export function CopyButton({ code }: { code?: string }) {
  const m = useMessages();
  const [copied, setCopied] = useState(false);
  const copy = async (button: HTMLButtonElement) => {
    const text = code ?? button.closest('figure')?.querySelector('pre')?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      window.prompt('Copy to clipboard: Ctrl+C, Enter', text);
    }
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <button type="button" className="code-action copy-button" data-copied={copied || undefined} aria-label={copied ? m['code.copied'] : m['code.copy']} onClick={(e) => copy(e.currentTarget)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        {copied ? <path d="M5 13l4 4L19 7" fill="none" stroke="currentColor" strokeWidth="2" /> : <path d="M8 8h11v12H8zM5 4h11v2H7v11H5z" fill="currentColor" />}
      </svg>
    </button>
  );
}
