// Break points where browsers find none (lib/content/line-breaks.ts): a `<span class="wb">` between the pieces of
// the long identifiers in headings and in inline code outside tables, and before inline code that follows
// Chinese text and starts with a character no line may start with. And none in a table's short cells
// and one-word cells, or in a command-line flag in code.
import type { Element, ElementContent, Root, Text } from 'hast';
import { visit } from 'unist-util-visit';
import { BREAK_POINT_CLASS, breaksBeforeCode, CODE_PIECES, flagPieces, identifierPieces, keptOnOneLine, ONE_LINE_CLASS } from './line-breaks';

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const breakPoint = (): Element => ({ type: 'element', tagName: 'span', properties: { className: [BREAK_POINT_CLASS] }, children: [] });

/** Splits every text node under `node` into its pieces, with break points between them. */
function breakIdentifiers(node: Element, options?: typeof CODE_PIECES) {
  visit(node, 'text', (text, index, parent) => {
    const pieces = identifierPieces(text.value, options);
    if (pieces.length === 1 || !parent || index === undefined) return;
    const nodes: ElementContent[] = pieces.flatMap((value, i) => (i ? [breakPoint(), { type: 'text' as const, value }] : [{ type: 'text' as const, value }]));
    parent.children.splice(index, 1, ...nodes);
    return index + nodes.length;
  });
}

/** Wraps each command-line flag in `code` in a span that keeps it on one line. */
function keepFlagsWhole(code: Element) {
  visit(code, 'text', (text, index, parent) => {
    const pieces = flagPieces(text.value);
    if (!pieces.some((piece) => piece.flag) || !parent || index === undefined) return;
    const nodes: ElementContent[] = pieces.map(({ text: value, flag }) =>
      flag ? { type: 'element', tagName: 'span', properties: { className: [ONE_LINE_CLASS] }, children: [{ type: 'text', value }] } : { type: 'text', value },
    );
    parent.children.splice(index, 1, ...nodes);
    return index + nodes.length;
  });
}

const textOf = (node: Element): string => node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');

/** Marks the table's body cells that are labels or one short word, which stay on one line. */
function keepLabelsWhole(table: Element) {
  visit(table, 'element', (cell) => {
    if (cell.tagName !== 'td') return;
    if (keptOnOneLine(textOf(cell))) cell.properties.className = [ONE_LINE_CLASS];
    visit(cell, 'element', (code) => (code.tagName === 'code' ? (keepFlagsWhole(code), 'skip') : undefined));
    return 'skip';
  });
}

export function rehypeLineBreaks() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      // Code blocks keep their lines; a table wider than the column scrolls, its code values whole.
      if (node.tagName === 'pre') return 'skip';
      if (node.tagName === 'table') {
        keepLabelsWhole(node);
        return 'skip';
      }
      if (HEADINGS.has(node.tagName)) {
        breakIdentifiers(node);
        return 'skip';
      }
      if (node.tagName !== 'code') return;
      keepFlagsWhole(node);
      breakIdentifiers(node, CODE_PIECES);
      const before = parent && index !== undefined ? parent.children[index - 1] : undefined;
      if (before?.type === 'text' && breaksBeforeCode((before as Text).value, textOf(node))) {
        parent!.children.splice(index!, 0, breakPoint());
        return ['skip', index! + 2];
      }
      return 'skip';
    });
  };
}
