// mergeRsbuildConfig as the API pages describe it, run with the installed @rsbuild/core.
import { MERGE_PAGES, configAt, mergeClaims, readMergePage, valueAt } from './merge-config';

type Merge = (...configs: Record<string, unknown>[]) => Record<string, unknown>;
let merge: Merge;
beforeAll(async () => {
  merge = (await import('@rsbuild/core')).mergeRsbuildConfig as unknown as Merge;
});

/** What the package does with two arrays at `option`. */
const mergedArrays = (option: string) =>
  JSON.stringify(valueAt(merge(configAt(option, ['a']), configAt(option, ['b'])), option));

describe.each(MERGE_PAGES)('%s', (file) => {
  const claims = mergeClaims(readMergePage(file));

  it('names the options that replace and the ones 1.4 still concatenates', () => {
    expect(claims.replaced).toContain('server.open');
    expect(claims.concatenated.length).toBeGreaterThan(0);
  });

  it('each option it says is replaced is replaced by the later value', () => {
    const wrong = claims.replaced.filter((option) => mergedArrays(option) !== '["b"]');
    expect(
      wrong.map(
        (o) => `${file}:${claims.line}: the page says ${o} is replaced; mergeRsbuildConfig gives ${mergedArrays(o)}`,
      ),
    ).toEqual([]);
  });

  it('each option it says 1.4 concatenates is concatenated', () => {
    const wrong = claims.concatenated.filter((option) => mergedArrays(option) !== '["a","b"]');
    expect(
      wrong.map(
        (o) =>
          `${file}:${claims.line}: the page says ${o} is concatenated; mergeRsbuildConfig gives ${mergedArrays(o)}`,
      ),
    ).toEqual([]);
  });
});

it('reads the two groups of the bullet: replaced before "1.4", concatenated after it', () => {
  const claims = mergeClaims(
    '## mergeRsbuildConfig\n\n- except `performance.removeConsole` and `plugins`. 1.4 still concatenates `resolve.mainFields`;\n',
  );
  expect(claims.replaced).toEqual(['performance.removeConsole', 'plugins']);
  expect(mergedArrays('plugins')).toBe('["a","b"]');
});
