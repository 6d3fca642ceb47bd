'use client';
// What the no-results screen adds to DocSearch's: the index words nearest to the query (a tap searches
// for one) and links to the overview page of each part of the site. Drawn into DocSearch's own
// no-results markup, found with a MutationObserver like the status screen.
import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import Link from 'next/link';
import { siteConfig, type Lang } from '@/lib/site-config';
import { t } from '@/lib/i18n';
import type { SearchMessages } from '@/lib/i18n/search';
import { localizePath } from '@/lib/routing/lang-path';
import { loadEngine } from './local-engine';

const SUGGESTIONS = 5;
const overviews = siteConfig.nav.filter(
  (n): n is typeof n & { link: string } =>
    'activeMatch' in n && Boolean(n.activeMatch) && 'link' in n && n.activeMatch !== '/community/',
);

/** Types a query into DocSearch's input the way a reader would, so DocSearch searches it. */
function typeQuery(input: HTMLInputElement, query: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

export function NoResultsHelp({
  root,
  lang,
  messages: m,
}: {
  root: RefObject<HTMLElement | null>;
  lang: Lang;
  messages: SearchMessages;
}) {
  const [place, setPlace] = useState<{ slot: HTMLElement; query: string } | null>(null);
  const [nearest, setNearest] = useState<string[]>([]);

  useEffect(() => {
    const modal = root.current?.querySelector('.DocSearch-Modal');
    if (!modal) return;
    const read = () => {
      const screen = modal.querySelector('.DocSearch-NoResults');
      const query = modal.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      setPlace((prev) => {
        if (!screen) return null;
        if (prev && prev.slot.parentElement === screen && prev.query === query) return prev;
        let slot = screen.querySelector<HTMLElement>(':scope > .search-no-results-help');
        if (!slot) {
          slot = document.createElement('div');
          slot.className = 'search-no-results-help';
          screen.insertBefore(slot, screen.querySelector('.DocSearch-Help'));
        }
        return { slot, query };
      });
    };
    const observer = new MutationObserver(read);
    observer.observe(modal, { childList: true, subtree: true, characterData: true });
    read();
    return () => observer.disconnect();
  }, [root]);

  const query = place?.query;
  useEffect(() => {
    if (!query) return setNearest([]);
    let live = true;
    loadEngine(lang).then(
      (engine) => live && setNearest(engine.suggest(query, SUGGESTIONS)),
      () => live && setNearest([]),
    );
    return () => {
      live = false;
    };
  }, [lang, query]);

  if (!place) return null;
  const input = () => root.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
  return createPortal(
    <>
      {nearest.length > 0 && (
        <p className="search-nearest">
          {m['search.nearest']}:{' '}
          {nearest.map((word) => (
            <button
              key={word}
              type="button"
              className="search-nearest-term"
              onClick={() => input() && typeQuery(input()!, word)}
            >
              {word}
            </button>
          ))}
        </p>
      )}
      <p className="search-overviews">
        {m['search.browse']}:{' '}
        {overviews.map((n) => (
          <Link key={n.link} href={localizePath(n.link, lang)}>
            {t(lang, n.text)}
          </Link>
        ))}
      </p>
    </>,
    place.slot,
  );
}
