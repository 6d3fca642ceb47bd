import vm from 'node:vm';
import { sharedSegmentPath, sharedSegmentsScript, shownLayout, type SharedSegments } from './shared-segments';

const root: SharedSegments = { base: '', dir: '_segments', own: { '__next.!KHpoKQ.txt': ['/zh'] } };
const docs: SharedSegments = { ...root, base: '/docs' };

describe('sharedSegmentPath', () => {
  it.each([
    // The root layout of a language ((en) is a route group) covers no path: one copy per language.
    ['/config/output/minify/__next.!KGVuKQ.txt', '/_segments/__next.!KGVuKQ.txt'],
    ['/guide/start/__next.!KGVuKQ.txt', '/_segments/__next.!KGVuKQ.txt'],
    // A section layout covers the section: one copy per section.
    ['/config/output/minify/__next.!KGVuKQ.$d$section.txt', '/_segments/config/__next.!KGVuKQ.$d$section.txt'],
    [
      '/zh/config/output/minify/__next.!KHpoKQ.zh.$d$section.txt',
      '/_segments/zh/config/__next.!KHpoKQ.zh.$d$section.txt',
    ],
    ['/zh/guide/start/__next.!KHpoKQ.zh.txt', '/_segments/zh/__next.!KHpoKQ.zh.txt'],
    ['/zh/guide/start/__next.!KHpoKQ.txt', '/_segments/__next.!KHpoKQ.txt'],
    // So does the segment above every layout.
    ['/config/output/minify/__next._index.txt', '/_segments/__next._index.txt'],
    // A layout in its own folder too: the home page's root layout, a section's overview page.
    ['/__next.!KGVuKQ.txt', '/_segments/__next.!KGVuKQ.txt'],
    ['/__next._index.txt', '/_segments/__next._index.txt'],
    ['/config/__next.!KGVuKQ.$d$section.txt', '/_segments/config/__next.!KGVuKQ.$d$section.txt'],
  ])('%s -> %s', (from, to) => {
    expect(sharedSegmentPath(from, root)).toBe(to);
  });

  it.each([
    // What varies with the whole path stays in the page folder.
    '/config/output/minify/__next.!KGVuKQ.$d$section.$oc$rest.txt',
    '/config/output/minify/__next.!KGVuKQ.$d$section.$oc$rest.__PAGE__.txt',
    '/config/output/minify/__next.!KGVuKQ.$d$section.$c$rest.txt',
    '/config/output/minify/__next._head.txt',
    '/config/output/minify/__next._tree.txt',
    '/config/output/minify/__next.!KGVuKQ.@modal.txt',
    // A folder that keeps its own copy.
    '/zh/__next.!KHpoKQ.txt',
    // Not a segment file at all.
    '/config/output/minify.txt',
    '/config/output/minify/__next.!KGVuKQ.txt.gz',
    '/config/__next.a/b.txt',
    '/config/x/__next.!@@@.txt',
  ])('%s stays where it is', (pathname) => {
    expect(sharedSegmentPath(pathname, root)).toBeNull();
  });

  it('keeps the base path, and leaves paths outside it alone', () => {
    expect(sharedSegmentPath('/docs/config/output/minify/__next.!KGVuKQ.$d$section.txt', docs)).toBe(
      '/docs/_segments/config/__next.!KGVuKQ.$d$section.txt',
    );
    expect(sharedSegmentPath('/docs/zh/__next.!KHpoKQ.txt', docs)).toBeNull();
    expect(sharedSegmentPath('/docsx/config/x/__next.!KGVuKQ.txt', docs)).toBeNull();
    expect(sharedSegmentPath('/config/x/__next.!KGVuKQ.txt', docs)).toBeNull();
  });
});

