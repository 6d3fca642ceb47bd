// Frontmatter text that holds inline code the way Markdown writes it, between backticks
// (`configDefaultText: "`true` when the server is started by the CLI"`): the config page renders the
// code as code, and the page's Markdown copy keeps the backticks.

export interface TextSpan {
  code: boolean;
  value: string;
}

/** The text as plain and code spans, in order; undefined when a backtick is left without its closing one. */
export function codeSpans(text: string): TextSpan[] | undefined {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return undefined;
  return parts.map((value, i) => ({ code: i % 2 === 1, value })).filter((span) => span.value !== '');
}
