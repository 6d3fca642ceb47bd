import { vnuReport, type AllowedMessage, type VnuMessage } from './html-validator';

const allowances: AllowedMessage[] = [
  { kind: 'warning', message: /^Resource violates Content Security Policy .*“\/[^“”]*”/, reason: 'same-origin file' },
  { message: /^Duplicate ID “options”/, pages: /^(zh\/)?config\/dev\/watch-files\.html$/, reason: 'known' },
];
const pageOf = (url: string) => url.replace('file:/site/out/', '');
const at = (page: string, m: Omit<VnuMessage, 'url'>): VnuMessage => ({ url: `file:/site/out/${page}`, ...m });

test('errors and warnings outside the allowed list are findings; plain info messages are not', () => {
  const report = vnuReport(
    [
      at('a.html', { type: 'error', message: 'Stray end tag “div”.', lastLine: 3 }),
      at('a.html', { type: 'info', subType: 'warning', message: 'Section lacks heading.' }),
      at('a.html', { type: 'info', message: 'Trailing slash on void elements has no effect.' }),
      at('b.html', { type: 'non-document-error', message: 'IO error' }),
    ],
    allowances,
    pageOf,
  );
  expect(report.findings).toEqual([
    { page: 'a.html', line: 3, kind: 'error', message: 'Stray end tag “div”.' },
    { page: 'a.html', line: undefined, kind: 'warning', message: 'Section lacks heading.' },
    { page: 'b.html', line: undefined, kind: 'error', message: 'IO error' },
  ]);
  expect(report.allowed).toEqual([0, 0]);
});

test('an allowance covers only its kind, its message and its pages', () => {
  const csp = 'Resource violates Content Security Policy (meta tag): image “/logo.svg” blocked by “img-src” directive.';
  const foreign =
    'Resource violates Content Security Policy (meta tag): image “https://x.dev/a.png” blocked by “img-src” directive.';
  const report = vnuReport(
    [
      at('a.html', { type: 'info', subType: 'warning', message: csp }),
      at('a.html', { type: 'error', message: csp }),
      at('a.html', { type: 'info', subType: 'warning', message: foreign }),
      at('zh/config/dev/watch-files.html', { type: 'error', message: 'Duplicate ID “options”.' }),
      at('config/dev/other.html', { type: 'error', message: 'Duplicate ID “options”.' }),
    ],
    allowances,
    pageOf,
  );
  expect(report.findings.map((f) => [f.page, f.kind, f.message])).toEqual([
    ['a.html', 'error', csp],
    ['a.html', 'warning', foreign],
    ['config/dev/other.html', 'error', 'Duplicate ID “options”.'],
  ]);
  expect(report.allowed).toEqual([1, 1]);
});
