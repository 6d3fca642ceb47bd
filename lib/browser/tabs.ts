// Tab groups with an id share the reader's choice through localStorage (components/mdx/Tabs.tsx). The
// choice must show before first paint, not once the page's scripts have run: an inline script right after
// each such group selects the stored tab in the server-rendered markup, as the theme script does for
// <html>. One text for every group (it finds its group through document.currentScript), so one CSP hash.

export const TABS_STORAGE_PREFIX = 'rsbuild-tabs-';

/** The stored tab of a group of `count` tabs, or null when nothing valid is stored. */
export function storedTabIndex(stored: string | null, count: number): number | null {
  if (stored === null || !/^\d+$/.test(stored)) return null;
  const index = Number(stored);
  return index < count ? index : null;
}

// A literal, not a serialised function: the text the CSP hashes must be the same in every bundle. It does
// what storedTabIndex and the Tabs component's render do, on the server's markup.
export const tabChoiceScript = `(function (script) {
  var tabs = script.previousElementSibling, stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(TABS_STORAGE_PREFIX)} + tabs.getAttribute('data-group')); } catch (e) {}
  var buttons = tabs.querySelectorAll(':scope > [role=tablist] > [role=tab]'), panels = tabs.querySelectorAll(':scope > [role=tabpanel]');
  if (stored === null || !/^\\d+$/.test(stored) || Number(stored) >= buttons.length) return;
  for (var i = 0; i < buttons.length; i++) {
    var on = i === Number(stored);
    buttons[i].setAttribute('aria-selected', String(on));
    buttons[i].tabIndex = on ? 0 : -1;
    panels[i].hidden = !on;
  }
})(document.currentScript)`;
