'use client';
import { useState } from 'react';

/** How long the copied state shows (spec §9). */
export const COPIED_MS = 2000;

/**
 * Copies text and reports `copied` for 2 s. When the Clipboard API refuses (no permission, an insecure
 * page), the browser's prompt lets the reader copy by hand (spec §4).
 */
export function useCopy(): [copied: boolean, copy: (text: string) => Promise<void>] {
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      window.prompt('Copy to clipboard: Ctrl+C, Enter', text);
    }
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  return [copied, copy];
}
