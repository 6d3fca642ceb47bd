// The reader's choices (theme, tabs, the closed announcement, the language) are kept in localStorage, which
// a browser may refuse: with site data blocked every access throws a SecurityError, and a full storage
// refuses writes. A choice then still takes effect and holds while the page stays open, kept here instead;
// only remembering it across loads is lost. The inline head scripts serialise their own try/catch, since
// they cannot import this.
type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): ChoiceStorage => window.localStorage;
/** Choices storage refused in this page view, by key. */
const unsaved = new Map<string, string>();

/** The stored choice under `key`, or null when there is none or storage cannot be read. */
export function readChoice(key: string, storage: () => ChoiceStorage = browserStorage): string | null {
  if (unsaved.has(key)) return unsaved.get(key)!;
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Stores a choice; when storage refuses, it is kept for this page view. */
export function saveChoice(key: string, value: string, storage: () => ChoiceStorage = browserStorage): void {
  try {
    storage().setItem(key, value);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, value);
  }
}
