/** A problem in a content file, located by file, line and column so an author can go straight to it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(`${file}${line ? `:${line}` : ''}${line && column !== undefined ? `:${column}` : ''}: ${reason}`);
    this.name = 'ContentError';
  }
}

/** Every problem found in one pass, so an author fixes them all before building again. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(`${errors.length} content error${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => `  ${e.message}`).join('\n')}`);
    this.name = 'ContentErrors';
  }
}

/** A place the MDX parser names in its message, `(3:1-3:7)` or `(3:1)`. */
const PLACE_IN_TEXT = /\((\d+):(\d+)(?:-(\d+):(\d+))?\)/g;

/**
 * The places an MDX parser message names, moved from lines of the page body (what the parser saw) to
 * lines of the file, so that none of the message points above the line it reports.
 */
export function placesInFile(text: string, bodyLine: number): string {
  const line = (n: string) => Number(n) + bodyLine - 1;
  return text.replace(PLACE_IN_TEXT, (_, l1: string, c1: string, l2?: string, c2?: string) => `(${line(l1)}:${c1}${l2 ? `-${line(l2)}:${c2}` : ''})`);
}

/**
 * The file line and column of an MDX parse error. An element still open at the end of the page
 * (mdast-util-mdx-jsx's end-tag-mismatch) comes with no place of its own, only the element's place in
 * its message: that one is taken then.
 */
export function syntaxErrorPlace(error: unknown, bodyLine: number): { line?: number; column?: number } {
  const e = error as { line?: number | null; column?: number | null; reason?: string; message?: string };
  if (typeof e.line === 'number') return { line: e.line + bodyLine - 1, column: e.column ?? undefined };
  const named = new RegExp(PLACE_IN_TEXT.source).exec(e.reason ?? e.message ?? '');
  return named ? { line: Number(named[1]) + bodyLine - 1, column: Number(named[2]) } : {};
}
