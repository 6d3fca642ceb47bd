'use client';
// The DocSearch modal, loaded on demand. Both backends share it: the local one answers DocSearch's
// search calls through `transformSearchClient`; Algolia gets the language facet and our limits.
import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useRouter } from 'next/navigation';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react/modal';
import type { DocSearchTransformClient } from '@docsearch/react';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { algoliaSearchParameters, snippetWordsFor, type SearchProvider } from '@/lib/search/provider';
import { answer, type SearchRequest } from '@/lib/search/local-client';
import { sanitizeHit } from '@/lib/search/sanitize';
import { routerPath } from '@/lib/search/url';
import { NAVIGATION_START_EVENT } from '@/lib/browser/navigation-progress';
import { siteConfig } from '@/lib/site-config';
import type { BrowserMessages } from '@/lib/i18n/browser';
import { searchMessages, type SearchMessages } from '@/lib/i18n/search';
import { MAX_QUERY } from '@/lib/search/keys';
import { useLang, useMessages } from '../layout/LangContext';
import { useModal } from '../layout/useModal';
import { loadEngine } from './local-engine';
import { StatusScreen, createFailureFlag } from './StatusScreen';
import { SearchHit } from './SearchHit';
import { NoResultsHelp } from './NoResultsHelp';
import { PageMarksToggle } from './PageMarksToggle';
import { handOffResultMarks, setResultWords } from './page-marks-handoff';
import { queryTerms } from '@/lib/search/text';
import './SearchModal.css';

/** How many results each group shows (docs/behaviour.md §2.9; MAX_QUERY, lib/search/keys.ts: what the reader may type). */
const MAX_PER_GROUP = 20;
/** Where `Let us know.` files an issue; without a repository the link is left out. */
const { repoUrl } = siteConfig;

function translations(m: BrowserMessages & SearchMessages): DocSearchModalProps['translations'] {
  return {
    searchBox: {
      placeholderText: m['search.placeholder'],
      searchInputLabel: m['search.inputLabel'],
      clearButtonTitle: m['search.clear'],
      clearButtonAriaLabel: m['search.clearLabel'],
      closeButtonText: m['search.cancel'],
      closeButtonAriaLabel: m['search.cancelLabel'],
    },
    startScreen: {
      recentSearchesTitle: m['search.recent'],
      noRecentSearchesText: m['search.noRecent'],
      saveRecentSearchButtonTitle: m['search.saveRecent'],
      removeRecentSearchButtonTitle: m['search.removeRecent'],
      favoriteSearchesTitle: m['search.favorites'],
      removeFavoriteSearchButtonTitle: m['search.removeFavorite'],
    },
    errorScreen: { titleText: m['search.errorTitle'], helpText: m['search.errorHelp'] },
    noResultsScreen: {
      noResultsText: m['search.noResults'],
      suggestedQueryText: m['search.suggested'],
      reportMissingResultsText: m['search.reportMissing'],
      reportMissingResultsLinkText: m['search.reportMissingLink'],
    },
    resultsScreen: { resultBadgeLabelText: m['search.resultCategory'] },
    footer: {
      selectText: m['search.select'],
      selectKeyAriaLabel: m['search.enterKey'],
      navigateText: m['search.navigate'],
      navigateUpKeyAriaLabel: m['search.arrowUp'],
      navigateDownKeyAriaLabel: m['search.arrowDown'],
      closeText: m['search.close'],
      closeKeyAriaLabel: m['search.escapeKey'],
      poweredByText: m['search.poweredBy'],
    },
  };
}

