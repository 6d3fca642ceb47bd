// Result URLs open through the site router, which wants a path, never another origin.

/** Where a result link goes inside the site: the path, query and hash, without the origin. */
export function stripOrigin(url: string): string {
  const m = url.match(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*(.*)$/i);
  if (!m) return url;
  return m[1] || '/';
}
