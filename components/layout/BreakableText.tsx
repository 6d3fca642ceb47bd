// Text whose long identifiers wrap after a dot or between the words of their camel case, not anywhere
// (lib/content/line-breaks.ts). For server components: client components get their pieces from the build.
import { identifierPieces } from '@/lib/content/line-breaks';
import { TextPieces } from './TextPieces';

export function BreakableText({ text }: { text: string }) {
  const pieces = identifierPieces(text);
  return pieces.length === 1 ? text : <TextPieces pieces={pieces} />;
}
