// Which backend the search modal uses, decided at build time: Algolia DocSearch when its three
// NEXT_PUBLIC_DOCSEARCH_* variables are set, else the local index shipped with the site.
import type { Lang } from '../site-config';

export type SearchProvider = { kind: 'local' } | { kind: 'algolia'; appId: string; apiKey: string; indexName: string };

type Env = Record<string, string | undefined>;

/** Throws DocSearch's own messages when only one credential is given: a silent fallback would hide it. */
export function searchProvider(env: Env): SearchProvider {
  const appId = env.NEXT_PUBLIC_DOCSEARCH_APP_ID?.trim();
  const apiKey = env.NEXT_PUBLIC_DOCSEARCH_API_KEY?.trim();
  const indexName = env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME?.trim();
  if (!appId && !apiKey && !indexName) return { kind: 'local' };
  if (!appId) throw new Error('`appId` is missing.');
  if (!apiKey) throw new Error('`apiKey` is missing.');
  if (!indexName) throw new Error('`indexName` is missing.');
  return { kind: 'algolia', appId, apiKey, indexName };
}

/** The host the browser talks to first, worth a preconnect. */
export const algoliaHost = (appId: string) => `https://${appId}-dsn.algolia.net`;

/** The static index file of a language, relative to the site root. */
export const localIndexPath = (lang: Lang) => `/search/${lang}.json`;

/** Search parameters for the hosted index (docs/behaviour.md §7). */
export function algoliaSearchParameters(lang: Lang, snippetWords: number) {
  return {
    facetFilters: [`lang:${lang}`],
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: [
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
    ].map((a) => `${a}:${snippetWords}`),
    snippetEllipsisText: '…',
  };
}

/** Snippet length in words: 10, or 5 on screens up to 768 px wide. */
export const snippetWordsFor = (narrow: boolean) => (narrow ? 5 : 10);