describe('shownLayout', () => {
  it.each([
    // The segment above the layouts and a language's root layout cover no path: every page shows them, and a
    // page of the other language gets there by a full page load.
    ['/guide/start/__next._index.txt', '/config/output/minify'],
    ['/guide/start/__next.!KGVuKQ.txt', '/config/output/minify'],
    ['/__next.!KGVuKQ.txt', '/'],
    ['/zh/guide/start/__next.!KHpoKQ.txt', '/config/'],
    // A section layout, to a page of that section (its overview page included).
    ['/config/output/polyfill/__next.!KGVuKQ.$d$section.txt', '/config/output/minify'],
    ['/config/output/polyfill/__next.!KGVuKQ.$d$section.txt', '/config'],
    ['/zh/config/dev/hmr/__next.!KHpoKQ.zh.$d$section.txt', '/zh/config/output/minify/'],
    ['/zh/guide/start/__next.!KHpoKQ.zh.txt', '/zh'],
  ])('%s is shown on %s', (file, current) => {
    expect(shownLayout(file, current, root)).toBe(true);
  });

  it.each([
    // Another section, or the same section of the other language.
    ['/guide/start/__next.!KGVuKQ.$d$section.txt', '/config/output/minify'],
    ['/zh/config/output/minify/__next.!KHpoKQ.zh.$d$section.txt', '/config/output/minify'],
    ['/config/output/minify/__next.!KGVuKQ.$d$section.txt', '/'],
    ['/zh/guide/start/__next.!KHpoKQ.zh.txt', '/guide/start'],
    // What varies with the whole path, and files that are no segment.
    ['/config/output/minify/__next.!KGVuKQ.$d$section.$oc$rest.txt', '/config/output/minify'],
    ['/config/output/minify/__next.!KGVuKQ.$d$section.$oc$rest.__PAGE__.txt', '/config/output/minify'],
    ['/config/output/minify/__next._head.txt', '/config/output/minify'],
    ['/config/output/minify/__next._tree.txt', '/config/output/minify'],
    ['/config/output/minify.txt', '/config/output/minify'],
  ])('%s is not shown on %s', (file, current) => {
    expect(shownLayout(file, current, root)).toBe(false);
  });

  it('compares paths below the base path only', () => {
    expect(shownLayout('/docs/config/x/__next.!KGVuKQ.$d$section.txt', '/docs/config/y', docs)).toBe(true);
    expect(shownLayout('/docs/config/x/__next.!KGVuKQ.$d$section.txt', '/docs/guide/y', docs)).toBe(false);
    expect(shownLayout('/config/x/__next.!KGVuKQ.$d$section.txt', '/config/y', docs)).toBe(false);
    expect(shownLayout('/docs/config/x/__next.!KGVuKQ.txt', '/elsewhere', docs)).toBe(false);
  });
});

describe('the head script', () => {
  function run(cfg: SharedSegments, page = '/guide/start') {
    const calls: unknown[][] = [];
    const window = { fetch: (...args: unknown[]) => (calls.push(args), 'response') } as {
      fetch: (...args: unknown[]) => unknown;
    };
    const location = { href: `https://rsbuild.rs${page}`, origin: 'https://rsbuild.rs', pathname: page };
    vm.runInNewContext(sharedSegmentsScript(cfg), { window, URL, atob, location, Promise, Response });
    return { fetch: window.fetch, calls };
  }

  it('answers a request for a layout the page shows itself, without the network', async () => {
    const { fetch, calls } = run(root, '/config/output/minify');
    for (const file of [
      '/config/output/polyfill/__next.!KGVuKQ.$d$section.txt',
      '/config/output/polyfill/__next.!KGVuKQ.txt',
      '/config/output/polyfill/__next._index.txt',
    ]) {
      const response = (await fetch(`https://rsbuild.rs${file}?_rsc=x`)) as Response;
      expect(response.status).toBe(404);
    }
    expect(calls).toEqual([]);
    // The next page's own segments still go out.
    fetch('/config/output/polyfill/__next.!KGVuKQ.$d$section.$oc$rest.__PAGE__.txt');
    expect(calls).toHaveLength(1);
  });

  it("sends the router's requests for a shared layout to its copy, keeping the query and the init", () => {
    const { fetch, calls } = run(root);
    const init = { headers: { rsc: '1' } };
    expect(fetch(new URL('https://rsbuild.rs/config/output/minify/__next.!KGVuKQ.$d$section.txt?_rsc=x'), init)).toBe(
      'response',
    );
    const [url, passed] = calls[0] as [URL, unknown];
    expect(url).toBeInstanceOf(URL);
    expect(url.href).toBe('https://rsbuild.rs/_segments/config/__next.!KGVuKQ.$d$section.txt?_rsc=x');
    expect(passed).toBe(init);
    fetch('/zh/guide/start/__next.!KHpoKQ.zh.txt');
    expect(calls[1][0]).toBe('https://rsbuild.rs/_segments/zh/__next.!KHpoKQ.zh.txt');
  });

  it('leaves every other request as it was', () => {
    const { fetch, calls } = run(root);
    const request = { url: 'https://rsbuild.rs/config/x/__next.!KGVuKQ.txt' };
    for (const input of [
      '/config/output/minify.txt',
      'https://evil.example/config/x/__next.!KGVuKQ.txt',
      '//evil.example/a/__next.!KGVuKQ.txt',
      '/search-index.en.json',
      request,
    ]) {
      fetch(input);
    }
    expect(calls.map((c) => c[0])).toEqual([
      '/config/output/minify.txt',
      'https://evil.example/config/x/__next.!KGVuKQ.txt',
      '//evil.example/a/__next.!KGVuKQ.txt',
      '/search-index.en.json',
      request,
    ]);
  });
});

describe("the head script's data", () => {
  it("leaves out the own copies of layouts every page shows, and keeps the others'", () => {
    const cfg: SharedSegments = {
      base: '',
      dir: '_segments',
      own: {
        '__next._index.txt': ['/zh'],
        '__next.!KHpoKQ.txt': ['/zh'],
        '__next.!KHpoKQ.zh.$d$section.txt': ['/zh/config'],
      },
    };
    const script = sharedSegmentsScript(cfg);
    expect(script).toContain('"own":{"__next.!KHpoKQ.zh.$d$section.txt":["/zh/config"]}');
  });
});
