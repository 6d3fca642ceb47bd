import { cleanStoredSearches, isStoredHit, soundStoredList } from './stored-searches';

const hit = (over: Record<string, unknown> = {}) => ({
  objectID: 'a',
  url: '/guide/start/',
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Guide', lvl1: 'Start', lvl2: null },
  ...over,
});

describe('isStoredHit', () => {
  it('accepts what DocSearch stores', () => {
    expect(isStoredHit(hit())).toBe(true);
    expect(isStoredHit(hit({ type: 'content', content: 'text', url: '/zh/guide/start/#a' }))).toBe(true);
    expect(isStoredHit(hit({ url: 'https://rsbuild.example/config/' }))).toBe(true);
  });
  it('refuses what is not an object with the expected fields', () => {
    for (const bad of [
      null,
      1,
      'x',
      [],
      {},
      { objectID: 'a' },
      hit({ objectID: 1 }),
      hit({ url: 5 }),
      hit({ type: 'lvl9' }),
      hit({ type: 'content' }),
      hit({ hierarchy: null }),
      hit({ hierarchy: [] }),
      hit({ hierarchy: { lvl0: 1, lvl1: 'x' } }),
      hit({ hierarchy: { lvl0: 'x', lvl1: { a: 1 } } }),
      hit({ hierarchy: { lvl0: 'x' } }),
    ]) {
      expect(isStoredHit(bad)).toBe(false);
    }
  });
  it('refuses entries whose link would leave the site', () => {
    for (const url of [
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'data:text/html,x',
    ])
      expect(isStoredHit(hit({ url }))).toBe(false);
  });
});

describe('cleanStoredSearches', () => {
  function storage(values: Record<string, string>) {
    const store = new Map(Object.entries(values));
    return {
      store,
      get length() {
        return store.size;
      },
      key: (i: number) => [...store.keys()][i] ?? null,
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
  }
  it('keeps the sound entries of every stored list, drops the rest, and leaves other keys alone', () => {
    const s = storage({
      '__DOCSEARCH_RECENT_SEARCHES__local-en': JSON.stringify([null, hit(), hit({ url: '//evil.example' }), 'x']),
      '__DOCSEARCH_FAVORITE_SEARCHES__local-zh': '{not json',
      '__DOCSEARCH_FAVORITE_SEARCHES__local-en': '{"a":1}',
      'rsbuild-theme': 'dark',
    });
    cleanStoredSearches(() => s);
    expect(JSON.parse(s.store.get('__DOCSEARCH_RECENT_SEARCHES__local-en')!)).toEqual([hit()]);
    expect(s.store.has('__DOCSEARCH_FAVORITE_SEARCHES__local-zh')).toBe(false);
    expect(s.store.has('__DOCSEARCH_FAVORITE_SEARCHES__local-en')).toBe(false);
    expect(s.store.get('rsbuild-theme')).toBe('dark');
  });
  it('never throws, even when storage does', () => {
    const throwing = {
      length: 1,
      key: () => '__DOCSEARCH_RECENT_SEARCHES__x',
      getItem: () => {
        throw new Error('denied');
      },
      setItem() {},
      removeItem() {},
    };
    expect(() => cleanStoredSearches(() => throwing)).not.toThrow();
    expect(() =>
      cleanStoredSearches(() => {
        throw new Error('SecurityError');
      }),
    ).not.toThrow();
    expect(soundStoredList('[1,2]')).toBe('[]');
  });
});
