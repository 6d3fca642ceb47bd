// Text whose long identifiers wrap after a dot or between the words of their camel case, not anywhere
// (lib/content/line-breaks.ts). Usable from server and client components alike.
import { BREAK_POINT_CLASS, identifierPieces } from '@/lib/content/line-breaks';

/** A sidebar entry wraps after a dot, and only when it is longer than most lines of the sidebar hold. */
const SIDEBAR = { camelCase: false, minLength: 25 };

export function BreakableText({ text: whole, sidebar = false }: { text: string; sidebar?: boolean }) {
  const pieces = identifierPieces(whole, sidebar ? SIDEBAR : undefined);
  if (pieces.length === 1) return whole;
  // A flat list, not a fragment per piece: a server component's output is in every payload copy.
  const text = pieces.flatMap((piece, i) => (i ? [<span key={i} className={BREAK_POINT_CLASS} />, piece] : [piece]));
  // A sidebar link lays out its children as flex items: in one span, the pieces stay one line of text.
  return sidebar ? <span>{text}</span> : text;
}
