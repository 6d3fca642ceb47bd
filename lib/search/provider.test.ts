import { searchProvider, algoliaSearchParameters, snippetWordsFor } from './provider';
import { initialCharacter, isSearchShortcut, isSlashShortcut } from './keys';
import { routerPath, stripOrigin } from './url';
import { sanitizeHit } from './sanitize';
import { snippetWords } from './local-client';

const key = (k: string, mods: Partial<{ metaKey: boolean; ctrlKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  ...mods,
});

describe('searchProvider', () => {
  it('is local without credentials, Algolia with all three', () => {
    expect(searchProvider({})).toEqual({ kind: 'local' });
    expect(
      searchProvider({
        NEXT_PUBLIC_DOCSEARCH_APP_ID: 'A',
        NEXT_PUBLIC_DOCSEARCH_API_KEY: 'k',
        NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'docs',
      }),
    ).toEqual({ kind: 'algolia', appId: 'A', apiKey: 'k', indexName: 'docs' });
  });
  it('fails with DocSearch messages when only one credential is set', () => {
    expect(() => searchProvider({ NEXT_PUBLIC_DOCSEARCH_API_KEY: 'k' })).toThrow('`appId` is missing.');
    expect(() => searchProvider({ NEXT_PUBLIC_DOCSEARCH_APP_ID: 'A' })).toThrow('`apiKey` is missing.');
  });
  it('asks Algolia for the page language, 20 hits and mark tags', () => {
    expect(algoliaSearchParameters('zh', 10)).toMatchObject({
      facetFilters: ['lang:zh'],
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(algoliaSearchParameters('en', snippetWordsFor(true)).attributesToSnippet).toContain('content:5');
    expect(snippetWords(algoliaSearchParameters('en', snippetWordsFor(false)).attributesToSnippet)).toBe(10);
  });
});

describe('shortcuts', () => {
  it('opens on Ctrl+K, or Cmd+K on Apple devices', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key('k'), false)).toBe(false);
  });
  it('opens on / unless typing in a field', () => {
    expect(isSlashShortcut(key('/'), false)).toBe(true);
    expect(isSlashShortcut(key('/'), true)).toBe(false);
  });
  it('turns a letter typed on the button into the query', () => {
    expect(initialCharacter(key('m'))).toBe('m');
    expect(initialCharacter(key('Enter'))).toBeUndefined();
    expect(initialCharacter(key('m', { ctrlKey: true }))).toBeUndefined();
  });
});

describe('stripOrigin', () => {
  it('keeps path, query and hash', () => {
    expect(stripOrigin('https://rsbuild.rs/config/output/minify#forms')).toBe('/config/output/minify#forms');
    expect(stripOrigin('https://rsbuild.rs')).toBe('/');
    expect(stripOrigin('/zh/guide/start/')).toBe('/zh/guide/start/');
  });
});

describe('routerPath', () => {
  it('takes the origin and the site base off a hit URL, for next/link to put the base back', () => {
    expect(routerPath('https://x.dev/docs/config/output/minify#forms', '/docs/')).toBe('/config/output/minify#forms');
    expect(routerPath('/docs/zh/guide/start/', '/docs/')).toBe('/zh/guide/start/');
    expect(routerPath('/docs', '/docs/')).toBe('/');
    expect(routerPath('/zh/guide/start/', '/')).toBe('/zh/guide/start/');
    expect(routerPath('https://other.dev/elsewhere', '/docs/')).toBe('https://other.dev/elsewhere');
  });
  it('never turns a hit into a link off the site', () => {
    expect(routerPath('//evil.example/x', '/')).toBe('/evil.example/x');
    expect(routerPath('/\\evil.example', '/')).toBe('/evil.example');
    expect(routerPath('javascript:alert(1)', '/')).toBe('/');
    expect(routerPath('//evil.example/x', '/docs/')).toBe('/');
  });
});

describe('sanitizeHit', () => {
  it('escapes hosted hits and keeps only the mark tags', () => {
    const hit = sanitizeHit({
      hierarchy: { lvl0: 'A', lvl1: '<img src=x onerror=alert(1)>' },
      content: '<script>x</script>',
      _snippetResult: { content: { value: '<mark>script</mark> <b>bold</b>', matchLevel: 'full' } },
    });
    expect(hit.hierarchy).toEqual({ lvl0: 'A', lvl1: '&lt;img src=x onerror=alert(1)&gt;' });
    expect(hit.content).toBe('&lt;script&gt;x&lt;/script&gt;');
    expect((hit as { _snippetResult: { content: { value: string } } })._snippetResult.content.value).toBe(
      '<mark>script</mark> &lt;b&gt;bold&lt;/b&gt;',
    );
  });
});
