import fs from 'node:fs';
import { getHighlighter, CODE_THEMES } from './highlight';
import { PLAIN_TOKEN_STYLE, TOKEN_CLASSES, transformerTokenClasses } from './token-classes';

test('the stylesheet defines every token class with exactly the variables of its style', () => {
  const css = fs.readFileSync('components/styles/token-classes.css', 'utf8');
  // Declarations as shiki writes them (`--a:#X;--b:#Y`), whatever the stylesheet's layout and hex case.
  const declarations = (body: string) =>
    body
      .split(';')
      .map((d) => d.replace(/\s+/g, '').toLowerCase())
      .filter(Boolean)
      .join(';');
  const rules = Object.fromEntries([...css.matchAll(/^pre \.([a-z]+) \{([^}]*)\}/gm)].map(([, name, body]) => [name, declarations(body)]));
  expect(rules).toEqual(Object.fromEntries(Object.entries(TOKEN_CLASSES).map(([style, name]) => [name, declarations(style)])));
  // Plain text, which carries nothing, inherits the block's.
  const plain = /^\[data-rehype-pretty-code-figure\] pre \{([^}]*)\}/m.exec(css);
  expect(plain && declarations(plain[1])).toBe(declarations(PLAIN_TOKEN_STYLE));
});

const highlight = async (lang: string, code: string, transformers = [transformerTokenClasses()]) =>
  (await getHighlighter()).codeToHtml(code, { lang, themes: CODE_THEMES, defaultColor: false, transformers });
const tokens = (html: string) => [...html.matchAll(/<span(?: (?!data-line|class="line")([^>]*))?>([^<]*)<\/span>/g)].map(([, attrs = '', text]) => ({ attrs, text }));

test('every token keeps its colours: as its class, as the block colour it inherits, or inline when the table lacks it', async () => {
  const samples: [string, string][] = [
    ['ts', "import { defineConfig } from '@rsbuild/core';\n// a comment\nexport default defineConfig({ output: { minify: false }, html: { title: `x ${1}` } });"],
    ['tsx', 'export const App = () => <div className="a">{1 + 2}</div>;'],
    ['bash', 'npm create rsbuild@latest -- --template react # comment'],
    ['json', '{ "name": "a", "version": 1, "private": true }'],
    ['css', '.a { color: red; } @media (min-width: 1px) { .b { margin: 0 } }'],
    ['diff', '- old line\n+ new line'],
    ['md', '# Title\n\n**bold** and _italic_'],
    ['vue', '<template><div :class="a">{{ b }}</div></template>'],
  ];
  let classed = 0;
  for (const [lang, code] of samples) {
    const before = tokens(await highlight(lang, code, []));
    const after = tokens(await highlight(lang, code));
    expect(after.map((t) => t.text)).toEqual(before.map((t) => t.text));
    after.forEach(({ attrs }, i) => {
      const style = /style="([^"]*)"/.exec(before[i].attrs)?.[1] ?? '';
      const name = TOKEN_CLASSES[style];
      if (name) {
        expect(attrs).toBe(`class="${name}"`);
        classed++;
      } else if (style === PLAIN_TOKEN_STYLE) expect(attrs).toBe('');
      else expect(attrs).toBe(before[i].attrs);
    });
  }
  expect(classed).toBeGreaterThan(40);
});
