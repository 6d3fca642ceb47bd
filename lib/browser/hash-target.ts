// The element a URL hash names. The hash is percent-encoded in the address (`#%E4%BB%8B`) while ids are
// not; a hash with a broken escape, from a mangled link, is looked up as it stands instead of throwing.
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: the hash as it is
  }
  return document.getElementById(id);
}
