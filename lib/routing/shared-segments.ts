// One copy of each layout's segment file instead of one per page. In a static export the router asks for a
// layout's prefetch data under the page it is about to show (`/config/output/minify/__next.!KGVuKQ.txt`),
// so Next writes every layout into every page folder below it, byte for byte the same. Postbuild
// (tools/hosting/shared-segments.ts) keeps one copy under SHARED_SEGMENTS_DIR and deletes the others; an
// inline head script points the router's requests there. A layout's data can depend only on the part of the
// path its own segments cover (its static names and single dynamic params; route groups cover nothing), so
// that part names the copy; `_index`, the segment above the layouts, is one of them. Catch-all segments,
// pages, `_head` and `_tree` vary with the whole path and stay where Next put them. A folder whose copy
// differs (a layout's segment also carries hints about the subtree below it, which differ for a language's
// home page) keeps its own, listed in `own`. A request for a layout the shown page already has never
// reaches the network at all (shownLayout).

export const SHARED_SEGMENTS_DIR = '_segments';

export interface SharedSegments {
  /** The site's basePath (`/docs`, or '' at the root). */
  base: string;
  dir: string;
  /** Per segment file name, the base-free folders that keep their own copy. */
  own: Record<string, string[]>;
}

/** The non-empty parts of `pathname` below `base`, or null when it is not under `base`. ES5. */
export function pathParts(pathname: string, base: string): string[] | null {
  if (base) {
    if (pathname !== base && pathname.indexOf(base + '/') !== 0) return null;
    pathname = pathname.slice(base.length);
  }
  var all = pathname.split('/');
  var parts = [];
  for (var k = 0; k < all.length; k++) if (all[k] !== '') parts.push(all[k]);
  return parts;
}

/**
 * A layout segment file's name, the base-free parts of its folder and how many of them its segments
 * cover; null for any other file. ES5.
 */
export function layoutSegment(
  pathname: string,
  cfg: SharedSegments,
): { name: string; parts: string[]; covered: number } | null {
  var m = /^(.*)\/__next\.([^/]+)\.txt$/.exec(pathname);
  var parts = m && pathParts(m[1], cfg.base);
  if (!m || !parts) return null;
  var keys = m[2].split('.');
  var covered = 0;
  for (var i = 0; i < keys.length; i++) {
    var key = keys[i];
    // `_index`, the segment above every layout, covers no path; `_head`, `_tree`, `__PAGE__`, parallel
    // slots and catch-alls ($c$, $oc$) are not shared.
    if (key === '_index') continue;
    if (/^[_@]|^\$o?c\$/.test(key)) return null;
    if (key.charAt(0) === '!') {
      var decoded;
      try {
        decoded = atob(key.slice(1).replace(/-/g, '+').replace(/_/g, '/'));
      } catch (e) {
        return null;
      }
      if (/^\(.*\)$/.test(decoded)) continue;
    }
    covered++;
  }
  return parts.length < covered ? null : { name: '__next.' + m[2] + '.txt', parts: parts, covered: covered };
}

/**
 * Where the one copy of the segment file at `pathname` lives, or null when the file is not a shareable
 * layout. A layout's file in its own folder (a section's overview page) moves there too: two copies of
 * the same bytes would be stored and cached twice. Serialised with toString into the head script: ES5.
 */
export function sharedSegmentPath(pathname: string, cfg: SharedSegments): string | null {
  var layout = layoutSegment(pathname, cfg);
  if (!layout) return null;
  var own = cfg.own[layout.name] || [];
  var folder = '/' + layout.parts.join('/');
  for (var j = 0; j < own.length; j++) if (own[j] === folder) return null;
  var covered = layout.parts.slice(0, layout.covered);
  return cfg.base + '/' + cfg.dir + (covered.length ? '/' + covered.join('/') : '') + '/' + layout.name;
}

/**
 * Whether the segment file at `pathname` is a layout that the page at `current` (a location's pathname)
 * already shows. A navigation keeps such a layout as it is and never reads its prefetched data: the router
 * reuses a layout whose segment and params stay the same, and a change of root layout (another language,
 * the 404 page) is a full page load. A layout covers the start of its pages' paths, so the page shows it
 * when its path starts with the parts the layout covers; the root layouts and `_index` cover none.
 * Serialised with toString into the head script: ES5.
 */
export function shownLayout(pathname: string, current: string, cfg: SharedSegments): boolean {
  var layout = layoutSegment(pathname, cfg);
  var page = pathParts(current, cfg.base);
  if (!layout || !page || page.length < layout.covered) return false;
  for (var i = 0; i < layout.covered; i++) if (page[i] !== layout.parts[i]) return false;
  return true;
}

/**
 * The head script that sends the router's requests for a shared layout's segment to its one copy, and
 * answers those for a layout the page shows with a 404 of its own: the router then marks that prefetch as
 * missed (and may try again later), and the reader's click fetches only what the new page adds.
 */
export function sharedSegmentsScript(cfg: SharedSegments): string {
  // A layout that covers no path (`_index`, a root layout) is shown on every page, so the script never
  // looks up its copies: their `own` folders stay out of every page.
  // (A layout covers at most one part per key of its name, so a folder that deep always holds it.)
  const coversPath = (name: string) =>
    Boolean(layoutSegment(`${'/x'.repeat(name.split('.').length)}/${name}`, { ...cfg, base: '' })?.covered);
  const own = Object.fromEntries(Object.entries(cfg.own).filter(([name]) => coversPath(name)));
  return (
    `(function(c){${pathParts.toString()}${layoutSegment.toString()}${sharedSegmentPath.toString()}${shownLayout.toString()}` +
    `var f=window.fetch;if(!f)return;window.fetch=function(input){try{var isUrl=input instanceof URL;` +
    `if(isUrl||typeof input==='string'){var u=new URL(String(input),location.href);if(u.origin===location.origin){` +
    `if(shownLayout(u.pathname,location.pathname,c))return Promise.resolve(new Response(null,{status:404}));` +
    `var p=sharedSegmentPath(u.pathname,c);if(p){u.pathname=p;arguments[0]=isUrl?u:u.href}}}}catch(e){}return f.apply(window,arguments)}})` +
    `(${JSON.stringify({ ...cfg, own })})`
  );
}
