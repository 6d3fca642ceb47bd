// The MDX syntax tree and the few node shapes the content plugins touch.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';

export interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: unknown;
}

export interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: unknown[];
  position?: { start: { line: number; column: number; offset?: number } };
}

export function isJsxElement(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

export function stringAttribute(node: JsxElement, name: string): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

// The build's content check parses every page three times (for its analysis, its Markdown copy and its
// search sections), and parsing is most of that work, so a process keeps the trees it has parsed (about
// 20 MB for the whole site) and hands out copies, which callers may change. Bounded by count, so that
// `next dev` does not keep every version of a page it has seen.
const parsed = new Map<string, Root>();
const MAX_PARSED = 500;

/** Parses MDX into its syntax tree; throws the parser's message (with line and column) on bad syntax. */
export function parseMdx(source: string): Root {
  let tree = parsed.get(source);
  if (!tree) {
    tree = parser.parse(source) as Root;
    if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value!);
    parsed.set(source, tree);
  }
  return structuredClone(tree);
}
