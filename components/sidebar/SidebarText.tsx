import { TextPieces } from '../layout/TextPieces';

/** A sidebar entry's text. A link lays out its children as flex items: in one span, the pieces stay one line of text. */
export function SidebarText({ text, pieces }: { text: string; pieces?: string[] }) {
  return pieces ? (
    <span>
      <TextPieces pieces={pieces} />
    </span>
  ) : (
    text
  );
}
