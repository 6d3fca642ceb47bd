'use client';
// The wrap and copy buttons of every code frame on the page (CodeFrame renders them on the server), by
// one delegated listener: wrap toggles the frame's wrapping; copy puts the code on the clipboard and shows
// success for 2 s (spec §9).
import { useEffect } from 'react';
import { useMessages } from '../layout/LangContext';
import { COPIED_MS, copyToClipboard } from './useCopy';

export function CodeActions() {
  const m = useMessages();
  useEffect(() => {
    const cleared = new WeakMap<Element, ReturnType<typeof setTimeout>>();
    const onClick = async (e: MouseEvent) => {
      const button = (e.target as Element | null)?.closest?.('.code-actions .code-action');
      if (!button) return;
      if (button.classList.contains('wrap-button')) {
        const wrap = button.getAttribute('aria-pressed') !== 'true';
        button.setAttribute('aria-pressed', String(wrap));
        button.closest('.code-body')?.toggleAttribute('data-wrap', wrap);
      } else if (button.classList.contains('copy-button')) {
        const code = button.getAttribute('data-code') ?? (button.closest('figure')?.querySelector('pre') as HTMLElement | null)?.innerText ?? '';
        await copyToClipboard(code);
        button.setAttribute('data-copied', 'true');
        button.setAttribute('aria-label', m['code.copied']);
        clearTimeout(cleared.get(button));
        cleared.set(
          button,
          setTimeout(() => {
            button.removeAttribute('data-copied');
            button.setAttribute('aria-label', m['code.copy']);
          }, COPIED_MS),
        );
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [m]);
  return null;
}
