// Headings wrap long identifiers after a dot or between the words of their camel case, not anywhere
// (lib/identifier-breaks.ts): a `<span class="wb">` between the pieces of each heading text.
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { identifierPieces } from '../identifier-breaks';

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const breakPoint = (): Element => ({ type: 'element', tagName: 'span', properties: { className: ['wb'] }, children: [] });

export function rehypeIdentifierBreaks() {
  return (tree: Root) => {
    visit(tree, 'element', (heading) => {
      if (!HEADINGS.has(heading.tagName)) return;
      visit(heading, 'text', (node, index, parent) => {
        const pieces = identifierPieces(node.value);
        if (pieces.length === 1 || !parent || index === undefined) return;
        const nodes: ElementContent[] = pieces.flatMap((value, i) => (i ? [breakPoint(), { type: 'text' as const, value }] : [{ type: 'text' as const, value }]));
        parent.children.splice(index, 1, ...nodes);
        return index + nodes.length;
      });
      return 'skip';
    });
  };
}
