'use client';
// The search modal as SearchButton loads it: DocSearch renders stored searches as they are, so every
// mount first drops malformed or off-site entries (lib/search/stored-searches.ts), after giving a browser
// that blocks site data a storage DocSearch can open with (lib/search/blocked-storage.ts). Loaded with the
// modal, so a page that never opens search pays nothing for it.
import { useState, type ComponentProps } from 'react';
import { standInForBlockedStorage } from '@/lib/search/blocked-storage';
import { cleanStoredSearches } from '@/lib/search/stored-searches';
import SearchModal from './SearchModal';

export default function CheckedSearchModal(props: ComponentProps<typeof SearchModal>) {
  useState(() => {
    standInForBlockedStorage(window);
    cleanStoredSearches(() => window.localStorage);
  });
  return <SearchModal {...props} />;
}
