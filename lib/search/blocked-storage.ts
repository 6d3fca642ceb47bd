// DocSearch (5.1 and 5.2) reads `window.localStorage` without a guard when its modal opens (a quota check),
// and where the browser blocks site data that read throws a SecurityError, so search could not open at
// all. Before the modal mounts, such a browser gets a stand-in kept in memory for this page view: recent
// searches then last until the page is left, as the theme and tab choices do (lib/browser/reader-choices.ts).

/** A Storage kept in an object: items are its own enumerable properties, as DocSearch's size count expects. */
export function memoryStorage(): Storage {
  const items: Record<string, string> = {};
  const keys = () => Object.keys(items);
  return Object.defineProperties(items, {
    getItem: { value: (key: string) => (Object.hasOwn(items, key) ? items[key] : null) },
    setItem: { value: (key: string, value: string) => void (items[String(key)] = String(value)) },
    removeItem: { value: (key: string) => void delete items[key] },
    clear: { value: () => keys().forEach((key) => delete items[key]) },
    key: { value: (index: number) => keys()[index] ?? null },
    length: { get: () => keys().length },
  }) as unknown as Storage;
}

/** Puts the stand-in in place of a `localStorage` that throws when read; leaves a working one alone. */
export function standInForBlockedStorage(w: Window): void {
  try {
    void w.localStorage;
  } catch {
    Object.defineProperty(w, 'localStorage', { configurable: true, value: memoryStorage() });
  }
}
