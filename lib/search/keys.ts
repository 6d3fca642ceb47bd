// The keyboard shortcuts that open search (docs/behaviour.md §2.9), as pure decisions over a key event.

export interface KeyLike {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}

export const isApplePlatform = (platform: string) => /(Mac|iPhone|iPod|iPad)/i.test(platform);

/** Ctrl+K, or Cmd+K on Apple devices. */
export function isSearchShortcut(e: KeyLike, apple: boolean): boolean {
  return e.key.toLowerCase() === 'k' && (apple ? e.metaKey : e.ctrlKey) && !e.altKey;
}

/** `/` opens search unless the reader is typing in a field. */
export function isSlashShortcut(e: KeyLike, typingInField: boolean): boolean {
  return e.key === '/' && !typingInField && !e.metaKey && !e.ctrlKey && !e.altKey;
}

/** A letter or digit typed on the focused search button becomes the first character of the query. */
export function initialCharacter(e: KeyLike): string | undefined {
  if (e.metaKey || e.ctrlKey || e.altKey) return undefined;
  return /^[\p{L}\p{N}]$/u.test(e.key) ? e.key : undefined;
}

/** The query parameter that opens search with a query (`/?q=minify`), as the home page's SearchAction says. */
export const SEARCH_QUERY_PARAM = 'q';
/** The longest query the search field takes. */
export const MAX_QUERY = 64;
