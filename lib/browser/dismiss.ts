// What closes something open over the page (a popover, a menu, a drawer, a zoomed figure): Escape, and a
// press outside it; for a menu, focus landing outside it too. One behaviour for all of them, so a reader
// learns it once. DOM only, no React: components/layout/useDismiss.ts applies it from each component.

export interface DismissOptions {
  /** What a press may land on without closing: the panel and the button that toggles it. None: any press closes. */
  parts?: () => (Element | null | undefined)[];
  /**
   * `pointerdown` closes as the press starts; `click` lets a drag (a finger scrolling the page) keep the
   * panel open; `none` leaves presses alone, for a panel that leaves nothing outside it to press.
   */
  press?: 'pointerdown' | 'click' | 'none';
  /** The press that closes does nothing else: it must not follow a link or reopen what it lands on. */
  swallow?: boolean;
  /** Focus landing outside the parts closes too: a menu that Tab has left is no longer in use. */
  focus?: boolean;
  /**
   * Where Escape puts focus when focus was in the parts, which are about to hide it: the button that opened
   * them. Focus elsewhere stays: a hover card must not pull the keyboard away from where the reader is.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Calls `close` on Escape and on a press (with `focus`, a focus) outside the parts. Returns what stops listening. */
export function listenForDismiss(
  close: () => void,
  { parts = () => [], press = 'pointerdown', swallow = false, focus = false, returnFocus }: DismissOptions = {},
): () => void {
  const inside = (node: EventTarget | null) => parts().some((part) => part?.contains(node as Node | null));
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    const back = inside(document.activeElement) ? returnFocus?.() : undefined;
    close();
    back?.focus();
  };
  const onPress = (e: Event) => {
    if (inside(e.target)) return;
    if (swallow) {
      e.preventDefault();
      e.stopPropagation();
    }
    close();
  };
  const onFocus = (e: Event) => !inside(e.target) && close();
  // Capturing, a swallowed press is stopped before anything on the page sees it.
  const capture = swallow;
  document.addEventListener('keydown', onKey);
  if (press !== 'none') document.addEventListener(press, onPress, capture);
  if (focus) document.addEventListener('focusin', onFocus);
  return () => {
    document.removeEventListener('keydown', onKey);
    if (press !== 'none') document.removeEventListener(press, onPress, capture);
    if (focus) document.removeEventListener('focusin', onFocus);
  };
}
