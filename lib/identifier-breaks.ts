// Where a long identifier may wrap. Browsers find no break opportunity in `performance.removeMomentLocale`,
// so a heading, outline entry or sidebar link that does not fit breaks it anywhere (`performance.remo` /
// `veMomentLocale`). A reader expects it to wrap after a dot or between the words of its camel case; the
// pieces returned here are rendered with an empty `<span class="wb">` between them, whose `::after` is a
// zero-width space (components/styles/global.css). Not `<wbr>`: Chromium reads each one as a space in the
// accessible name ("performance. remove Moment Locale"). Not the character itself in the text: it would
// be copied with the identifier into the reader's code. The text (copy, find in page, search, heading
// ids) stays as it is.

/** Shorter identifiers fit any line they are shown on. */
const MIN_LENGTH = 16;
const IDENTIFIER = /[A-Za-z0-9_$.]+/g;
/** After a dot before a letter; with `camelCase`, also between a lower-case letter or digit and an upper-case one. */
const AFTER_DOT = /(?<=\.)(?=[A-Za-z_$])/g;
const AFTER_DOT_AND_CAMEL_CASE = /(?<=\.)(?=[A-Za-z_$])|(?<=[a-z0-9])(?=[A-Z])/g;

/**
 * The text in pieces, a break opportunity between each two; one piece when it has no identifier of
 * `minLength` characters or more. A sidebar entry fits the part after its last dot: it leaves the
 * camel-case breaks out and takes longer identifiers only, as each break is in the markup of every page
 * of its section.
 */
export function identifierPieces(text: string, { camelCase = true, minLength = MIN_LENGTH } = {}): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of text.matchAll(IDENTIFIER)) {
    if (match[0].length < minLength) continue;
    for (const at of match[0].matchAll(camelCase ? AFTER_DOT_AND_CAMEL_CASE : AFTER_DOT)) {
      const cut = match.index! + at.index!;
      if (cut > from && cut > match.index!) {
        pieces.push(text.slice(from, cut));
        from = cut;
      }
    }
  }
  pieces.push(text.slice(from));
  return pieces;
}
