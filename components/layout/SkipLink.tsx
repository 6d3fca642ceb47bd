'use client';
import { focusRegion } from '@/lib/browser/focus-region';
import { useMessages } from './LangContext';
import './SkipLink.css';

/** Without JavaScript the link still moves the reader, and where Tab goes next, to the content. */
export function SkipLink() {
  const m = useMessages();
  return (
    <a href="#main-content" className="skip-link" onClick={() => focusRegion(document.getElementById('main-content'))}>
      {m['a11y.skipToContent']}
    </a>
  );
}
