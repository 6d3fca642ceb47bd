// A panel that opens under a bar must start where the bar ends on screen, which CSS cannot know: the
// announcement bar above the navbar scrolls away with the page, the navbar may hide itself. This keeps
// the bar's bottom edge in a custom property on <html> while the panel is open. The property stays after
// closing, so a closing panel does not jump; the next opening measures again.
export function pinBelow(bar: Element | null, property: string): () => void {
  const root = document.documentElement;
  const update = () => bar && root.style.setProperty(property, `${Math.max(0, bar.getBoundingClientRect().bottom)}px`);
  update();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}
