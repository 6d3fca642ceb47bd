import vm from 'node:vm';
import { sharedSegmentPath, sharedSegmentsScript, type SharedSegments } from './shared-segments';

const root: SharedSegments = { base: '', dir: '_segments', own: { '__next.!KHpoKQ.txt': ['/zh'] } };
const docs: SharedSegments = { ...root, base: '/docs' };

describe('sharedSegmentPath', () => {
  it.each([
    // The root layout of a language ((en) is a route group) covers no path: one copy per language.
    ['/config/output/minify/__next.!KGVuKQ.txt', '/_segments/__next.!KGVuKQ.txt'],
    ['/guide/start/__next.!KGVuKQ.txt', '/_segments/__next.!KGVuKQ.txt'],
    // A section layout covers the section: one copy per section.
    ['/config/output/minify/__next.!KGVuKQ.$d$section.txt', '/_segments/config/__next.!KGVuKQ.$d$section.txt'],
    ['/zh/config/output/minify/__next.!KHpoKQ.zh.$d$section.txt', '/_segments/zh/config/__next.!KHpoKQ.zh.$d$section.txt'],
    ['/zh/guide/start/__next.!KHpoKQ.zh.txt', '/_segments/zh/__next.!KHpoKQ.zh.txt'],
    ['/zh/guide/start/__next.!KHpoKQ.txt', '/_segments/__next.!KHpoKQ.txt'],
    // So does the segment above every layout.
    ['/config/output/minify/__next._index.txt', '/_segments/__next._index.txt'],
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
    // A layout at its own place: the home page's root layout, a section's overview page.
    '/__next.!KGVuKQ.txt',
    '/config/__next.!KGVuKQ.$d$section.txt',
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
    expect(sharedSegmentPath('/docs/config/output/minify/__next.!KGVuKQ.$d$section.txt', docs)).toBe('/docs/_segments/config/__next.!KGVuKQ.$d$section.txt');
    expect(sharedSegmentPath('/docs/zh/__next.!KHpoKQ.txt', docs)).toBeNull();
    expect(sharedSegmentPath('/docsx/config/x/__next.!KGVuKQ.txt', docs)).toBeNull();
    expect(sharedSegmentPath('/config/x/__next.!KGVuKQ.txt', docs)).toBeNull();
  });
});

describe('the head script', () => {
  function run(cfg: SharedSegments) {
    const calls: unknown[][] = [];
    const window = { fetch: (...args: unknown[]) => (calls.push(args), 'response') } as { fetch: (...args: unknown[]) => unknown };
    vm.runInNewContext(sharedSegmentsScript(cfg), { window, URL, atob, location: { href: 'https://rsbuild.rs/config/', origin: 'https://rsbuild.rs' } });
    return { fetch: window.fetch, calls };
  }

  it("sends the router's requests for a shared layout to its copy, keeping the query and the init", () => {
    const { fetch, calls } = run(root);
    const init = { headers: { rsc: '1' } };
    expect(fetch(new URL('https://rsbuild.rs/config/output/minify/__next.!KGVuKQ.$d$section.txt?_rsc=x'), init)).toBe('response');
    const [url, passed] = calls[0] as [URL, unknown];
    expect(url).toBeInstanceOf(URL);
    expect(url.href).toBe('https://rsbuild.rs/_segments/config/__next.!KGVuKQ.$d$section.txt?_rsc=x');
    expect(passed).toBe(init);
    fetch('/guide/start/__next.!KGVuKQ.txt');
    expect(calls[1][0]).toBe('https://rsbuild.rs/_segments/__next.!KGVuKQ.txt');
  });

  it('leaves every other request as it was', () => {
    const { fetch, calls } = run(root);
    const request = { url: 'https://rsbuild.rs/config/x/__next.!KGVuKQ.txt' };
    for (const input of ['/config/output/minify.txt', 'https://evil.example/config/x/__next.!KGVuKQ.txt', '//evil.example/a/__next.!KGVuKQ.txt', '/search-index.en.json', request]) {
      fetch(input);
    }
    expect(calls.map((c) => c[0])).toEqual(['/config/output/minify.txt', 'https://evil.example/config/x/__next.!KGVuKQ.txt', '//evil.example/a/__next.!KGVuKQ.txt', '/search-index.en.json', request]);
  });
});
