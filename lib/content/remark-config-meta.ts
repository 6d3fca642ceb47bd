// On config pages the option's Type, Default and version are rendered right below the h1, from the
// frontmatter, so the facts the tests check are the facts readers see.
import type { Root } from 'mdast';

export function remarkConfigMeta({ enabled }: { enabled: boolean }) {
  return (tree: Root) => {
    if (!enabled) return;
    const h1 = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
    const meta = { type: 'mdxJsxFlowElement', name: 'ConfigMeta', attributes: [], children: [] };
    tree.children.splice(h1 + 1, 0, meta as unknown as Root['children'][number]);
  };
}
