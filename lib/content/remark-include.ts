// <Include file="x.mdx" /> splices the fragment content/<lang>/shared/x.mdx into the page.
import fs from 'node:fs';
import path from 'node:path';
import type { Root, Parent } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import type { Lang } from '../site-config';
import { readContentFile, SHARED_DIR } from './files';
import { ContentError } from './errors';
import { isJsxElement, parseMdx, stringAttribute } from './mdx-tree';
import { preprocess } from './preprocess';

export interface IncludeOptions {
  contentDir: string;
  lang: Lang;
  /** The page, for error messages. */
  file: string;
  /** The file line the page body starts on. */
  bodyLine: number;
}

export function remarkInclude({ contentDir, lang, file, bodyLine }: IncludeOptions) {
  return (tree: Root) => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!isJsxElement(node) || node.name !== 'Include' || !parent || index === undefined) return;
      const line = node.position ? node.position.start.line + bodyLine - 1 : undefined;
      const name = stringAttribute(node, 'file');
      if (!name) throw new ContentError(file, '<Include> needs a file="name.mdx" attribute', line);
      const fragment = path.join(contentDir, lang, SHARED_DIR, name);
      if (!fs.existsSync(fragment)) throw new ContentError(file, `<Include>: no fragment ${path.join(lang, SHARED_DIR, name)}`, line);
      const included = parseMdx(preprocess(readContentFile(fragment), fragment));
      parent.children.splice(index, 1, ...(included.children as Parent['children']));
      return [SKIP, index];
    });
  };
}
