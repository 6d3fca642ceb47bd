import type { Element, Root } from 'hast';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { rehypeProseHtml } from './rehype-prose-html';

/** The hast of an MDX source after the step, as the page pipeline hands it to MDX's compiler. */
async function proseTree(source: string): Promise<Root> {
  let tree: Root | undefined;
  const capture = () => (t: Root) => void (tree = structuredClone(t));
  await createProcessor({ remarkPlugins: [remarkGfm], rehypePlugins: [rehypeProseHtml, capture] }).process(source);
  return tree!;
}

const elements = (tree: Root) => tree.children.filter((n): n is Element => n.type === 'element');

describe('rehypeProseHtml', () => {
  it('makes a paragraph with inline elements one HTML string, and leaves plain text alone', async () => {
    const [withCode, plain] = elements(await proseTree('Set `output.minify` to **false** here.\n\nJust words.\n'));
    expect(withCode.properties.html).toBe('Set <code>output.minify</code> to <strong>false</strong> here.');
    expect(withCode.children).toEqual([]);
    expect(plain.properties.html).toBeUndefined();
    expect(plain.children).toEqual([{ type: 'text', value: 'Just words.', position: expect.anything() }]);
  });

  it('gives links what the Anchor component gives them', async () => {
    const [list] = elements(await proseTree('- [Rspack](https://rspack.rs) and `a`\n- [minify](/config/output/minify) and `b`\n- [usage](#usage) and `c`\n'));
    expect(list.properties.html).toContain('<a href="https://rspack.rs" target="_blank" rel="noopener noreferrer">Rspack</a>');
    expect(list.properties.html).toContain('<a href="/config/output/minify">minify</a>');
    expect(list.properties.html).toContain('<a href="#usage">usage</a>');
  });

  it('escapes text, and keeps a link with another scheme a React element', async () => {
    const [escaped, scripted] = elements(await proseTree('A `<script>alert(1)</script>` and **&lt;b&gt;**.\n\n[x](javascript:alert(1)) and `y`\n'));
    expect(escaped.properties.html).toBe('A <code>&lt;script>alert(1)&lt;/script></code> and <strong>&lt;b></strong>.');
    expect(scripted.properties.html).toBeUndefined();
    expect((scripted.children[0] as Element).tagName).toBe('a');
  });

  it('tries one level down around components, expressions and images', async () => {
    const tree = await proseTree('- Uses `a` and `b` <Badge text="new" />\n- Plain `c` and `d`\n\n![alt](/images/x.png) and `e`\n\nA {1 + 1} and `f`\n');
    const [list, image, expression] = elements(tree);
    expect(list.properties.html).toBeUndefined();
    const items = list.children.filter((n): n is Element => n.type === 'element');
    expect(items[0].properties.html).toBeUndefined();
    expect(items[1].properties.html).toBe('Plain <code>c</code> and <code>d</code>');
    expect(image.properties.html).toBeUndefined();
    expect(expression.properties.html).toBeUndefined();
  });

  it('makes a table of plain cells one string', async () => {
    const [table] = elements(await proseTree('| Option | Default |\n| --- | --- |\n| `minify` | `true` |\n'));
    expect(table.tagName).toBe('table');
    expect(table.properties.html).toContain('<td><code>minify</code></td>');
  });
});

describe('line breaks between blocks', () => {
  it('are dropped between blocks and list items, and kept between inline elements', async () => {
    const tree = await proseTree('# A\n\n- `a` `b`\n- `c` `d`\n\nText\n');
    expect(tree.children.some((n) => n.type === 'text')).toBe(false);
    const [, list] = elements(tree);
    expect(list.properties.html).toBe('<li><code>a</code> <code>b</code></li><li><code>c</code> <code>d</code></li>');
  });
});
