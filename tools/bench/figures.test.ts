import {
  breakdown,
  closingIndex,
  countsForClick,
  failures,
  formatFigure,
  formatValue,
  htmlParts,
  kindOf,
  median,
  subtreeBytes,
  sum,
  verdict,
  type Figure,
} from './figures';

const MB = 1024 * 1024;

it('fails the run only for a byte figure over its target; times, memory and scores are printed', () => {
  const figures: Figure[] = [
    { label: 'export', kind: 'bytes', value: 61 * MB, target: 60 * MB },
    { label: 'html', kind: 'bytes', value: 39 * 1024, target: 40 * 1024 },
    { label: 'cold build', kind: 'seconds', value: 41, target: 30 },
    { label: 'peak memory', kind: 'memory', value: 2000 * MB, target: 1024 * MB },
    { label: 'lighthouse', kind: 'score', value: 97, target: 100 },
    { label: 'navigation', kind: 'bytes', value: null, target: 4096 },
    { label: 'pages', kind: 'bytes', value: 12 },
  ];
  expect(figures.map(verdict)).toEqual(['OVER', 'ok', 'over', 'over', 'below', 'skipped', '']);
  expect(failures(figures).map((f) => f.label)).toEqual(['export']);
  // Exactly at the target is within it.
  expect(verdict({ label: 'x', kind: 'bytes', value: 4096, target: 4096 })).toBe('ok');
  expect(verdict({ label: 'x', kind: 'score', value: 100, target: 100 })).toBe('ok');
});

it('prints each figure beside its target in the unit of its kind', () => {
  expect(formatValue('bytes', 1536)).toBe('1.5 KB');
  expect(formatValue('bytes', 60 * MB)).toBe('60.0 MB');
  expect(formatValue('seconds', 0.345)).toBe('345 ms');
  expect(formatValue('seconds', 12.34)).toBe('12.3 s');
  expect(formatValue('memory', 1024 * MB)).toBe('1024 MB');
  const line = formatFigure({
    label: 'export, all files',
    kind: 'bytes',
    value: 118.4 * MB,
    target: 60 * MB,
    note: '(7,000 files)',
  });
  expect(line).toMatch(/^export, all files\s+118\.4 MB\s+<= 60\.0 MB\s+OVER\s+\(7,000 files\)$/);
  expect(formatFigure({ label: 'Lighthouse /', kind: 'score', value: 99, target: 100 })).toMatch(
    /99\s+>= 100\s+below$/,
  );
  expect(formatFigure({ label: 'dev', kind: 'seconds', value: null, target: 8 })).toMatch(/-\s+<= 8\.0 s\s+skipped$/);
});

