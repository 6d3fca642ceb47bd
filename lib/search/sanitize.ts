// Hits from a hosted index carry the page text as the crawler saw it; DocSearch renders snippets as HTML.
// Escape every text and keep only the highlight tags, so `<img onerror=...>` in a page shows as text.
import { escapeHtml } from './text';

const TAG = /&lt;(\/?)mark&gt;/g;

function escapeKeepingMarks(value: string): string {
  return escapeHtml(value).replace(TAG, '<$1mark>');
}

function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'matchLevel' || k === 'matchedWords' ? v : mapStrings(v, fn)]),
    );
  return value;
}

export function sanitizeHit<T extends { hierarchy: object; content?: string | null }>(hit: T): T {
  const h = hit as T & { _highlightResult?: unknown; _snippetResult?: unknown };
  return {
    ...hit,
    hierarchy: mapStrings(hit.hierarchy, escapeHtml),
    content: typeof hit.content === 'string' ? escapeHtml(hit.content) : hit.content,
    ...(h._highlightResult ? { _highlightResult: mapStrings(h._highlightResult, escapeKeepingMarks) } : {}),
    ...(h._snippetResult ? { _snippetResult: mapStrings(h._snippetResult, escapeKeepingMarks) } : {}),
  };
}
