'use client';
// Development only: re-render the open page when scripts/serve/dev.ts reports a content change.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/** The number of the last change this tab was told of, kept across reloads of the tab. */
const SEEN_KEY = 'rsbuild-docs-dev-content-change';

function lastSeen(): string | null {
  try {
    return sessionStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}

function remember(change: number) {
  try {
    sessionStorage.setItem(SEEN_KEY, String(change));
  } catch {
    // Without storage a reload can miss a change; the next one shows it.
  }
}

function ListenForContentChanges() {
  const router = useRouter();
  useEffect(() => {
    const url = process.env.NEXT_PUBLIC_CONTENT_EVENTS;
    if (!url) return;
    const events = new EventSource(url);
    // Lets tests (and curious authors) see that the page is listening.
    events.onopen = () => document.documentElement.setAttribute('data-content-events', 'open');
    events.onmessage = (event: MessageEvent<string>) => {
      const { change, connected } = JSON.parse(event.data) as { change: number; connected?: boolean };
      const seen = lastSeen();
      remember(change);
      // On connecting, the server says how many changes it has told of: one told while this tab was loading
      // (or being reloaded by Next) reached no page, and this page may have been rendered before it.
      if (connected && (seen === null || seen === String(change))) return;
      // A page that failed to render shows Next's error overlay; only a reload brings it back.
      if (document.querySelector('nextjs-portal [data-nextjs-dialog], [data-nextjs-error-overlay]'))
        window.location.reload();
      else router.refresh();
    };
    return () => events.close();
  }, [router]);
  return null;
}

/**
 * Rendered by the root layout in development only; production builds still bundle what it imports, so
 * there it is nothing and the minifier drops the listener.
 */
export const ContentRefresh = process.env.NODE_ENV === 'development' ? ListenForContentChanges : () => null;
