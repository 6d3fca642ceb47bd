'use client';
import { useEffect, useEffectEvent } from 'react';
import { usePathname } from 'next/navigation';
import { pinBelow } from './pin-below';

export interface DrawerOptions {
  /** The attribute on <html> that the CSS draws the open panel from. */
  attribute: string;
  /** The bar the panel opens below, and the custom property on <html> that carries the bar's bottom edge. */
  bar: () => Element | null | undefined;
  property: string;
  /** The narrowest window, in CSS pixels, in which the panel is no longer drawn. */
  closesFrom: number;
  /** A drawer over the page stops the page from scrolling behind it; a dropdown leaves it. */
  lockScroll?: boolean;
}

/**
 * A panel of narrow windows that opens below a bar (the nav screen, the sidebar drawer, the outline
 * dropdown), while `open`: drawn through an attribute on <html>, its top on the bar's bottom edge
 * (pin-below.ts). It closes on route change, and once the window is wide enough that the panel is not
 * drawn (a tablet turned sideways): the page would otherwise stay locked and inert behind a panel no
 * longer there.
 */
export function useDrawer(
  open: boolean,
  close: () => void,
  { attribute, bar, property, closesFrom, lockScroll = true }: DrawerOptions,
): void {
  const pathname = usePathname();
  const onClose = useEffectEvent(close);
  const barNow = useEffectEvent(() => bar() ?? null);
  // A new route closes it: the reader has left the page the panel was opened on.
  useEffect(() => onClose(), [pathname]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.setAttribute(attribute, '');
    if (lockScroll) document.body.style.overflow = 'hidden';
    const unpin = pinBelow(barNow(), property);
    const wide = window.matchMedia(`(min-width: ${closesFrom}px)`);
    const onWide = () => wide.matches && onClose();
    wide.addEventListener('change', onWide);
    return () => {
      wide.removeEventListener('change', onWide);
      unpin();
      root.removeAttribute(attribute);
      if (lockScroll) document.body.style.overflow = '';
    };
  }, [open, attribute, property, closesFrom, lockScroll]);
}
