// A modal part of the page (search, nav screen, drawer, toolchain popover) while it is open: a labelled
// dialog, the rest of the page `inert` (no focus, no clicks, hidden from screen readers) and Tab kept
// inside, as WAI-ARIA's modal dialog pattern asks. DOM only, no React: components/layout/useModal.ts
// applies it from each component.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab moves focus among `count` focusable elements when the focused one is `index` (-1: focus is
 * outside them): the wrap-around at either end, or null to leave Tab to the browser.
 */
export function wrappedFocus(count: number, index: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards && index === 0) return count - 1;
  if (!backwards && index === count - 1) return 0;
  return null;
}

/**
 * Makes everything outside `kept` inert: the siblings of each kept element and of each of its ancestors
 * up to <body>. Returns what undoes it, leaving elements that were inert before as they were.
 */
export function inertOutside(kept: Element[]): () => void {
  const made: Element[] = [];
  for (const part of kept) {
    for (let node: Element = part; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling.hasAttribute('inert') || kept.some((k) => sibling.contains(k))) continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
  }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

/** The focusable, rendered elements of the kept parts, in document order. */
function focusables(kept: Element[]): HTMLElement[] {
  const all = kept.flatMap((k) => [k, ...Array.from(k.querySelectorAll(FOCUSABLE))]);
  return [...new Set(all)]
    .filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement && el.matches(FOCUSABLE) && el.getClientRects().length > 0 && !el.closest('[inert]'),
    )
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Keeps a Tab keypress inside the kept parts. */
export function trapTab(e: KeyboardEvent, kept: Element[]): void {
  if (e.key !== 'Tab' || e.defaultPrevented) return;
  const items = focusables(kept);
  const next = wrappedFocus(items.length, items.indexOf(document.activeElement as HTMLElement), e.shiftKey);
  if (next === null) return;
  e.preventDefault();
  items[next].focus();
}

/**
 * Opens `kept[0]` as a modal dialog named `label`, with the other kept parts (the button that closes it,
 * a backdrop) still usable; `focusDialog` moves focus into the dialog even from a kept part (its current
 * entry, `aria-current="page"`, first). Returns what closes it again.
 */
export function openModal(kept: Element[], label: string, { focusDialog = false } = {}): () => void {
  const [dialog] = kept;
  const attributes: [string, string][] = [
    ['role', 'dialog'],
    ['aria-modal', 'true'],
    ['aria-label', label],
  ];
  const before = attributes.map(([name]) => [name, dialog.getAttribute(name)] as const);
  for (const [name, value] of attributes) dialog.setAttribute(name, value);
  const opener = document.activeElement;
  const restore = inertOutside(kept);
  const onKey = (e: KeyboardEvent) => trapTab(e, kept);
  document.addEventListener('keydown', onKey);
  // Focus goes in unless it already is (a search input, the button that opened it; with `focusDialog`, only
  // the dialog itself counts), tried each frame for a moment: a dialog that slides in is not focusable while
  // its transition starts from `visibility: hidden`, which Firefox and WebKit refuse.
  const inside = () => kept.some((k) => k.contains(document.activeElement));
  const focused = () => (focusDialog ? dialog.contains(document.activeElement) : inside());
  let frame = 0;
  const focusIn = (tries: number) => {
    if (focused() || tries === 0) return;
    const items = focusables([dialog]);
    (items.find((el) => el.getAttribute('aria-current') === 'page') ?? items[0])?.focus({ preventScroll: true });
    frame = requestAnimationFrame(() => focusIn(tries - 1));
  };
  frame = requestAnimationFrame(() => focusIn(30));
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('keydown', onKey);
    const lost = inside() || document.activeElement === document.body;
    restore();
    for (const [name, value] of before) {
      if (value === null) dialog.removeAttribute(name);
      else dialog.setAttribute(name, value);
    }
    // Back where the reader was when it opened, unless the closing moved focus on purpose.
    if (lost && opener instanceof HTMLElement && opener !== document.body && !kept.some((k) => k.contains(opener)))
      opener.focus({ preventScroll: true });
  };
}
