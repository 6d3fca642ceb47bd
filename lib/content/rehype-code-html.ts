// A highlighted code block reaches React as one HTML string instead of an element per token: the page's
// RSC payload then carries a compact string, not thousands of `["$","span",...]` entries with style
// objects, and rendering it costs React one element. The HTML is rehype-pretty-code's own output. Inline
// code is not highlighted at all (highlight.ts).
//
// rehype-pretty-code also names the themes and the language on the title, the <pre> and the <code>; the
// token classes carry the colours (highlight.ts), so only the <pre> keeps its language, once.
import type { Root, Element } from 'hast';
import { visit, SKIP } from 'unist-util-visit';
import { toHtml } from 'hast-util-to-html';

export function rehypeCodeHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.properties['data-rehype-pretty-code-title'] !== undefined) stripThemes(node, true);
      if (node.tagName !== 'code' || node.properties['data-theme'] === undefined || (parent as Element | undefined)?.tagName !== 'pre') return;
      // An empty line holds a <br>: it keeps the line's height and gives a selection its blank line, while
      // the copy button (the block's textContent) gets nothing for it. rehype-pretty-code's own filler, a
      // space, reached the clipboard (highlight.ts turns it off).
      for (const line of node.children) {
        if (line.type !== 'element' || line.properties['data-line'] === undefined) continue;
        // A token in the block's own colour is a <span> with no attribute: its text alone looks the same
        // (the line has that colour, global.css), in a third of the bytes, in each of the page's copies.
        line.children = line.children.flatMap((token) => (token.type === 'element' && token.tagName === 'span' && Object.keys(token.properties).length === 0 ? token.children : [token]));
        if (line.children.length === 0) line.children.push({ type: 'element', tagName: 'br', properties: {}, children: [] });
      }
      // components/mdx renders the `html` prop as the element's content. Bare attributes (`data-line`,
      // `class=r`) because every quote is three to seven bytes once the string sits, escaped, in the
      // page's payloads.
      node.properties.html = toHtml(node.children, { characterReferences: { useShortestReferences: true }, preferUnquoted: true, collapseEmptyAttributes: true });
      node.children = [];
      stripThemes(node, true);
      stripThemes(parent as Element, false);
      return SKIP;
    });
  };
}

function stripThemes(node: Element, language: boolean) {
  delete node.properties['data-theme'];
  if (language) delete node.properties['data-language'];
}
