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

/** Parses MDX into its syntax tree; throws the parser's message (with line and column) on bad syntax. */
export function parseMdx(source: string): Root {
  return parser.parse(source) as Root;
}
