// Next's JavaScript starts loading once the page has painted. Next writes its chunks as async <script src>
// tags and a low-priority preload in <head>, so the browser asks for about 150 KB gzip of JavaScript
// together with the HTML, and on a slow phone connection the stylesheets that the first paint waits on
// share the bandwidth with it. Nothing on a page needs JavaScript to be read: links are plain links, and the
// theme and layout are set by the head scripts. Postbuild (scripts/build/postbuild.ts) takes the tags out
// and an inline script at the end of <body> adds the same tags once the content is on screen. Hydration
// then starts that much later, and the content paints without competing with it (docs/performance.md).

/** What Next wrote for its chunks: the async scripts and the preloads, by URL. */
export interface FrameworkScripts {
  scripts: string[];
  preloads: string[];
}

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;

/**
 * The loader, serialised with toString into each page: ES5, and no inner named functions (tsx would wrap
 * them in a helper the page does not have). Called with `now` unset, it schedules itself: once the browser
 * reports the first contentful paint, which it does after the frame is on screen; where it cannot, right
 * after the first frame (requestAnimationFrame runs just before it is painted, the timeout after). A tab
 * opened in the background paints nothing until it is shown, so a timeout starts the load anyway.
 */
export function loadAfterPaint(chunks: FrameworkScripts & { started?: boolean }, now?: boolean): void {
  if (!now) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        loadAfterPaint(chunks, true);
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(loadAfterPaint, 0, chunks, true);
      });
    }
    setTimeout(loadAfterPaint, 1000, chunks, true);
    return;
  }
  if (chunks.started) return;
  chunks.started = true;
  for (var i = 0; i < chunks.preloads.length; i++) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.setAttribute('fetchpriority', 'low');
    link.href = chunks.preloads[i];
    document.head.appendChild(link);
  }
  for (var j = 0; j < chunks.scripts.length; j++) {
    var script = document.createElement('script');
    script.src = chunks.scripts[j];
    script.async = true;
    document.head.appendChild(script);
  }
}

/**
 * The loader's call, with CHUNKS where the page's data goes: a minifier keeps the free identifier, and the
 * data, put in afterwards, stays JSON (postbuild minifies the call once, for every page).
 */
export const CHUNKS = '__CHUNKS__';
export const AFTER_PAINT_CALL = `(${loadAfterPaint.toString()})(${CHUNKS})`;

/**
 * `html` without the tags of Next's chunks under `base` (`/docs`, or '' at the root), and the source of the
 * script that adds them after the first paint; `script` is null when the page has none.
 */
export function deferFrameworkScripts(html: string, base: string, call = AFTER_PAINT_CALL): { html: string; script: string | null } {
  const own = (url: string) => url.startsWith(`${base}/_next/static/`);
  const chunks: FrameworkScripts = { scripts: [], preloads: [] };
  const rest = html
    .replace(ASYNC_SCRIPT, (tag, url: string) => (own(url) ? (chunks.scripts.push(url), '') : tag))
    .replace(PRELOAD, (tag, url: string) => (own(url) ? (chunks.preloads.push(url), '') : tag));
  if (chunks.scripts.length === 0) return { html, script: null };
  // Next preloads a chunk it also loads as a script (the error boundary's): the script tag is enough.
  chunks.preloads = chunks.preloads.filter((url) => !chunks.scripts.includes(url));
  return { html: rest, script: call.replace(CHUNKS, () => JSON.stringify(chunks)) };
}

/** The chunk URLs a page's after-paint script loads, read back from its HTML (for the bench's JS figures). */
export function afterPaintChunks(html: string): FrameworkScripts | null {
  const data = /\((\{"scripts":[^<]*\})\);?<\/script>/.exec(html);
  return data ? (JSON.parse(data[1]) as FrameworkScripts) : null;
}
