import type { BundledLanguage } from 'shiki';
import { contentCodeBlocks } from '../../testing/content-code-blocks';
import { CODE_THEMES, getHighlighter, onDemandHighlighter } from './highlight';

const options = { themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit: 0 } as const;

test("Oniguruma, as `next dev` loads a language's grammars when a page needs them, colours every code block of the content as the build's JavaScript regex engine does", async () => {
  const blocks = contentCodeBlocks();
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
  // And one that loaded them all, one by one, as `next dev` does once many pages were opened: with every
  // grammar, the reference engine, against which the build's JavaScript engine is checked.
  const everyGrammar = await onDemandHighlighter(true);
  for (const lang of langs) await everyGrammar.loadLanguage(lang as BundledLanguage);
  differing.push(...blocks.filter((b) => render(everyGrammar, b) !== built.get(b)));
  everyGrammar.dispose();
  expect(differing).toEqual([]);
}, 180_000);
