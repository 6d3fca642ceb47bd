'use client';
// The search button and the shortcuts that open the modal. The modal, DocSearch and the index load only
// when the reader shows intent (hover, focus) or opens search, so a first visit pays nothing for them.
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchProvider } from '@/lib/search/provider';
import {
  MAX_QUERY,
  SEARCH_QUERY_PARAM,
  initialCharacter,
  isApplePlatform,
  isSearchShortcut,
  isSlashShortcut,
} from '@/lib/search/keys';
import { useLang, useMessages } from '../layout/LangContext';
import { loadSearchModal, warmUp } from './warm-up';
import { SearchBoundary } from './SearchBoundary';
import './SearchButton.css';
import { Icon } from '../icons/Icon';

const SearchModal = lazy(loadSearchModal);

const isTypingIn = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

const opensSearch = (e: KeyboardEvent, apple: boolean) =>
  isSearchShortcut(e, apple) || isSlashShortcut(e, isTypingIn(e.target));

// This module runs while React is still hydrating, which takes seconds on a slow phone or laptop. A
// shortcut pressed then would reach the browser (Ctrl+K focuses its address bar) and be lost; it is held
// here, and what the reader types after it goes into a field of its own (not drawn, like StandInField)
// until the button can open search with it.
let earlyField: HTMLInputElement | null = null;
function holdEarlyShortcut(e: KeyboardEvent) {
  if (!opensSearch(e, isApplePlatform(navigator.platform))) return;
  e.preventDefault();
  // Pressed again, the shortcut closes search, as it does once the page has hydrated.
  if (earlyField) {
    takeEarlyQuery();
    return;
  }
  earlyField = Object.assign(document.createElement('input'), {
    className: 'search-stand-in',
    type: 'search',
    maxLength: MAX_QUERY,
  });
  const name = document.querySelector('.search-button-text')?.textContent;
  if (name) earlyField.setAttribute('aria-label', name);
  earlyField.addEventListener('keydown', (k) => {
    if (k.key === 'Escape') takeEarlyQuery();
  });
  document.body.append(earlyField);
  earlyField.focus({ preventScroll: true });
}
// In the capture phase: until the page has hydrated, React stops keys at the document (to replay them on
// the parts it has not hydrated yet), so a listener that waits for the bubble never hears them.
if (typeof window !== 'undefined') window.addEventListener('keydown', holdEarlyShortcut, true);

/** What the reader typed into the early field, which goes away: undefined when there was none. */
function takeEarlyQuery(): string | undefined {
  if (!earlyField) return undefined;
  const { value } = earlyField;
  earlyField.remove();
  earlyField = null;
  return value;
}

export function SearchButton({ provider }: { provider: SearchProvider }) {
  const m = useMessages();
  const lang = useLang();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [apple, setApple] = useState(false);

  const openWith = useCallback((query: string) => {
    setInitialQuery(query);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    takeEarlyQuery();
    setOpen(false);
    setInitialQuery('');
    // Once the modal is gone: while it is open the navbar is inert and cannot take focus. Only when focus
    // is nowhere: after a result was picked, the new page has moved it into its content (RouteChange),
    // and a keyboard reader would otherwise be sent back to the header.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) button.current?.focus({ preventScroll: true });
    });
  }, []);

  useEffect(() => setApple(isApplePlatform(navigator.platform)), []);

  useEffect(() => {
    window.removeEventListener('keydown', holdEarlyShortcut, true);
    // The field stays, and keeps what is typed, until the stand-in takes over from it.
    if (earlyField) openWith(earlyField.value);
  }, [openWith]);

  // `?q=` opens search with that query: the home page's SearchAction for search engines points here.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get(SEARCH_QUERY_PARAM);
    if (query) openWith(query.slice(0, MAX_QUERY));
  }, [openWith]);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (open) {
        if (e.key === 'Escape' || isSearchShortcut(e, apple)) {
          e.preventDefault();
          close();
        }
        return;
      }
      if (opensSearch(e, apple)) {
        e.preventDefault();
        openWith('');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, apple, openWith, close]);

  const intent = () => warmUp(provider, lang);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        // Rendered and focused before the click returns: iOS brings up its keyboard only for a field
        // focused within the tap.
        onClick={() => flushSync(() => openWith(''))}
        onPointerEnter={intent}
        onFocus={intent}
        onKeyDown={(e) => {
          const ch = initialCharacter(e);
          if (!ch) return;
          e.preventDefault();
          openWith(ch);
        }}
      >
        <Icon name="search" />
        <span className="search-button-text">{m['search.button']}</span>
        <kbd className="search-button-keys" aria-hidden="true">
          {apple ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {open && (
        <SearchBoundary onError={close}>
          <Suspense
            fallback={<StandInField label={m['search.button']} value={initialQuery} onInput={setInitialQuery} />}
          >
            <SearchModal provider={provider} initialQuery={initialQuery} onClose={close} />
          </Suspense>
        </SearchBoundary>
      )}
    </>
  );
}

/**
 * The search field until the modal's code has arrived, which takes a while on a slow network: it takes
 * the focus (and on a phone brings up the keyboard) at once, and what the reader types there becomes the
 * modal's query, after what went into the early field if search was opened before the page hydrated. Not
 * drawn; the modal's own field takes the focus from it when it mounts.
 */
function StandInField({ label, value, onInput }: { label: string; value: string; onInput: (value: string) => void }) {
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const early = takeEarlyQuery();
    if (early !== undefined && early !== field.current!.value) {
      field.current!.value = early;
      onInput(early);
    }
    const end = field.current!.value.length;
    field.current!.focus({ preventScroll: true });
    field.current!.setSelectionRange(end, end);
    // onInput is a state setter: this runs once, when the field mounts.
  }, [onInput]);
  return (
    <input
      ref={field}
      className="search-stand-in"
      type="search"
      aria-label={label}
      defaultValue={value}
      maxLength={MAX_QUERY}
      onInput={(e) => {
        // The field is not drawn, so the reader cannot have moved the caret: it stays at the end (Chromium
        // leaves it in front of text inserted here, and 代 then 理 would read 理代).
        const { value } = e.currentTarget;
        e.currentTarget.setSelectionRange(value.length, value.length);
        onInput(value);
      }}
    />
  );
}
