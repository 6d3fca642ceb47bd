// Reads what the rest of the site needs from one page's MDX: its h1, outline, anchors, links, components
// and first paragraph. Runs the same heading-id and include plugins as rendering, so ids always agree.
import type { Root, Heading, Link, Definition, Paragraph, Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Lang } from '../site-config';
import { ContentError, placesInFile, syntaxErrorPlace } from './errors';
import { isJsxElement, parseMdx, stringAttribute } from './mdx-tree';
import { commandProblem } from './package-manager';
import { remarkInclude } from './remark-include';
import { headingId, remarkHeadingIds } from './remark-heading-ids';
import { imageSourcesOf } from './images';
import { pictureWithoutAlt } from './image-alt';

/** An outline entry (docs/behaviour.md §3): depth 2 to 4; charIndex is the heading's offset in the body, -1 if unknown. */
export interface TocItem {
  text: string;
  id: string;
  depth: number;
  charIndex: number;
}

export interface SourceRef {
  value: string;
  line: number;
  column: number;
}

export interface PageInfo {
  h1?: string;
  toc: TocItem[];
  /** Every heading id on the page, h1 to h6. */
  anchors: string[];
  links: SourceRef[];
  components: SourceRef[];
  /** Every image URL: Markdown images, src, srcSet and poster of <img>, <source> and <video>. */
  images: SourceRef[];
  /** The language of every code block that names one. */
  codeLangs: SourceRef[];
  /** Pictures without alt text: what each is, where. */
  missingAlt: SourceRef[];
  /** Components whose props cannot render: the problem, where. */
  propProblems: SourceRef[];
  firstParagraph?: string;
}

export interface AnalyzeOptions {
  file: string;
  lang: Lang;
  contentDir: string;
  bodyLine: number;
}

export function analyzeMdx(source: string, options: AnalyzeOptions): PageInfo {
  const { file, bodyLine } = options;
  let tree: Root;
  try {
    tree = parseMdx(source);
  } catch (error) {
    const e = error as { reason?: string; message: string };
    const { line, column } = syntaxErrorPlace(error, bodyLine);
    throw new ContentError(file, `invalid MDX: ${placesInFile(e.reason ?? e.message, bodyLine)}`, line, column);
  }
  remarkInclude(options)(tree);
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: (node.position?.start.line ?? 1) + bodyLine - 1,
    column: node.position?.start.column ?? 1,
  });
  remarkHeadingIds({
    onDuplicate: (id, heading, first) => {
      const { line, column } = at(heading);
      throw new ContentError(file, `heading id "${id}" is already the id of the heading on line ${at(first).line}`, line, column);
    },
  })(tree);

  const info: PageInfo = { toc: [], anchors: [], links: [], components: [], images: [], codeLangs: [], missingAlt: [], propProblems: [] };
  visit(tree, (node) => {
    for (const url of imageSourcesOf(node)) info.images.push({ value: url, ...at(node) });
    const noAlt = pictureWithoutAlt(node);
    if (noAlt) info.missingAlt.push({ value: noAlt, ...at(node) });
    if (node.type === 'heading') {
      const heading = node as Heading;
      const id = headingId(heading)!;
      const text = toString(heading);
      info.anchors.push(id);
      if (heading.depth === 1) info.h1 ??= text;
      if (heading.depth >= 2 && heading.depth <= 4) {
        info.toc.push({ text, id, depth: heading.depth, charIndex: heading.position?.start.offset ?? -1 });
      }
    } else if (node.type === 'link' || node.type === 'definition') {
      info.links.push({ value: (node as Link | Definition).url, ...at(node) });
    } else if (node.type === 'code' && (node as Code).lang) {
      info.codeLangs.push({ value: (node as Code).lang!, ...at(node) });
    } else if (node.type === 'paragraph' && info.firstParagraph === undefined) {
      const text = toString(node as Paragraph).replace(/\s+/g, ' ').trim();
      if (text) info.firstParagraph = text;
    } else if (isJsxElement(node)) {
      if (node.name) info.components.push({ value: node.name, ...at(node) });
      const problem = node.name === 'PackageManagerTabs' ? commandProblem(stringAttribute(node, 'command')) : undefined;
      if (problem) info.propProblems.push({ value: problem, ...at(node) });
      for (const attr of node.attributes) {
        if (attr.name === 'href' && typeof attr.value === 'string') info.links.push({ value: attr.value, ...at(node) });
        if (attr.name === 'id' && typeof attr.value === 'string') info.anchors.push(attr.value);
      }
    }
  });
  return info;
}
