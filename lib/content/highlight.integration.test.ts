import fs from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import type { BundledLanguage } from 'shiki';
import { visit } from 'unist-util-visit';
import { isKnownCodeLang } from './code-langs';
import { CODE_THEMES, getHighlighter, onDemandHighlighter } from './highlight';
import { parseMdx } from './mdx-tree';
import { parseFrontmatter } from './frontmatter';
import { preprocess } from './preprocess';

const options = { themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit: 0 } as const;

test("Oniguruma, as `next dev` loads a language's grammars when a page needs them, colours every code block of the content as the build's JavaScript regex engine does", async () => {
  // Keyed by language and code: most blocks of a Chinese page are those of its English twin.
  const unique = new Map<string, { lang: string; value: string }>();
  for (const file of fs.readdirSync('content', { recursive: true }) as string[]) {
    if (!file.endsWith('.mdx')) continue;
    const { body } = parseFrontmatter(fs.readFileSync(path.join('content', file), 'utf8'), file);
    visit(parseMdx(preprocess(body, file)), 'code', (node: Code) => {
      if (node.lang && isKnownCodeLang(node.lang)) unique.set(`${node.lang}\0${node.value}`, { lang: node.lang, value: node.value });
    });
  }
  const blocks = [...unique.values()];
  expect(blocks.length).toBeGreaterThan(500);
  const all = await getHighlighter();
  const render = (h: typeof all, { lang, value }: { lang: string; value: string }) => h.codeToHtml(value, { ...options, lang });
  const built = new Map(blocks.map((b) => [b, render(all, b)]));
  const differing: { lang: string; value: string }[] = [];
  // On Oniguruma, as under `next dev`. Each language alone, on a highlighter with nothing else loaded: the
  // fewest grammars a page brings.
  const langs = [...new Set(blocks.map((b) => b.lang))];
  for (const lang of langs) {
    const alone = await onDemandHighlighter(true);
    await alone.loadLanguage(lang as BundledLanguage);
    differing.push(...blocks.filter((b) => b.lang === lang && render(alone, b) !== built.get(b)));
    alone.dispose();
  }
  // And one that loaded them all, one by one, as a long session of `next dev` does: with every grammar, the
  // reference engine, against which the build's JavaScript engine is checked.
  const session = await onDemandHighlighter(true);
  for (const lang of langs) await session.loadLanguage(lang as BundledLanguage);
  differing.push(...blocks.filter((b) => render(session, b) !== built.get(b)));
  session.dispose();
  expect(differing).toEqual([]);
}, 180_000);
