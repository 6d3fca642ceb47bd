// Starts downloading the modal code (and, for the local backend, the index) before it is needed.
import type { SearchProvider } from '@/lib/search/provider';
import type { Lang } from '@/lib/site-config';

let started = false;

/**
 * The modal's code. It only ever renders in the browser, and the server build never follows this import:
 * `typeof window` is a constant there, so DocSearch's thousand modules stay out of `next dev`'s first compile.
 */
export const loadSearchModal = () =>
  typeof window === 'undefined' ? new Promise<never>(() => {}) : import('./CheckedSearchModal');

export function warmUp(provider: SearchProvider, lang: Lang) {
  if (started) return;
  started = true;
  void loadSearchModal();
  if (provider.kind === 'local')
    void import('./local-engine').then(({ loadEngine }) => loadEngine(lang).catch(() => undefined));
}
