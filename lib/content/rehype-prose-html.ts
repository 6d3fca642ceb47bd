// Prose reaches React as HTML strings where that is smaller: a paragraph, list or table made only of
// Markdown's own elements becomes one element whose content is an HTML string (components/mdx renders the
// `html` prop), instead of a `["$","code",null,{"children":...}]` entry per inline element. Every page
// carries its content three times over (the HTML, its inline payload and the route's payload files), so
// this is most of what the export and the first page load weigh.
//
// Only a subtree of plain elements and text is turned into a string: components, expressions, images
// (their source gets the base in components/mdx) and code blocks (client components) stay React
// elements, and the elements around them are tried one level down. Links get here what components/mdx's
// Anchor gives them; a link with another scheme (`javascript:`) keeps React's own handling. Text is
// escaped by hast-util-to-html: content cannot inject markup this way.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { classifyLink, contentLinkAttributes } from '../routing/links';

/** Elements whose content may become a string; components/mdx maps each of them to an element that renders `html`. */
export const PROSE_HTML_TAGS = ['p', 'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const COLLAPSIBLE = new Set<string>(PROSE_HTML_TAGS);
/** Elements that stay React elements wherever they are. */
const KEPT = new Set(['img', 'pre', 'figure', 'script', 'style', 'iframe', 'object', 'embed', 'svg', 'math']);
/** `"dangerouslySetInnerHTML":{"__html":` against `"children":` in the payload. */
const STRING_OVERHEAD = 24;

/** Elements whose children are blocks: the line breaks between those are `"\n",` in every payload, for nothing. */
const BLOCK_CONTAINERS = new Set(['ul', 'ol', 'blockquote', 'table', 'thead', 'tbody', 'tr']);

export function rehypeProseHtml() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'root' || (node.type === 'element' && BLOCK_CONTAINERS.has(node.tagName))) {
        (node as Parent).children = (node as Parent).children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
      }
    });
    visitChildren(tree);
  };
}

type Parent = { type: string; tagName?: string; children: RootContent[] };

function visitChildren(parent: Parent) {
  for (const child of parent.children) {
    if (child.type === 'element') {
      if (!collapse(child)) visitChildren(child);
    } else if ('children' in child && Array.isArray(child.children)) {
      visitChildren(child as Parent);
    }
  }
}

/** Turns the element's content into its `html` property when all of it is plain and the string is smaller. */
function collapse(node: Element): boolean {
  if (!COLLAPSIBLE.has(node.tagName) || node.children.length === 0 || !node.children.every(isPlain)) return false;
  const html = toHtml(node.children.map(withLinkAttributes), { characterReferences: { useShortestReferences: true } });
  if (JSON.stringify(html).length + STRING_OVERHEAD >= payloadSize(node.children)) return false;
  node.properties.html = html;
  node.children = [];
  return true;
}

function isPlain(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element' || KEPT.has(node.tagName) || node.properties.html !== undefined) return false;
  if (node.tagName === 'a' && !isSafeHref(node.properties.href)) return false;
  return node.children.every(isPlain);
}

function isSafeHref(href: unknown): boolean {
  if (typeof href !== 'string') return false;
  return classifyLink(href) !== 'internal' || !/^[a-z][a-z0-9+.-]*:/i.test(href.trim());
}

function withLinkAttributes(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  const children = node.children.map(withLinkAttributes);
  if (node.tagName !== 'a') return { ...node, children };
  const { href, target, rel } = contentLinkAttributes(String(node.properties.href));
  return { ...node, properties: { ...node.properties, href, ...(target && { target, rel: rel?.split(' ') }) }, children };
}

/** About what React's payload spends on these nodes: `["$","tag",null,{...props,"children":...}]` each. */
function payloadSize(nodes: ElementContent[]): number {
  let size = nodes.length > 1 ? nodes.length + 1 : 0;
  for (const node of nodes) {
    if (node.type === 'text') size += JSON.stringify(node.value).length;
    else if (node.type === 'element') size += 26 + node.tagName.length + JSON.stringify(node.properties).length + payloadSize(node.children);
  }
  return size;
}
