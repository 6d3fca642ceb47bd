import { jest } from '@jest/globals';
import { createHighlighter, type BundledLanguage } from 'shiki';
import { CODE_THEMES, getHighlighter, onDemandHighlighter } from './highlight';

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
