// The arithmetic of `npm run bench` (scripts/bench/bench.ts): each figure beside its target, which ones fail the
// run, and where the export's bytes go. Only byte counts are asserted: they are the same on every machine,
// while times, memory and Lighthouse scores vary from run to run and are printed only.
import { SHARED_SEGMENTS_DIR } from '../../lib/routing/shared-segments';

/** Where `npm run build` (scripts/build/build.ts) leaves the seconds of its phases, as one JSON object. */
export const BUILD_PHASES_FILE = '.next/build-phases.json';

export type FigureKind = 'bytes' | 'seconds' | 'memory' | 'score';

export interface Figure {
  label: string;
  kind: FigureKind;
  /** Null when the measurement was skipped. */
  value: number | null;
  /** At most this (a score: at least this); none for figures printed for information. */
  target?: number;
  note?: string;
}

export type Verdict = 'ok' | 'OVER' | 'over' | 'below' | 'skipped' | '';

const KB = 1024;
const MB = 1024 * 1024;

export const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function formatValue(kind: FigureKind, value: number): string {
  switch (kind) {
    case 'bytes':
      return value >= MB ? `${(value / MB).toFixed(1)} MB` : `${(value / KB).toFixed(1)} KB`;
    case 'memory':
      return `${Math.round(value / MB)} MB`;
    case 'seconds':
      return value < 1 ? `${Math.round(value * 1000)} ms` : `${value.toFixed(1)} s`;
    case 'score':
      return String(Math.round(value));
  }
}

/** `OVER` (capitals) only for an exceeded byte target: those fail the run. */
export function verdict(figure: Figure): Verdict {
  if (figure.value === null) return 'skipped';
  if (figure.target === undefined) return '';
  if (figure.kind === 'score') return figure.value >= figure.target ? 'ok' : 'below';
  if (figure.value <= figure.target) return 'ok';
  return figure.kind === 'bytes' ? 'OVER' : 'over';
}

export const failures = (figures: readonly Figure[]) => figures.filter((f) => verdict(f) === 'OVER');

export function formatFigure(figure: Figure): string {
  const value = figure.value === null ? '-' : formatValue(figure.kind, figure.value);
  const target =
    figure.target === undefined
      ? ''
      : `${figure.kind === 'score' ? '>=' : '<='} ${formatValue(figure.kind, figure.target)}`;
  const line = `${figure.label.padEnd(66)}${value.padStart(10)}   ${target.padEnd(12)}${verdict(figure).padEnd(8)}`;
  return `${line}${figure.note ?? ''}`.trimEnd();
}

/** What an export file is, for the breakdown of the export's bytes. Paths relative to the export, with `/`. */
export function kindOf(file: string): string {
  if (file.endsWith('.gz')) return `gzip copy of ${kindOf(file.slice(0, -3))}`;
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (file.startsWith('_next/')) return '_next/ assets';
  if (name === '__next._full.txt') return 'RSC segment: _full (copy of the route payload)';
  if (name.startsWith('__next.')) {
    if (name.includes('__PAGE__')) return 'RSC segment: page';
    const segment = name.slice('__next.'.length, -'.txt'.length);
    if (segment.startsWith('_')) return `RSC segment: ${segment}`;
    return 'RSC segment: layouts';
  }
  if (/^search\/[^/]+\.json$/.test(file)) return 'search index';
  if (['llms.txt', 'llms-full.txt', 'robots.txt'].includes(name)) return `text for machines (llms, robots)`;
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  if (ext === 'txt') return 'RSC route payload (.txt)';
  if (ext === 'html') return 'HTML';
  if (ext === 'md') return 'Markdown copies';
  if (ext === 'xml') return 'feeds and sitemap';
  return `other (${ext || name})`;
}

export interface Share {
  kind: string;
  files: number;
  bytes: number;
}

/** Files and bytes per kind (kindOf), largest first. */
export function breakdown(files: readonly { path: string; size: number }[], classify = kindOf): Share[] {
  const shares = new Map<string, Share>();
  for (const file of files) {
    const kind = classify(file.path);
    const share = shares.get(kind) ?? { kind, files: 0, bytes: 0 };
    share.files++;
    share.bytes += file.size;
    shares.set(kind, share);
  }
  return [...shares.values()].sort((a, b) => b.bytes - a.bytes);
}

