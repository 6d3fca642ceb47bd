// One copy of each layout's segment file instead of one per page. In a static export the router asks for a
// layout's prefetch data under the page it is about to show (`/config/output/minify/__next.!KGVuKQ.txt`),
// so Next writes every layout into every page folder below it, byte for byte the same. Postbuild
// (tools/hosting/shared-segments.ts) keeps one copy under SHARED_SEGMENTS_DIR and deletes the others; an
// inline head script points the router's requests there. A layout's data can depend only on the part of the
// path its own segments cover (its static names and single dynamic params; route groups cover nothing), so
// that part names the copy; `_index`, the segment above the layouts, is one of them. Catch-all segments,
// pages, `_head` and `_tree` vary with the whole path and stay where Next put them. A folder whose copy
// differs (a layout's segment also carries hints about the subtree below it, which differ for a language's
// home page) keeps its own, listed in `own`.

export const SHARED_SEGMENTS_DIR = '_segments';

export interface SharedSegments {
  /** The site's basePath (`/docs`, or '' at the root). */
  base: string;
  dir: string;
  /** Per segment file name, the base-free folders that keep their own copy. */
  own: Record<string, string[]>;
}

/**
 * Where the one copy of the segment file at `pathname` lives, or null when the file is not a shareable
 * layout or is already where its copy lives. Serialised with toString into the head script: self-contained ES5.
 */
export function sharedSegmentPath(pathname: string, cfg: SharedSegments): string | null {
  var m = /^(.*)\/__next\.([^/]+)\.txt$/.exec(pathname);
  if (!m) return null;
  var folder = m[1];
  if (cfg.base) {
    if (folder !== cfg.base && folder.indexOf(cfg.base + '/') !== 0) return null;
    folder = folder.slice(cfg.base.length);
  }
  var name = '__next.' + m[2] + '.txt';
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
  var all = folder.split('/');
  var parts = [];
  for (var k = 0; k < all.length; k++) if (all[k] !== '') parts.push(all[k]);
  if (parts.length <= covered) return null;
  var own = cfg.own[name] || [];
  for (var j = 0; j < own.length; j++) if (own[j] === folder) return null;
  return cfg.base + '/' + cfg.dir + (covered ? '/' + parts.slice(0, covered).join('/') : '') + '/' + name;
}

/** The head script that sends the router's requests for a shared layout's segment to its one copy. */
export function sharedSegmentsScript(cfg: SharedSegments): string {
  return (
    `(function(s,c){var f=window.fetch;if(!f)return;window.fetch=function(input){try{var isUrl=input instanceof URL;` +
    `if(isUrl||typeof input==='string'){var u=new URL(String(input),location.href);var p=u.origin===location.origin&&s(u.pathname,c);` +
    `if(p){u.pathname=p;arguments[0]=isUrl?u:u.href}}}catch(e){}return f.apply(window,arguments)}})` +
    `(${sharedSegmentPath.toString()},${JSON.stringify(cfg)})`
  );
}
