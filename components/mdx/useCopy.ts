'use client';
import { useState } from 'react';
import { useMessages } from '../layout/LangContext';

/** How long the copied state shows (docs/behaviour.md §4). */
export const COPIED_MS = 2000;

/**
 * Copies text and reports `copied` for 2 s. When the Clipboard API refuses (no permission, an insecure
 * page), the browser's prompt, in the page's language, lets the reader copy by hand; only
 * taking it counts as copied.
 */
export function useCopy(): [copied: boolean, copy: (text: string) => Promise<void>] {
  const m = useMessages();
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      if (window.prompt(m['code.copyPrompt'], text) === null) return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  return [copied, copy];
}
