// Landmarks such as <main> take focus only when the site moves it there (after a client navigation, from
// the skip link). A permanent tabindex="-1" would also make a click anywhere in the text focus <main>,
// and the next Tab would start again from the top of the article instead of from where the reader was.
export function focusRegion(region: HTMLElement | null): void {
  if (!region) return;
  if (!region.hasAttribute('tabindex')) {
    region.setAttribute('tabindex', '-1');
    region.addEventListener('blur', () => region.removeAttribute('tabindex'), { once: true });
  }
  region.focus({ preventScroll: true });
}
