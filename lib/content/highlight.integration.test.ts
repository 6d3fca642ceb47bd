import type { BundledLanguage } from 'shiki';
import { CODE_THEMES, getHighlighter, onDemandHighlighter } from './highlight';
import { contentCodeBlocks } from '../../testing/content-code-blocks';

const options = { themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit: 0 } as const;

test("`next dev`'s highlighter, loading a language's grammars when a page needs them, colours every code block of the content as the build does", async () => {
  const blocks = contentCodeBlocks();
  expect(blocks.length).toBeGreaterThan(500);
  const all = await getHighlighter();
  const render = (h: typeof all, { lang, value }: { lang: string; value: string }) => h.codeToHtml(value, { ...options, lang });
  const differing: { lang: string; value: string }[] = [];
  // On Oniguruma, as under `next dev`. Each language alone, on a highlighter with nothing else loaded: the
  // fewest grammars a page brings.
  const langs = [...new Set(blocks.map((b) => b.lang))];
  for (const lang of langs) {
    const alone = await onDemandHighlighter(true);
    await alone.loadLanguage(lang as BundledLanguage);
    differing.push(...blocks.filter((b) => b.lang === lang && render(alone, b) !== render(all, b)));
    alone.dispose();
  }
  // And one that loaded them all, one by one, as a long session of `next dev` does.
  const session = await onDemandHighlighter(true);
  for (const lang of langs) await session.loadLanguage(lang as BundledLanguage);
  differing.push(...blocks.filter((b) => render(session, b) !== render(all, b)));
  session.dispose();
  expect(differing).toEqual([]);
}, 180_000);
