import fs from 'node:fs';
import path from 'node:path';
import browserslist from 'browserslist';
import { browserSupport, DEFAULT_WEB_TARGETS } from './browser-support';

test('the default web targets are the ones @rsbuild/core 1.4 ships', () => {
  const core = fs.readFileSync(path.join(process.cwd(), 'node_modules/@rsbuild/core/dist/index.js'), 'utf8');
  const list = core.match(/\[\s*('chrome >= \d+',[\s\S]*?)\]/)![1];
  expect(list.match(/'[^']+'/g)!.map((q) => q.slice(1, -1))).toEqual(DEFAULT_WEB_TARGETS);
});

test('each row has the oldest allowed version, its release month and its usage share from the data', () => {
  const { rows, total } = browserSupport();
  expect(rows.map((r) => [r.browser, r.oldest])).toEqual([
    ['Chrome', '87'],
    ['Edge', '88'],
    ['Firefox', '78'],
    ['Safari', '14'],
  ]);
  expect(rows[0].released).toBe('2020-11');
  for (const r of rows) {
    expect(r.share).toBe(browserslist.coverage(browserslist(r.query)));
    expect(r.share).toBeGreaterThan(0);
  }
  // The queries overlap nothing, so the total is their sum.
  expect(total).toBeCloseTo(
    rows.reduce((s, r) => s + r.share, 0),
    5,
  );
});
