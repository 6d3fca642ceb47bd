import type { Root } from 'hast';
import { createProcessor } from '@mdx-js/mdx';
import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import { rehypeLineBreaks } from './rehype-line-breaks';

async function html(source: string): Promise<string> {
  let tree: Root | undefined;
  const capture = () => (t: Root) => void (tree = structuredClone(t));
  await createProcessor({ remarkPlugins: [remarkGfm], rehypePlugins: [rehypeLineBreaks, capture] }).process(source);
  return toHtml(tree!);
}

describe('rehypeLineBreaks', () => {
  it('lets a heading wrap its long identifiers after a dot and between camel-case words', async () => {
    expect(await html('# performance.removeMomentLocale')).toBe('<h1>performance.<span class="wb"></span>remove<span class="wb"></span>Moment<span class="wb"></span>Locale</h1>');
    expect(await html('### `rsbuild.onBeforeCreateCompiler` hook')).toBe('<h3><code>rsbuild.<span class="wb"></span>on<span class="wb"></span>Before<span class="wb"></span>Create<span class="wb"></span>Compiler</code> hook</h3>');
  });
  it('leaves short headings and text outside headings and code as they are', async () => {
    expect(await html('## output.minify')).toBe('<h2>output.minify</h2>');
    expect(await html('Set performance.removeMomentLocale to true.')).toBe('<p>Set performance.removeMomentLocale to true.</p>');
  });
  it('lets inline code wrap its identifiers longer than a phone line of a note', async () => {
    expect(await html('Set `output.enableCssModuleTSDeclaration`.')).toBe('<p>Set <code>output.<span class="wb"></span>enable<span class="wb"></span>Css<span class="wb"></span>Module<span class="wb"></span>TSDeclaration</code>.</p>');
    expect(await html('Set `performance.removeConsole`.')).toBe('<p>Set <code>performance.removeConsole</code>.</p>');
  });
  it('lets a Chinese list of code values wrap before a value that starts with a dot or a quote', async () => {
    expect(await html('扩展名可以是 `.ts`、`.cts`。')).toBe('<p>扩展名可以是 <code>.ts</code>、<span class="wb"></span><code>.cts</code>。</p>');
    expect(await html("可选值为 `'info'`、`'warn'`（或 `'log'`）")).toBe('<p>可选值为 <code>\'info\'</code>、<span class="wb"></span><code>\'warn\'</code>（或 <code>\'log\'</code>）</p>');
  });
  it('keeps a table cell of six characters or fewer on one line, in either language', async () => {
    const table = (await html('| | a |\n| - | - |\n| 自定义中间件 | 一段较长的说明文字 |\n| h + 回车 | 重启 |\n| 开发服务器的端口 | `port` |')).replace(/>\n</g, '><');
    expect(table).toContain('<td class="nw">自定义中间件</td><td>一段较长的说明文字</td>');
    expect(table).toContain('<td class="nw">h + 回车</td><td class="nw">重启</td>');
    expect(table).toContain('<td>开发服务器的端口</td><td class="nw"><code>port</code></td>');
    // Header cells never wrap (components/styles/global.css); empty cells need no class.
    expect(table).toContain('<th></th><th>a</th>');
  });
  it('keeps a cell of one Latin word of twelve characters or fewer on one line, not a longer or spaced one', async () => {
    const table = (await html('| a | b |\n| - | - |\n| 2024-09-10 | `react-dom` |\n| Rsbuild 1.0 | tree-shaking-x |')).replace(/>\n</g, '><');
    expect(table).toContain('<td class="nw">2024-09-10</td><td class="nw"><code>react-dom</code></td>');
    expect(table).toContain('<td>Rsbuild 1.0</td><td>tree-shaking-x</td>');
  });
  it('keeps a flag in inline code and in a table on one line', async () => {
    expect(await html('Run `rsbuild build --watch`.')).toBe('<p>Run <code>rsbuild build <span class="nw">--watch</span></code>.</p>');
    expect((await html('| a |\n| - |\n| `-o, --open` |')).replace(/>\n</g, '><')).toContain('<td><code><span class="nw">-o</span>, <span class="nw">--open</span></code></td>');
  });
  it('leaves code blocks and tables as they are', async () => {
    expect(await html('| a |\n| - |\n| `output.enableCssModuleTSDeclaration` |')).toContain('<td><code>output.enableCssModuleTSDeclaration</code></td>');
    expect(await html('```js\nconst performanceRemoveMomentLocaleOption = 1;\n```')).toContain('<code class="language-js">const performanceRemoveMomentLocaleOption = 1;\n</code>');
  });
});
