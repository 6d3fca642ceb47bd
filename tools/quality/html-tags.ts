// A light pass over exported HTML: the start tags with their attributes, outside scripts, styles and
// comments. The export is machine-written and well-formed, so this is enough for links and ids, and it is
// many times faster than a full parser over 372 pages.

export interface StartTag {
  name: string;
  /** The tag's attributes as written; `attributes()` reads them (only for the tags that matter: it is the slow part). */
  raw: string;
}

// Raw-text elements and comments can hold anything that looks like a tag (the RSC payload does).
const opaque = /<!--[\s\S]*?-->|<(script|style|template|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// No nested quantifiers: a stray `<x` in text must not make the scan backtrack.
const startTag = /<([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^"'>])*)>/g;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Character references in an attribute value (`&amp;`, `&#39;`, `&#x4e2d;`). */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function* startTags(html: string): Generator<StartTag> {
  for (const [, name, raw] of html.replace(opaque, '').matchAll(startTag)) yield { name: name.toLowerCase(), raw };
}

/** Attribute names in lower case, values decoded; the first of a repeated name wins, as in browsers. */
export function attributes(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, attrName, dq, sq, bare] of raw.matchAll(attribute)) {
    const key = attrName.toLowerCase();
    if (!(key in attrs)) attrs[key] = decodeEntities(dq ?? sq ?? bare ?? '');
  }
  return attrs;
}
