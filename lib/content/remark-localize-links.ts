// Authors write language-neutral links (`/config/output/minify`); each page's language prefixes them.
import type { Root, Link, Definition } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Lang } from '../site-config';
import { localizePath } from '../routing/lang-path';
import { isJsxElement } from './mdx-tree';

export const isInternalPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

export function remarkLocalizeLinks({ lang }: { lang: Lang }) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') {
        const link = node as Link | Definition;
        if (isInternalPath(link.url)) link.url = localizePath(link.url, lang);
      } else if (isJsxElement(node)) {
        for (const attr of node.attributes) {
          if (attr.name === 'href' && typeof attr.value === 'string' && isInternalPath(attr.value)) attr.value = localizePath(attr.value, lang);
        }
      }
    });
  };
}
