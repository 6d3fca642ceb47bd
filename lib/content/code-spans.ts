// Frontmatter text that holds inline code the way Markdown writes it, between backticks
// (`configDefaultText: "`true` when the server is started by the CLI"`): the config page renders the
// code as code, and the page's Markdown copy keeps the backticks.
import { breaksBeforeCode } from './line-breaks';

export interface TextSpan {
  code: boolean;
  value: string;
  /** A code span that needs a break point in front of it (lib/content/line-breaks.ts: `、.mts`), as Markdown's code gets. */
  breakBefore?: true;
}

/** The text as plain and code spans, in order; undefined when a backtick is left without its closing one. */
export function codeSpans(text: string): TextSpan[] | undefined {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return undefined;
  return parts
    .map((value, i): TextSpan => (i % 2 === 1 && breaksBeforeCode(parts[i - 1], value) ? { code: true, value, breakBefore: true } : { code: i % 2 === 1, value }))
    .filter((span) => span.value !== '');
}
