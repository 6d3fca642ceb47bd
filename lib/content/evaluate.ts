// Runs the JavaScript of a page's MDX (its `{expressions}`, expression props and exports) once, with
// stand-ins for every component, so an expression that throws fails the content check with the file and
// line instead of failing the build in a component. Pages without JavaScript (most) are not compiled.
import { compileSync } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type { Root, RootContent } from 'mdast';
import { ContentError } from './errors';
import { parseMdx } from './mdx-tree';

const SCRIPTED = new Set(['mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm', 'mdxJsxAttributeValueExpression', 'mdxJsxExpressionAttribute']);

function hasScript(node: unknown): boolean {
  const n = node as { type: string; children?: unknown[]; attributes?: { type: string; value?: unknown }[] };
  if (SCRIPTED.has(n.type)) return true;
  if (n.attributes?.some((a) => SCRIPTED.has(a.type) || SCRIPTED.has((a.value as { type?: string } | undefined)?.type ?? ''))) return true;
  return n.children?.some(hasScript) ?? false;
}

/** A component that renders nothing, whose members (`<Tabs.Item>`) are stand-ins too. */
const standIn: unknown = new Proxy(() => null, { get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : standIn) });
const element = (type: unknown, props: unknown) => ({ type, props });
const runtime = { Fragment: 'fragment', jsx: element, jsxs: element, jsxDEV: element };

function run(source: string, componentNames: string[]) {
  const code = String(compileSync(source, { outputFormat: 'function-body', remarkPlugins: [remarkGfm], development: false }));
  const mdx = (new Function(code) as (r: typeof runtime) => { default: (props: object) => unknown })(runtime);
  mdx.default({ components: Object.fromEntries(componentNames.map((name) => [name, standIn])) });
}

function componentNames(tree: Root): string[] {
  const names = new Set<string>();
  const walk = (node: { name?: string | null; type: string; children?: unknown[] }) => {
    if (node.type.startsWith('mdxJsx') && node.name) names.add(node.name.split('.')[0]);
    node.children?.forEach((child) => walk(child as typeof node));
  };
  walk(tree);
  return [...names];
}

/** Runs the page's JavaScript; throws a ContentError at the block whose expression throws. */
export function evaluatePage(source: string, file: string, bodyLine: number) {
  const tree = parseMdx(source);
  if (!hasScript(tree)) return;
  const names = componentNames(tree);
  try {
    run(source, names);
    return;
  } catch (error) {
    // The block that throws: each top-level block with JavaScript run alone, after the page's exports.
    const slice = (node: RootContent) => source.slice(node.position!.start.offset, node.position!.end.offset);
    const exports = tree.children.filter((node) => node.type === 'mdxjsEsm');
    const culprit = tree.children.find((node) => {
      if (node.type === 'mdxjsEsm' || !hasScript(node)) return false;
      try {
        run([...exports.map(slice), slice(node)].join('\n\n'), names);
        return false;
      } catch {
        return true;
      }
    });
    const line = culprit?.position ? culprit.position.start.line + bodyLine - 1 : undefined;
    throw new ContentError(file, `an expression throws: ${(error as Error).message}`, line, culprit?.position?.start.column);
  }
}
