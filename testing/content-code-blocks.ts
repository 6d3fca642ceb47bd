// Every code block of the site's content in a language shiki knows, once per language and code (most blocks
// of a Chinese page are those of its English twin): what the highlighting test colours every way.
import fs from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { isKnownCodeLang } from '../lib/content/code-langs';
import { parseMdx } from '../lib/content/mdx-tree';
import { parseFrontmatter } from '../lib/content/frontmatter';
import { preprocess } from '../lib/content/preprocess';

export function contentCodeBlocks(contentDir = 'content'): { lang: string; value: string }[] {
  const unique = new Map<string, { lang: string; value: string }>();
  for (const file of fs.readdirSync(contentDir, { recursive: true }) as string[]) {
    if (!file.endsWith('.mdx')) continue;
    const { body } = parseFrontmatter(fs.readFileSync(path.join(contentDir, file), 'utf8'), file);
    visit(parseMdx(preprocess(body, file)), 'code', (node: Code) => {
      if (node.lang && isKnownCodeLang(node.lang))
        unique.set(`${node.lang}\0${node.value}`, { lang: node.lang, value: node.value });
    });
  }
  return [...unique.values()];
}
