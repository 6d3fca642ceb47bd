'use client';
import { useEffectEvent, useLayoutEffect } from 'react';
import { listenForDismiss, type DismissOptions } from '@/lib/browser/dismiss';

/**
 * While `open`, Escape and a press outside the parts call `close` (lib/browser/dismiss.ts). It listens
 * before the open panel is painted, so an Escape pressed the moment the panel shows is never missed.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  { parts, returnFocus, press, swallow, focus }: DismissOptions = {},
): void {
  // The functions read the DOM and the component's state at the moment of the event, not of the opening.
  const onClose = useEffectEvent(close);
  const partsNow = useEffectEvent(() => parts?.() ?? []);
  const focusTarget = useEffectEvent(() => returnFocus?.());
  useLayoutEffect(() => {
    if (!open) return;
    return listenForDismiss(() => onClose(), {
      parts: () => partsNow(),
      returnFocus: () => focusTarget(),
      press,
      swallow,
      focus,
    });
  }, [open, press, swallow, focus]);
}
