import { absoluteUrl, markdownPathOf } from './urls';

test('absolute URLs join the site address and a path', () => {
  expect(absoluteUrl('/zh/guide/start/', 'https://example.org')).toBe('https://example.org/zh/guide/start/');
  expect(absoluteUrl('/', 'https://example.org/')).toBe('https://example.org/');
  expect(absoluteUrl('/config/output/minify')).toMatch(/^https:\/\/[^/]+\/config\/output\/minify$/);
  expect(absoluteUrl('/zh/guide/start/', 'https://example.org', '/docs/')).toBe(
    'https://example.org/docs/zh/guide/start/',
  );
  expect(absoluteUrl('/', 'https://example.org/', '/docs/')).toBe('https://example.org/docs/');
});

test('the Markdown copy sits next to the HTML file of the page', () => {
  expect(markdownPathOf('/guide/start/quick-start')).toBe('/guide/start/quick-start.md');
  expect(markdownPathOf('/guide/start/')).toBe('/guide/start/index.md');
  expect(markdownPathOf('/')).toBe('/index.md');
  expect(markdownPathOf('/zh/')).toBe('/zh/index.md');
});
