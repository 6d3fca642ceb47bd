import { extractConfigBlocks, stripNotation } from './config-blocks';

const page = [
  '---', // 1
  'title: Example', // 2
  '---', // 3
  '# Example', // 4
  '', // 5
  '```ts title="rsbuild.config.ts" {2}', // 6
  "import { defineConfig } from '@rsbuild/core';", // 7
  'export default defineConfig({ output: { minify: false } }); // [!code highlight]', // 8
  '```', // 9
  '', // 10
  '```ts', // 11: untitled, a fragment
  'output: { minify: false }', // 12
  '```', // 13
  '', // 14
  '```js title="rsbuild.config.mjs"', // 15: not TypeScript
  'export default {};', // 16
  '```', // 17
  '', // 18
  '<Tabs>', // 19
  '  <Tab label="A">', // 20
  '', // 21
  '    ```tsx title="rsbuild.config.ts"', // 22
  '    export default {', // 23
  '      plugins: [pluginVue()], // [!code --]', // 24
  '      plugins: [pluginReact()], // [!code ++]', // 25
  '    };', // 26
  '    ```', // 27
  '', // 28
  '  </Tab>', // 29
  '</Tabs>', // 30
  '', // 31
  '````mdx', // 32: a block that shows MDX source: the inner fence is text
  '```ts title="rsbuild.config.ts"', // 33
  'not code', // 34
  '```', // 35
  '````', // 36
].join('\n');

describe('extractConfigBlocks', () => {
  const blocks = extractConfigBlocks(page, 'content/en/x.mdx');

  it('finds the ts and tsx blocks titled rsbuild.config.ts, with their first code line and indent', () => {
    expect(blocks.map(({ file, line, indent }) => ({ file, line, indent }))).toEqual([
      { file: 'content/en/x.mdx', line: 7, indent: 0 },
      { file: 'content/en/x.mdx', line: 23, indent: 4 },
    ]);
  });

  it('keeps the code as the reader has it: de-indented, notation comments dropped, removed lines blank', () => {
    expect(blocks[0].code).toBe(
      "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ output: { minify: false } });\n",
    );
    expect(blocks[1].code).toBe('export default {\n\n  plugins: [pluginReact()],\n};\n');
  });

  it('accepts single-quoted titles and tilde fences', () => {
    const found = extractConfigBlocks("~~~ts title='rsbuild.config.ts'\nexport default {};\n~~~\n", 'f.mdx');
    expect(found).toEqual([{ file: 'f.mdx', line: 2, indent: 0, code: 'export default {};\n' }]);
  });
});

describe('stripNotation', () => {
  it('drops every notation comment at the end of a line and blanks removed lines', () => {
    expect(stripNotation('  a: 1, // [!code focus]')).toBe('  a: 1,');
    expect(stripNotation('  a: 1, // [!code word:minify]')).toBe('  a: 1,');
    expect(stripNotation('  a: 1, // [!code --]')).toBe('');
    expect(stripNotation('  a: 1, // a real comment')).toBe('  a: 1, // a real comment');
  });
});
