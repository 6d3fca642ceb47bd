/** A problem in a content file, located by file, line and column so an author can go straight to it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(`${file}${line ? `:${line}` : ''}${line && column ? `:${column}` : ''}: ${reason}`);
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