export default function SearchModal({
  provider,
  initialQuery,
  onClose,
}: {
  provider: SearchProvider;
  initialQuery: string;
  onClose: () => void;
}) {
  const lang = useLang();
  const browser = useMessages();
  const m = useMemo(() => ({ ...browser, ...searchMessages[lang] }), [browser, lang]);
  const router = useRouter();
  const root = useRef<HTMLDivElement>(null);
  const snippetWords = useMemo(() => snippetWordsFor(window.matchMedia('(max-width: 768px)').matches), []);
  const theme =
    typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light';

  const failure = useMemo(createFailureFlag, []);
  useModal(true, () => [root.current], m['search.button']);

  const transformSearchClient = useMemo(() => {
    const local = async (params: { requests: SearchRequest[] }) => {
      const engine = await loadEngine(lang);
      const results = params.requests.map((request) => answer(engine, request));
      setResultWords(results[0]?.marks ?? []);
      return { results };
    };
    return (client: DocSearchTransformClient): DocSearchTransformClient => {
      const hosted = async (params: { requests: SearchRequest[] }) => {
        setResultWords(queryTerms(params.requests[0]?.query ?? '').map((q) => q.term));
        return client.search(params as never);
      };
      const search = (provider.kind === 'local' ? local : hosted) as (params: unknown) => Promise<unknown>;
      return {
        ...client,
        // DocSearch 5.1 drops its error status as soon as the request settles, so the error screen is ours.
        search: (async (params: unknown) => {
          try {
            const response = await search(params);
            failure.set(false);
            return response;
          } catch (error) {
            failure.set(true);
            throw error;
          }
        }) as unknown as DocSearchTransformClient['search'],
      };
    };
  }, [provider.kind, lang, failure]);

  // DocSearch fixes the input at 512 characters and always shows a placeholder; the site takes 64 and
  // shows none in English (§2.9). The attributes are constant props to React, so setting them once sticks.
  useEffect(() => {
    const input = root.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    input.maxLength = MAX_QUERY;
    input.placeholder = m['search.placeholder'];
    // DocSearch makes its whole container a focusable "button", which would hide the dialog's contents
    // from screen readers and add a Tab stop; the dialog role is on our wrapper (useModal).
    const container = root.current?.querySelector('.DocSearch-Container');
    container?.removeAttribute('role');
    container?.removeAttribute('tabindex');
  }, [m]);

  const texts = useMemo(() => translations(m), [m]);
  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate: ({ itemUrl }) => {
        // A result picked with Enter: no link click for the navigation progress bar to see.
        window.dispatchEvent(new CustomEvent(NAVIGATION_START_EVENT, { detail: routerPath(itemUrl) }));
        handOffResultMarks(itemUrl);
        router.push(routerPath(itemUrl));
      },
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener,popup'),
    }),
    [router],
  );
  const algolia = provider.kind === 'algolia';
  const indexName = algolia ? provider.indexName : `local-${lang}`;
  const indices = useMemo(
    () => [{ name: indexName, searchParameters: algoliaSearchParameters(lang, snippetWords) }],
    [indexName, lang, snippetWords],
  );
  const modal = (
    <div ref={root} className="search-modal" data-provider={provider.kind}>
      <DocSearchModal
        // DocSearch requires credentials even when its client never leaves the page.
        appId={algolia ? provider.appId : 'local'}
        apiKey={algolia ? provider.apiKey : 'local'}
        indices={indices}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery.slice(0, MAX_QUERY)}
        onClose={onClose}
        theme={theme}
        maxResultsPerGroup={MAX_PER_GROUP}
        recentSearchesLimit={7}
        recentSearchesWithFavoritesLimit={4}
        translations={texts}
        placeholder={m['search.placeholder']}
        transformSearchClient={transformSearchClient}
        transformItems={algolia ? (items) => items.map(sanitizeHit) : undefined}
        footerAction={
          <span className="search-footer-extras">
            <PageMarksToggle label={m['search.pageMarks']} />
            {!algolia && <span className="search-local-credit">{m['search.localCredit']}</span>}
          </span>
        }
        getMissingResultsUrl={
          repoUrl
            ? ({ query }) =>
                `${repoUrl}/issues/new?title=${encodeURIComponent(`${m['search.missingIssueTitle']} "${query}"`)}`
            : undefined
        }
        navigator={navigator}
        hitComponent={SearchHit}
      />
      <StatusScreen root={root} failure={failure} messages={m} />
      {provider.kind === 'local' && <NoResultsHelp root={root} lang={lang} messages={m} />}
    </div>
  );
  return createPortal(modal, document.body);
}
