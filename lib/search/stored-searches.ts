// DocSearch keeps recent and favourite searches in localStorage and renders them without a second look, so
// one malformed entry (left by an old version, an extension, a reader's experiment) would throw when
// search opened and take the page down. Before the modal mounts, every stored list is read here: entries
// that are not sound hits, or whose address would leave the site, are dropped and the list written back.
import { safeTarget } from '../routing/safe-path';
import { routerPath, stripOrigin } from './url';

export const STORED_SEARCH_KEY_PREFIXES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => v === null || v === undefined || typeof v === 'string';

/** A stored address that is a plain path of the site: nothing the gate would have to collapse or refuse. */
function staysOnSite(url: string): boolean {
  const path = stripOrigin(url);
  if (/^[^?#]*(?:\/\/|\\|%2f|%5c)/i.test(path)) return false;
  return safeTarget(path) !== null && !/^https?:/i.test(routerPath(url));
}

/** A stored hit DocSearch can render, whose link stays on the site. */
export function isStoredHit(entry: unknown): boolean {
  if (
    !isRecord(entry) ||
    typeof entry.objectID !== 'string' ||
    typeof entry.url !== 'string' ||
    typeof entry.type !== 'string'
  )
    return false;
  if (!staysOnSite(entry.url)) return false;
  const { hierarchy, type } = entry;
  if (!isRecord(hierarchy) || !LEVELS.every((l) => isText(hierarchy[l])) || typeof hierarchy.lvl0 !== 'string')
    return false;
  if (type === 'content') return typeof entry.content === 'string';
  return LEVELS.includes(type) && typeof hierarchy[type] === 'string' && isText(entry.content);
}

/** The sound entries of a stored list as JSON, or null when the value is not a list at all. */
export function soundStoredList(raw: string): string | null {
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return null;
  }
  return Array.isArray(list) ? JSON.stringify(list.filter(isStoredHit)) : null;
}

type StorageLike = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

/** Rewrites every stored search list to its sound entries; storage that fails to answer (or to exist) is left alone. */
export function cleanStoredSearches(storageOf: () => StorageLike): void {
  try {
    const storage = storageOf();
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && STORED_SEARCH_KEY_PREFIXES.some((p) => key.startsWith(p))) keys.push(key);
    }
    for (const key of keys) {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      const sound = soundStoredList(raw);
      if (sound === null) storage.removeItem(key);
      else if (sound !== raw) storage.setItem(key, sound);
    }
  } catch {
    // No storage (privacy modes) or a full one: DocSearch then keeps nothing either.
  }
}
