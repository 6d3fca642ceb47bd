import vm from 'node:vm';
import { AFTER_PAINT_CALL, afterPaintChunks, deferFrameworkScripts } from './after-paint';

const head = (base: string) =>
  `<head><meta charSet="utf-8"/><link rel="stylesheet" href="${base}/_next/static/chunks/a.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${base}/_next/static/chunks/err.js"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${base}/_next/static/chunks/lazy.js"/>` +
  `<script src="${base}/_next/static/chunks/main.js" async=""></script><script src="${base}/_next/static/chunks/app.js" async=""></script>` +
  `<script src="${base}/_next/static/chunks/legacy.js" noModule=""></script></head>`;
const page = (base = '') => `<!DOCTYPE html><html>${head(base)}<body><p>x</p><script>self.__next_f.push([1,"a"])</script><script src="${base}/_next/static/chunks/err.js" async=""></script></body></html>`;

describe('deferFrameworkScripts', () => {
  it("takes out Next's chunk scripts and preloads, and leaves the stylesheets and the nomodule script", () => {
    const { html, script } = deferFrameworkScripts(page(), '');
    expect(html).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body><p>x</p><script>self.__next_f.push([1,"a"])</script></body></html>',
    );
    // A chunk Next both preloads and loads is loaded once.
    expect(afterPaintChunks(`<script>${script}</script>`)).toEqual({
      scripts: ['/_next/static/chunks/main.js', '/_next/static/chunks/app.js', '/_next/static/chunks/err.js'],
      preloads: ['/_next/static/chunks/lazy.js'],
    });
  });

  it('keeps the base path, and leaves scripts from anywhere else alone', () => {
    const other = '<script src="https://cdn.example/x.js" async=""></script><script src="/elsewhere/_next/static/y.js" async=""></script>';
    const { html, script } = deferFrameworkScripts(page('/docs').replace('<p>x</p>', other), '/docs');
    expect(html).toContain(other);
    expect(afterPaintChunks(`<script>${script}</script>`)?.scripts).toEqual(['/docs/_next/static/chunks/main.js', '/docs/_next/static/chunks/app.js', '/docs/_next/static/chunks/err.js']);
  });

  it('changes nothing in a page without chunks', () => {
    const html = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/guide/"/></head><body></body></html>';
    expect(deferFrameworkScripts(html, '')).toEqual({ html, script: null });
  });
});

describe('the loader', () => {
  type Observer = { callback: (list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void; options?: unknown; connected: boolean };

  /** Runs a page's loader against a fake browser, with paints, frames and timers under the test's control. */
  function run(script: string, { paintTiming = true } = {}) {
    const added: { tag: string; src?: string; href?: string; async?: boolean; attrs: Record<string, string> }[] = [];
    const frames: (() => void)[] = [];
    const timers: { ms: number; run: () => void }[] = [];
    const observers: Observer[] = [];
    const document = {
      createElement: (tag: string) => {
        const el = { tag, attrs: {} as Record<string, string>, setAttribute: (k: string, v: string) => (el.attrs[k] = v) };
        return el;
      },
      head: { appendChild: (el: (typeof added)[number]) => added.push(el) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      private entry: Observer;
      constructor(callback: Observer['callback']) {
        this.entry = { callback, connected: false };
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.options = options;
        this.entry.connected = true;
      }
    }
    const window = { PerformanceObserver };
    const context = {
      window,
      PerformanceObserver,
      document,
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: (...a: unknown[]) => void, ms: number, ...args: unknown[]) => timers.push({ ms, run: () => f(...args) }),
    };
    vm.runInNewContext(script, context);
    /** The browser reports paints of these names to the connected observers. */
    const paint = (...names: string[]) => {
      for (const o of observers.filter((x) => x.connected)) {
        o.callback({ getEntriesByName: (n) => (names.includes(n) ? [{ name: n }] : []) }, { disconnect: () => (o.connected = false) });
      }
    };
    return { added, frames, timers, observers, paint };
  }
  const summary = (added: ReturnType<typeof run>['added']) => added.map((el) => [el.tag, el.src ?? el.href, el.async ?? el.attrs.fetchpriority]);

  it('adds nothing before the first contentful paint, the chunks once it is reported, and only once', () => {
    const { script } = deferFrameworkScripts(page(), '');
    const { added, observers, timers, paint } = run(script!);
    expect(observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    paint('first-paint');
    expect(added).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(summary(added)).toEqual([
      ['link', '/_next/static/chunks/lazy.js', 'low'],
      ['script', '/_next/static/chunks/main.js', true],
      ['script', '/_next/static/chunks/app.js', true],
      ['script', '/_next/static/chunks/err.js', true],
    ]);
    expect(observers[0].connected).toBe(false);
    // The fallback for a tab that never painted finds them started.
    timers.find((t) => t.ms === 1000)!.run();
    expect(added).toHaveLength(4);
  });

  it('without paint timing, loads them right after the first frame', () => {
    const { script } = deferFrameworkScripts(page(), '');
    const { added, frames, timers, observers } = run(script!, { paintTiming: false });
    expect(observers).toEqual([]);
    frames[0]();
    expect(added).toEqual([]);
    timers.find((t) => t.ms === 0)!.run();
    expect(added).toHaveLength(4);
  });

  it('loads the chunks of a page opened in the background, which never paints', () => {
    const { script } = deferFrameworkScripts(page(), '');
    const { added, timers } = run(script!);
    timers.find((t) => t.ms === 1000)!.run();
    expect(added.filter((el) => el.tag === 'script')).toHaveLength(3);
  });

  it('runs as postbuild minifies it, the data staying JSON', async () => {
    const { transformSync } = await import('esbuild');
    const minified = transformSync(AFTER_PAINT_CALL, { minify: true, target: 'es2015' }).code.trim().replace(/;$/, '');
    const { script } = deferFrameworkScripts(page(), '', minified);
    expect(afterPaintChunks(`<script>${script}</script>`)?.scripts).toHaveLength(3);
    const { added, paint } = run(script!);
    paint('first-contentful-paint');
    expect(added).toHaveLength(4);
  });
});
