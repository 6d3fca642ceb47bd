// Where text may wrap beyond the break opportunities browsers find themselves: inside long identifiers,
// and before inline code that follows Chinese text. Without them, text that does not fit its line breaks
// anywhere: a phone's page title read `performance.remo` / `veMomentLocale`, a Chinese list of file
// extensions `.c` / `ts`. A break point is rendered as an empty `<span class="wb">` whose `::after` is a
// zero-width space (components/styles/global.css). Not `<wbr>`: Chromium reads each one as a space in the
// accessible name ("performance. remove Moment Locale"). Not the character itself in the text: it would
// be copied with the identifier into the reader's code. The text (copy, find in page, search, heading
// ids) stays as it is.

/** The class of a break point's empty span. */
export const BREAK_POINT_CLASS = 'wb';

/**
 * A table cell of at most this many characters is a label (a row's name: 提供方, 默认值) and stays on one
 * line: Chinese may break between any two characters, and in a phone's narrow column such a label
 * stacked one character per line.
 */
export const SHORT_CELL = 6;
/**
 * A cell that is one word of Latin letters, digits and punctuation, of at most this many characters (a
 * date, 2024-09-10; a package, react-dom), stays on one line too: browsers break such a word at its
 * hyphens, and a releases table read `2024-09-` / `10` with room to spare in the next column.
 */
export const SHORT_WORD_CELL = 12;
/** What a one-word cell is made of: printable ASCII, no space. */
export const WORD_CELL = /^[!-~]+$/;
/** The class of such cells, and of flags in code (components/styles/global.css); two letters, as it is in the markup of thousands of cells. */
export const ONE_LINE_CLASS = 'nw';

/** A command-line flag in code, from its dashes to the end of its name: `--config-loader`, `-o`, `-webkit-`. */
const FLAG = /(?<=^|\s)-{1,2}[A-Za-z][A-Za-z0-9-]*/g;

/**
 * The text in pieces, each flag a piece of its own (`flag: true`), kept on one line: browsers break after a
 * word's leading dashes, and a phone read `--` / `config`.
 */
export function flagPieces(text: string): { text: string; flag: boolean }[] {
  const pieces: { text: string; flag: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(FLAG)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), flag: false });
    pieces.push({ text: match[0], flag: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), flag: false });
  return pieces;
}

/** Whether a table cell with this text stays on one line: a label, or one short word. */
export function keptOnOneLine(text: string): boolean {
  const trimmed = text.trim();
  const length = [...trimmed].length;
  return length > 0 && (length <= SHORT_CELL || (length <= SHORT_WORD_CELL && WORD_CELL.test(trimmed)));
}

/** Shorter identifiers fit any line they are shown on. */
const MIN_LENGTH = 16;
/** Names, paths, URLs and calls: `node_modules/.pnpm/<name>@<version>/`, `rule('css').use('lightningcss')`. */
const IDENTIFIER = /[A-Za-z0-9_$./:@<>'()]+/g;
/**
 * After a dot before a word, unless that word is a short last one (`icon.` / `png`, `example.` / `com/`);
 * after a slash (`node_modules/` / `.pnpm/`, not `/.` / `pnpm`), but not the `//` of a URL; with
 * `camelCase`, also between the words of camelCase and SNAKE_CASE.
 */
const DOTS = String.raw`(?<=[^/.]\.)(?=[A-Za-z_$])(?![A-Za-z]{1,3}(?:\/|$))|(?<=[^/]\/)(?=[A-Za-z_$.<])`;
const AFTER_DOT = new RegExp(DOTS, 'g');
const AFTER_DOT_AND_CAMEL_CASE = new RegExp(String.raw`${DOTS}|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Za-z0-9]_)(?=[A-Za-z])`, 'g');

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

/** Inline code in prose: a line of a note or a nested list on a narrow phone holds about 30 characters of it. */
export const CODE_PIECES = { camelCase: true, minLength: 28 };

/** A sidebar entry wraps after a dot, and only when it is longer than most lines of the sidebar hold. */
export const SIDEBAR_PIECES = { camelCase: false, minLength: 25 };

/**
 * The pieces of a text that the browser renders with break points between them (components/layout/TextPieces.tsx),
 * computed as the site is built so that the browser's own code need not; none when the text has no break.
 */
export function breakPieces(text: string, options?: { camelCase?: boolean; minLength?: number }): { pieces?: string[] } {
  const pieces = identifierPieces(text, options);
  return pieces.length > 1 ? { pieces } : {};
}

/** CJK text and the punctuation that may end a line: ideographs, kana, 、，。；：！？ and closing brackets. */
const ENDS_IN_CJK = /[\u3001\u3002\u3009\u300b\u300d\u300f\u3011\u3040-\u30ff\u3400-\u9fff\uff01\uff09\uff0c\uff1a\uff1b\uff1f]$/;
/** Characters no line may start with in the line-breaking rules (Unicode UAX 14): `.cts`, `'info'`, `/path`. */
const NO_BREAK_BEFORE = /^[.,:;!?)\]}'"/]/;

/**
 * Whether inline code that follows `before` directly needs a break point in front of it. In
 * `扩展名可以是 .ts、.mts、.cts`, a browser may not break between `、` and a code that starts with a dot,
 * so the whole list is one unbreakable run and wraps inside a word (`.c` / `ts`); the same holds for
 * quoted values (`'opti` / `mize-count'`). An opening bracket is not CJK text here: a line may not end in `（`.
 */
export function breaksBeforeCode(before: string, code: string): boolean {
  return ENDS_IN_CJK.test(before) && NO_BREAK_BEFORE.test(code);
}
