// Every picture needs a text alternative: a Markdown image its alt text, and an <img>, <Screenshot> or
// <Diagram> its `alt` attribute. Empty or whitespace-only text counts as missing.
import type { Image } from 'mdast';
import { isJsxElement } from './mdx-tree';

const PICTURES = new Set(['img', 'Screenshot', 'Diagram']);

/** What the node is, when it is a picture without alt text; otherwise undefined. */
export function pictureWithoutAlt(node: { type: string }): string | undefined {
  if (node.type === 'image') return (node as Image).alt?.trim() ? undefined : `image ${(node as Image).url}`;
  if (!isJsxElement(node) || !node.name || !PICTURES.has(node.name)) return undefined;
  const alt = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'alt');
  // An expression (alt={...}) is taken as given; only a literal can be seen to be empty.
  const missing = !alt || (typeof alt.value === 'string' && !alt.value.trim()) || alt.value === null;
  return missing ? `<${node.name}>` : undefined;
}