/** Index just past the JSON array or object that opens at `start`, honouring strings; -1 if it never closes. */
export function closingIndex(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The RSC payload a page's HTML carries inline, as the text React reads (the strings of `self.__next_f.push`). */
export function inlinePayload(html: string): { scriptBytes: number; text: string } {
  let scriptBytes = 0;
  let text = '';
  for (const m of html.matchAll(/<script\b[^>]*>(self\.__next_f\.push\((\[[\s\S]*?\])\))<\/script>/g)) {
    scriptBytes += Buffer.byteLength(m[0]);
    const [, chunk] = JSON.parse(m[2]) as [number, string?];
    if (typeof chunk === 'string') text += chunk;
  }
  return { scriptBytes, text };
}

export interface HtmlParts {
  raw: number;
  /** `<script>self.__next_f.push(...)</script>` elements: the payload inline. */
  inlinePayload: number;
  /** The sidebar's markup (`<aside class="doc-sidebar">`). */
  sidebarMarkup: number;
  /** The sidebar's element tree in the inline payload, as escaped into the page's scripts. */
  sidebarInPayload: number;
}

/** How much of a page's HTML is the sidebar, twice over, and the inline payload. */
export function htmlParts(html: string): HtmlParts {
  const { scriptBytes, text } = inlinePayload(html);
  const open = html.indexOf('<aside class="doc-sidebar"');
  const close = open < 0 ? -1 : html.indexOf('</aside>', open);
  const sidebarMarkup = close < 0 ? 0 : Buffer.byteLength(html.slice(open, close + '</aside>'.length));
  // The sidebar travels as its section layout's data (components/sidebar/SectionSidebars.tsx); the page's
  // aside, an element tree, is counted too, with whatever rows it points to.
  const piece = (start: number) => {
    const end = start < 0 ? -1 : closingIndex(text, start);
    return end < 0 ? 0 : subtreeBytes(text, text.slice(start, end));
  };
  const data = text.indexOf('"sidebars":{');
  const sidebarInPayload =
    piece(text.search(/\["\$","aside",null,\{"className":"doc-sidebar"/)) +
    piece(data < 0 ? -1 : data + '"sidebars":'.length);
  return { raw: Buffer.byteLength(html), inlinePayload: scriptBytes, sidebarMarkup, sidebarInPayload };
}

/** The payload's rows (`id:value` lines; a text row may span lines), by id. */
export function payloadRows(text: string): Map<string, string> {
  const rows = new Map<string, string>();
  let id = '';
  for (const line of text.split('\n')) {
    const m = line.match(/^([0-9a-f]+):/);
    if (m) rows.set((id = m[1]), line.slice(m[0].length));
    else if (id) rows.set(id, `${rows.get(id)}\n${line}`);
  }
  return rows;
}

/**
 * Bytes, escaped as in the page's scripts, of a piece of the payload with every row it refers to (`"$L37"`, `"$38"`), once each: React streams
 * a large element tree in rows, so the sidebar's links sit in rows its aside points to. Client component
 * references (`I[...]` rows) are shared by the whole page and not counted.
 */
export function subtreeBytes(text: string, piece: string): number {
  const rows = payloadRows(text);
  const seen = new Set<string>();
  let bytes = 0;
  const pending = [piece];
  for (let part = pending.pop(); part !== undefined; part = pending.pop()) {
    // As written into the page's scripts: a JSON string.
    bytes += Buffer.byteLength(JSON.stringify(part)) - 2;
    for (const ref of part.matchAll(/"\$L?([0-9a-f]+)"/g)) {
      const row = rows.get(ref[1]);
      if (row === undefined || seen.has(ref[1]) || row.startsWith('I[')) continue;
      seen.add(ref[1]);
      pending.push(row);
    }
  }
  return bytes;
}

/**
 * Whether a request made while a reader points at and clicks a link to `to` is part of what the click
 * costs: everything but the documents and payloads of other pages, which the router preloads when the
 * pointer happens to rest on their links once the new page is in place. Shared layout segments
 * (lib/routing/shared-segments.ts) count, whichever page asked for them.
 */
export function countsForClick(pathname: string, to: string): boolean {
  const shared = pathname.startsWith('/_next/') || pathname.startsWith(`/${SHARED_SEGMENTS_DIR}/`);
  const isPageRequest = !shared && (!/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.txt'));
  if (!isPageRequest) return true;
  const route = to.endsWith('/') ? to.slice(0, -1) : to;
  return pathname === to || pathname === route || pathname === `${route}.txt` || pathname.startsWith(`${route}/`);
}
