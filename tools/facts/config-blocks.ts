// The `rsbuild.config.ts` examples of a page: every ts/tsx code block titled so is a complete file that
// must type-check (content/README.md). Read line by line from the raw source so each block keeps the
// file line it starts on, inside <Tab>s and containers alike.

export interface ConfigBlock {
  /** The content file, relative to the project: `content/en/config/output/minify.mdx`. */
  file: string;
  /** File line of the block's first code line (the line after the opening fence). */
  line: number;
  /** Spaces the block is indented by in the file (inside a <Tab>), for diagnostic columns. */
  indent: number;
  /** The code as the reader's project would hold it: notation comments gone, removed lines blank. */
  code: string;
}

export const CONFIG_FILE_TITLE = 'rsbuild.config.ts';
const CHECKED_LANGS = new Set(['ts', 'tsx']);

const OPEN_FENCE = /^( *)(`{3,}|~{3,})[ \t]*([^\s`]*)(.*)$/;
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;
// `// [!code ++]`, `// [!code highlight]`, `// [!code word:foo]` ... at the end of a line.
const NOTATION = /[ \t]*\/\/[ \t]*\[!code [^\]]*\][ \t]*$/;
const REMOVED = /\/\/[ \t]*\[!code --\][ \t]*$/;

/**
 * One code line as it is in the reader's file: a line marked `[!code --]` is what the reader deletes, so
 * it becomes empty (keeping line numbers); any other notation comment is dropped.
 */
export function stripNotation(line: string): string {
  if (REMOVED.test(line)) return '';
  return line.replace(NOTATION, '');
}

/** A fenced code block of an MDX source. */
export interface CodeBlock {
  file: string;
  /** File line of the block's first code line (the line after the opening fence). */
  line: number;
  /** Spaces the block is indented by in the file (inside a <Tab>). */
  indent: number;
  lang: string;
  title?: string;
  /** The code as the reader's file would hold it: notation comments gone, removed lines blank. */
  code: string;
}

/** Every fenced code block of an MDX source (frontmatter included, for file lines), inside <Tab>s too. */
export function codeBlocks(source: string, file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: (Omit<CodeBlock, 'code'> & { fence: string; code: string[] }) | undefined;
  source.split('\n').forEach((line, i) => {
    if (open) {
      const trimmed = line.trim();
      if (trimmed[0] === open.fence[0] && /^(`+|~+)$/.test(trimmed) && trimmed.length >= open.fence.length) {
        const { fence: _, code, ...block } = open;
        blocks.push({ ...block, code: code.join('\n') + '\n' });
        open = undefined;
        return;
      }
      // A fence indented by n spaces (inside a <Tab>) has its content indented by up to n as well.
      const indent = Math.min(open.indent, line.length - line.trimStart().length);
      open.code.push(stripNotation(line.slice(indent)));
      return;
    }
    const fence = line.match(OPEN_FENCE);
    if (!fence) return;
    const [, indent, marks, lang, meta] = fence;
    const title = meta.match(TITLE);
    open = { file, line: i + 2, indent: indent.length, lang, title: title?.[1] ?? title?.[2], fence: marks, code: [] };
  });
  return blocks;
}

/** Every ts/tsx block titled rsbuild.config.ts in an MDX source. */
export function extractConfigBlocks(source: string, file: string): ConfigBlock[] {
  return codeBlocks(source, file)
    .filter((b) => CHECKED_LANGS.has(b.lang) && b.title === CONFIG_FILE_TITLE)
    .map(({ file, line, indent, code }) => ({ file, line, indent, code }));
}
