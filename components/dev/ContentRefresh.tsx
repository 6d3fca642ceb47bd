'use client';
// Development only: re-render the open page when scripts/serve/dev.ts reports a content change.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

function ListenForContentChanges() {
  const router = useRouter();
  useEffect(() => {
    const url = process.env.NEXT_PUBLIC_CONTENT_EVENTS;
    if (!url) return;
    const events = new EventSource(url);
    // Lets tests (and curious authors) see that the page is listening.
    events.onopen = () => document.documentElement.setAttribute('data-content-events', 'open');
    events.onmessage = () => {
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
