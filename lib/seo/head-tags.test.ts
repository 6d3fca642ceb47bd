import type { HeadTag as Entry } from '../content/frontmatter';
import { headTags, reactProps } from './head-tags';

const page = (head: Entry[]) => ({ pagePath: 'content/en/a.mdx', frontmatter: { head } });

test('meta and link entries pass through in order', () => {
  expect(
    headTags(
      page([
        ['meta', { name: 'keywords', content: 'rsbuild, bundler' }],
        ['link', { rel: 'preconnect', href: 'https://x.dev' }],
      ]),
    ),
  ).toEqual([
    { tag: 'meta', attributes: { name: 'keywords', content: 'rsbuild, bundler' } },
    { tag: 'link', attributes: { rel: 'preconnect', href: 'https://x.dev' } },
  ]);
  expect(headTags({ pagePath: 'a', frontmatter: {} })).toEqual([]);
});

test('other tags and incomplete ones fail the build with the file', () => {
  expect(() => headTags(page([['script', { src: 'x.js' }]]))).toThrow(
    /content\/en\/a\.mdx.*head entry 1: <script> is not supported/,
  );
  expect(() => headTags(page([['meta', { name: 'x' }]]))).toThrow(/needs a content attribute/);
  expect(() => headTags(page([['link', { href: '/x' }]]))).toThrow(/needs rel and href/);
  expect(() => headTags(page([['meta', { name: 'x', content: 1 as unknown as string }]]))).toThrow(
    /"content" must be a string/,
  );
});

test('attribute names become React props where React spells them differently', () => {
  expect(reactProps({ 'http-equiv': 'refresh', content: '0', crossorigin: 'anonymous' })).toEqual({
    httpEquiv: 'refresh',
    content: '0',
    crossOrigin: 'anonymous',
  });
});
