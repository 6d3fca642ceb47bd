// A text's pieces with a break point between each two (lib/content/line-breaks.ts says where and why).
// Usable from server and client components alike; the pieces come from the build (breakPieces).
import { BREAK_POINT_CLASS } from '@/lib/content/line-breaks';

export function TextPieces({ pieces }: { pieces: string[] }) {
  // A flat list, not a fragment per piece: a server component's output is in every payload copy.
  return pieces.flatMap((piece, i) => (i ? [<span key={i} className={BREAK_POINT_CLASS} />, piece] : [piece]));
}