it('sums and takes medians', () => {
  expect(sum([1, 2, 3])).toBe(6);
  expect(sum([])).toBe(0);
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

it('sorts the export into kinds, gzip copies apart from their originals', () => {
  expect(kindOf('config/output/minify.html')).toBe('HTML');
  expect(kindOf('config/output/minify.txt')).toBe('RSC route payload (.txt)');
  expect(kindOf('config/output/minify/__next._full.txt')).toMatch(/^RSC segment: _full/);
  expect(kindOf('config/output/minify/__next.!KGVuKQ.$oc$slug.__PAGE__.txt')).toBe('RSC segment: page');
  expect(kindOf('config/output/minify/__next.!KGVuKQ.txt')).toBe('RSC segment: layouts');
  expect(kindOf('config/output/minify/__next._head.txt')).toBe('RSC segment: _head');
  expect(kindOf('config/output/minify.txt.gz')).toBe('gzip copy of RSC route payload (.txt)');
  expect(kindOf('_next/static/chunks/a.js')).toBe('_next/ assets');
  expect(kindOf('search/en.json')).toBe('search index');
  expect(kindOf('llms-full.txt')).toBe('text for machines (llms, robots)');
  expect(kindOf('zh/community/releases/rss.xml')).toBe('feeds and sitemap');
  expect(kindOf('og-image.png')).toBe('other (png)');
  expect(
    breakdown([
      { path: 'a.html', size: 10 },
      { path: 'b.html', size: 5 },
      { path: 'a.html.gz', size: 3 },
      { path: 'a.md', size: 20 },
    ]),
  ).toEqual([
    { kind: 'Markdown copies', files: 1, bytes: 20 },
    { kind: 'HTML', files: 2, bytes: 15 },
    { kind: 'gzip copy of HTML', files: 1, bytes: 3 },
  ]);
});

it('finds the end of a JSON value, brackets inside strings included', () => {
  const text = 'x ["a", "]\\"[", {"b": [1]}] tail';
  expect(text.slice(2, closingIndex(text, 2))).toBe('["a", "]\\"[", {"b": [1]}]');
  expect(closingIndex('[1, [2]', 0)).toBe(-1);
});

it('measures the sidebar twice in a page, as markup and in the inline payload with the rows it points to', () => {
  const payload = [
    '1:I[1,[],"SidebarGroup"]',
    '2:["$","li","1",{"children":"two"}]',
    '3:["$","div",null,{"children":["$","aside",null,{"className":"doc-sidebar","children":[["$","$L1",null,{}],"$L2"]}]}]',
    '',
  ].join('\n');
  const script = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;
  const html = `<html><body><aside class="doc-sidebar"><a href="/x">x</a></aside>${script(payload.slice(0, 30))}${script(payload.slice(30))}<script>self.__next_f.push([0])</script></body></html>`;
  const parts = htmlParts(html);
  expect(parts.raw).toBe(Buffer.byteLength(html));
  expect(parts.sidebarMarkup).toBe('<aside class="doc-sidebar"><a href="/x">x</a></aside>'.length);
  expect(parts.inlinePayload).toBe(html.length - html.indexOf('<script>') - '</body></html>'.length);
  const aside = '["$","aside",null,{"className":"doc-sidebar","children":[["$","$L1",null,{}],"$L2"]}]';
  const row2 = '["$","li","1",{"children":"two"}]';
  // The aside and the row it points to (escaped as in a script), not the client reference row.
  expect(parts.sidebarInPayload).toBe(JSON.stringify(aside).length - 2 + JSON.stringify(row2).length - 2);
  expect(subtreeBytes(payload, '"no refs"')).toBe(JSON.stringify('"no refs"').length - 2);
  expect(htmlParts('<html><body>home</body></html>')).toEqual({
    raw: 30,
    inlinePayload: 0,
    sidebarMarkup: 0,
    sidebarInPayload: 0,
  });
  // The section layout's sidebar data counts as sidebar too.
  const sidebars = '{"/guide/":[{"text":"A","link":"/guide/a"}]}';
  const withData = `${payload}4:["$","$L5",null,{"sidebars":${sidebars},"children":"$L6"}]\n`;
  expect(htmlParts(`<html><body>${script(withData)}</body></html>`).sidebarInPayload).toBe(
    parts.sidebarInPayload + JSON.stringify(sidebars).length - 2,
  );
});

it("counts toward a click what it fetches for its page and shared files, not other pages' preloads", () => {
  const to = '/config/output/override-browserslist';
  expect(countsForClick(to, to)).toBe(true);
  expect(countsForClick(`${to}.txt`, to)).toBe(true);
  expect(countsForClick(`${to}/__next.!KGVuKQ.$oc$slug.__PAGE__.txt`, to)).toBe(true);
  expect(countsForClick('/_next/static/chunks/a.js', to)).toBe(true);
  expect(countsForClick('/rsbuild-logo.svg', to)).toBe(true);
  expect(countsForClick('/_segments/config/__next.!KGVuKQ.$d$section.txt', to)).toBe(true);
  expect(countsForClick('/config/dev/live-reload', to)).toBe(false);
  expect(countsForClick('/config/dev/live-reload/__next._tree.txt', to)).toBe(false);
  expect(countsForClick('/config/output/override-browserslist-other', to)).toBe(false);
  expect(countsForClick('/guide/start/index.txt', '/guide/start/')).toBe(true);
  expect(countsForClick('/guide/start/', '/guide/start/')).toBe(true);
});
