import { buildOutputTable, terminalLines } from './build-output';

const STDOUT =
  '\n  \u001b[36mRsbuild v1.4.16\u001b[39m\n\ninfo    build started...\nready   built in 2.38 s\n\nFile (web)                 Size      Gzip   \ndist/index.html            0.31 kB   0.22 kB\n\n                  Total:   0.31 kB   0.22 kB\n\n';

test('the captured output loses colour codes, trailing spaces and surrounding blank lines', () => {
  expect(buildOutputTable(STDOUT)).toBe(
    '  Rsbuild v1.4.16\n\ninfo    build started...\nready   built in 2.38 s\n\nFile (web)                 Size      Gzip\ndist/index.html            0.31 kB   0.22 kB\n\n                  Total:   0.31 kB   0.22 kB\n',
  );
});

test('each line gets the kind the terminal colours it by, and keeps its text and alignment', () => {
  const lines = terminalLines(buildOutputTable(STDOUT));
  expect(lines.map((l) => l.kind)).toEqual([
    'banner',
    'plain',
    'info',
    'ready',
    'plain',
    'heading',
    'plain',
    'plain',
    'total',
  ]);
  expect(lines[3]).toEqual({ kind: 'ready', label: 'ready', text: '   built in 2.38 s' });
  expect(lines.map((l) => (l.label ?? '') + l.text).join('\n')).toBe(buildOutputTable(STDOUT).trimEnd());
});
