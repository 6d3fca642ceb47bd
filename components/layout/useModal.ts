'use client';
import { useEffect, useEffectEvent } from 'react';
import { openModal } from '@/lib/browser/modal';

/**
 * While `open`, the first part is a modal dialog named `label` and the rest of the page is inert
 * (lib/browser/modal.ts); the other parts (its close button, a backdrop) stay usable.
 */
export function useModal(
  open: boolean,
  parts: () => (Element | null | undefined)[],
  label: string,
  { focusDialog = false }: { focusDialog?: boolean } = {},
): void {
  // `parts` reads the DOM when the dialog opens; a new function each render must not reopen it.
  const partsNow = useEffectEvent(parts);
  useEffect(() => {
    if (!open) return;
    const kept = partsNow().filter((p): p is Element => !!p);
    return kept.length ? openModal(kept, label, { focusDialog }) : undefined;
  }, [open, label, focusDialog]);
}
