// The navbar's search: decides the backend at build time (failing the build on half-set credentials),
// preconnects to a hosted provider, and renders the small client button that loads the modal lazily.
import { preconnect } from 'react-dom';
import { algoliaHost, searchProvider } from '@/lib/search/provider';
import { SearchButton } from './SearchButton';

const provider = searchProvider(process.env);

export function Search() {
  if (provider.kind === 'algolia') preconnect(algoliaHost(provider.appId), { crossOrigin: 'anonymous' });
  return <SearchButton provider={provider} />;
}
