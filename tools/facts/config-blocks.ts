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

/** Every ts/tsx block titled rsbuild.config.ts in an MDX source (frontmatter included, for file lines). */
export function extractConfigBlocks(source: string, file: string): ConfigBlock[] {
  const blocks: ConfigBlock[] = [];
  const lines = source.split('\n');
  let open: { indent: number; fence: string; checked: boolean; start: number; code: string[] } | undefined;

  lines.forEach((line, i) => {
    if (open) {
      const trimmed = line.trim();
      if (trimmed[0] === open.fence[0] && /^(`+|~+)$/.test(trimmed) && trimmed.length >= open.fence.length) {
        if (open.checked)
          blocks.push({ file, line: open.start, indent: open.indent, code: open.code.join('\n') + '\n' });
        open = undefined;
        return;
      }
      if (open.checked) {
        // A fence indented by n spaces (inside a <Tab>) has its content indented by up to n as well.
        const indent = Math.min(open.indent, line.length - line.trimStart().length);
        open.code.push(stripNotation(line.slice(indent)));
      }
      return;
    }
    const fence = line.match(OPEN_FENCE);
    if (!fence) return;
    const [, indent, marks, lang, meta] = fence;
    const title = meta.match(TITLE);
    const checked = CHECKED_LANGS.has(lang) && (title?.[1] ?? title?.[2]) === CONFIG_FILE_TITLE;
    open = { indent: indent.length, fence: marks, checked, start: i + 2, code: [] };
  });
  return blocks;
}
