import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Code } from 'mdast';
import { createHighlighter, type BundledLanguage } from 'shiki';
import { visit } from 'unist-util-visit';
import { CODE_LANGS, isKnownCodeLang } from './code-langs';
import { CODE_THEMES, getHighlighter, onDemandHighlighter } from './highlight';
import { parseMdx } from './mdx-tree';
import { parseFrontmatter } from './frontmatter';
import { preprocess } from './preprocess';

const code = "export default defineConfig({ output: { minify: { js: true, css: false } } });";
const options = { lang: 'ts', themes: CODE_THEMES, defaultColor: false } as const;

/** A machine so busy that every look at the clock finds another second gone. */
function onBusyMachine<T>(run: () => T): T {
  let now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
  try {
    return run();
  } finally {
    clock.mockRestore();
  }
}

test('code gets the same colours however slowly the machine tokenizes it', async () => {
  const highlighter = await getHighlighter();
  const calm = highlighter.codeToHtml(code, options);
  expect(onBusyMachine(() => highlighter.codeToHtml(code, options))).toBe(calm);
});

test('shiki on its own leaves the rest of a slow line uncoloured (what the test above guards against)', async () => {
  const plain = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['ts'] });
  expect(onBusyMachine(() => plain.codeToHtml(code, options))).not.toBe(plain.codeToHtml(code, options));
});

test('the JavaScript regex engine colours every code block of the content exactly as Oniguruma does', async () => {
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
  const oniguruma = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: CODE_LANGS });
  const javascript = await getHighlighter();
  const differing = blocks.filter(({ lang, value }) => javascript.codeToHtml(value, { ...options, lang }) !== oniguruma.codeToHtml(value, { ...options, lang, tokenizeTimeLimit: 0 }));
  expect(differing).toEqual([]);
}, 60_000);

test("`next dev`'s highlighter loads a language's grammars when a page needs them, and every grammar the build would colour it with", async () => {
  const all = await getHighlighter();
  // Markdown as the build colours it takes rules from Vue's grammars, which inject into it, and colours
  // the code blocks inside it with their languages' grammars: loaded alone, it would differ in both.
  const blocks = [
    { lang: 'md', value: 'Hello {{ name }} and <div v-if="ok">x</div>' },
    { lang: 'md', value: '```vue\n<template>{{ a }}</template>\n```' },
    { lang: 'ts', value: code },
  ];
  for (const { lang, value } of blocks) {
    const onDemand = await onDemandHighlighter(true);
    await onDemand.loadLanguage(lang as BundledLanguage);
    expect(onDemand.codeToHtml(value, { ...options, lang, tokenizeTimeLimit: 0 })).toBe(all.codeToHtml(value, { ...options, lang }));
    // A TypeScript block needs no other grammar.
    if (lang === 'ts') expect(onDemand.getLoadedLanguages()).not.toContain('vue');
    onDemand.dispose();
  }
});
