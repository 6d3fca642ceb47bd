import { jest } from '@jest/globals';
import { createHighlighter } from 'shiki';
import { CODE_THEMES, getHighlighter } from './highlight';

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
