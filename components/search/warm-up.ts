// Starts downloading the modal code (and, for the local backend, the index) before it is needed.
import type { SearchProvider } from '@/lib/search/provider';
import type { Lang } from '@/lib/site-config';

let started = false;

export function warmUp(provider: SearchProvider, lang: Lang) {
  if (started) return;
  started = true;
  void import('./CheckedSearchModal');
  if (provider.kind === 'local') void import('./local-engine').then(({ loadEngine }) => loadEngine(lang).catch(() => undefined));
}
