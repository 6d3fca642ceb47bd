// A page as plain Markdown, from its MDX source: what the `.md` copies, llms-full.txt and the release
// feeds carry. Components become the Markdown a reader would have written by hand (containers become
// blockquotes, tabs become labelled sections, <PackageManagerTabs> the npm command plus the others),
// links become absolute URLs, and config pages get their Type / Default lines from the frontmatter.
import type { BlockContent, Code, List, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import { unified } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { codeSpans } from '../content/code-spans';
import type { Frontmatter } from '../content/frontmatter';
import type { PageData } from '../content/page-data';
import { ContentError } from '../content/errors';
import { isJsxElement, parseMdx, stringAttribute, type JsxElement } from '../content/mdx-tree';
import { remarkInclude } from '../content/remark-include';
import { remarkHeadingIds } from '../content/remark-heading-ids';
import { isInternalPath } from '../content/remark-localize-links';
import type { ContainerKind } from '../content/preprocess';
import { commandFor, commandProblem, PACKAGE_MANAGERS } from '../content/package-manager';
import { localizePath } from '../routing/lang-path';
import { t } from '../i18n';
import { absoluteUrl } from '../seo/urls';

export interface ExportOptions {
  /** The page's preprocessed MDX body (lib/content/page-source.ts). */
  source: string;
  bodyLine: number;
  contentDir: string;
  siteUrl?: string;
}

type Page = Pick<PageData, 'pagePath' | 'routePath' | 'lang' | 'title' | 'hasH1' | 'frontmatter'>;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const list = (items: PhrasingContent[][]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children: [paragraph(...children)] })),
});

/** The page as a Markdown syntax tree with nothing but plain Markdown in it. */
export function pageMarkdownTree(page: Page, { source, bodyLine, contentDir, siteUrl }: ExportOptions): Root {
  const tree = parseMdx(source);
  remarkInclude({ contentDir, lang: page.lang, file: page.pagePath, bodyLine })(tree);
  remarkHeadingIds()(tree);

  const h1 = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
  if (page.frontmatter.configKey) tree.children.splice(h1 + 1, 0, ...configFacts(page.frontmatter, page.lang));
  // A page without an h1 (the home page) gets its title, and its description as the lead.
  if (!page.hasH1) {
    const lead: RootContent[] = page.frontmatter.description ? [paragraph(text(page.frontmatter.description))] : [];
    tree.children.unshift({ type: 'heading', depth: 1, children: [text(page.title)] }, ...lead);
  }
  if (page.frontmatter.features?.length) tree.children.push(featureList(page, siteUrl));

  const line = (node: { position?: { start: { line: number } } }) =>
    node.position ? node.position.start.line + bodyLine - 1 : undefined;
  visit(tree, (node, index, parent) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      // The copy is read away from the page (the .md file, llms-full.txt, a feed) and keeps no heading
      // ids, so a bare #fragment would point nowhere: it leads to the heading on the HTML page instead.
      if (node.url.startsWith('#')) node.url = absoluteUrl(`${page.routePath}${node.url}`, siteUrl);
      else if (isInternalPath(node.url)) node.url = absoluteUrl(localizePath(node.url, page.lang), siteUrl);
      return;
    }
    if (node.type === 'code') {
      node.value = stripNotation(node.value);
      return;
    }
    if (!parent || index === undefined) return;
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      parent.children.splice(index, 1);
      return index;
    }
    if (!isJsxElement(node)) return;
    const replacement = replaceElement(node, page, () => line(node));
    parent.children.splice(index, 1, ...(replacement as typeof parent.children));
    // Visit what replaced the element: it may hold more elements.
    return index;
  });
  return tree;
}

function replaceElement(node: JsxElement, page: Page, line: () => number | undefined): RootContent[] {
  const children = node.children as RootContent[];
  switch (node.name) {
    case 'Callout': {
      const kind = stringAttribute(node, 'type') as ContainerKind;
      const title = stringAttribute(node, 'title') ?? t(page.lang, `container.${kind}`);
      return [{ type: 'blockquote', children: [paragraph(strong(title)), ...(children as BlockContent[])] }];
    }
    case 'PackageManagerTabs': {
      const command = stringAttribute(node, 'command') ?? '';
      // The content check rejects these first (analyze.ts); this keeps file and line if a page gets here anyway.
      const problem = commandProblem(command);
      if (problem) throw new ContentError(page.pagePath, problem, line());
      const others = PACKAGE_MANAGERS.filter((pm) => pm !== 'npm').map((pm) => [
        text(`${pm}: `),
        code(commandFor(command, pm)),
      ]);
      return [{ type: 'code', lang: 'bash', value: commandFor(command, 'npm') } satisfies Code, list(others)];
    }
    case 'Tabs':
      return children.flatMap((tab) => {
        if (!isJsxElement(tab)) return [tab];
        const label = stringAttribute(tab, 'label');
        return [...(label ? [paragraph(strong(label))] : []), ...(tab.children as RootContent[])];
      });
    case 'Badge':
      return [code(toString({ type: 'paragraph', children } as Paragraph))];
    default:
      // Plain HTML elements and the rest keep their content.
      return children;
  }
}

/** Type, Default and Added in, as on the rendered config page (components/mdx/ConfigMeta.tsx). */
function configFacts(fm: Frontmatter, lang: Page['lang']): RootContent[] {
  const items: PhrasingContent[][] = [];
  // The colon stays outside the bold: `**类型：**x` would not parse as bold in CommonMark.
  const label = (key: Parameters<typeof t>[1]) => [strong(t(lang, key)), text(t(lang, 'punctuation.colon'))];
  if (fm.configType) items.push([...label('config.type'), code(fm.configType)]);
  if (fm.configDefaultText)
    items.push([
      ...label('config.default'),
      ...codeSpans(fm.configDefaultText)!.map((span) => (span.code ? code(span.value) : text(span.value))),
    ]);
  else if (typeof fm.configDefault === 'object') {
    const { development, production } = fm.configDefault;
    items.push([
      ...label('config.default'),
      code(development),
      text(` (${t(lang, 'config.development')}), `),
      code(production),
      text(` (${t(lang, 'config.production')})`),
    ]);
  } else if (fm.configDefault !== undefined) items.push([...label('config.default'), code(fm.configDefault)]);
  if (fm.configAdded) items.push([...label('config.added'), code(`v${fm.configAdded}`)]);
  return items.length ? [list(items)] : [];
}

function featureList(page: Page, siteUrl?: string): List {
  const items = page.frontmatter.features!.map((f): PhrasingContent[] => {
    const title = f.link
      ? ({
          type: 'link',
          url: isInternalPath(f.link) ? absoluteUrl(localizePath(f.link, page.lang), siteUrl) : f.link,
          children: [strong(f.title)],
        } as PhrasingContent)
      : strong(f.title);
    return [title, text(`: ${f.details}`)];
  });
  return list(items);
}

const NOTATION = /[ \t]*(?:\/\/|#|<!--|\/\*)[ \t]*\[!code [^\]]+\][ \t]*(?:-->|\*\/)?[ \t]*$/;

/** Drops the `// [!code ++]` style markers, which only mean something to the site's highlighter. */
export function stripNotation(value: string): string {
  return value
    .split('\n')
    .map((l) => l.replace(NOTATION, ''))
    .join('\n');
}

const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', listItemIndent: 'one' });

export function markdownOf(tree: Root): string {
  return stringifier.stringify(tree);
}

/** The same tree as HTML, for feed readers. */
export function htmlOf(tree: Root): string {
  return toHtml(toHast(tree));
}
