import type { Root } from 'hast';
import { createProcessor } from '@mdx-js/mdx';
import { toHtml } from 'hast-util-to-html';
import { rehypeIdentifierBreaks } from './rehype-identifier-breaks';

async function html(source: string): Promise<string> {
  let tree: Root | undefined;
  const capture = () => (t: Root) => void (tree = structuredClone(t));
  await createProcessor({ rehypePlugins: [rehypeIdentifierBreaks, capture] }).process(source);
  return toHtml(tree!);
}

describe('rehypeIdentifierBreaks', () => {
  it('lets a heading wrap its long identifiers after a dot and between camel-case words', async () => {
    expect(await html('# performance.removeMomentLocale')).toBe('<h1>performance.<span class="wb"></span>remove<span class="wb"></span>Moment<span class="wb"></span>Locale</h1>');
    expect(await html('### `rsbuild.onBeforeCreateCompiler` hook')).toBe('<h3><code>rsbuild.<span class="wb"></span>on<span class="wb"></span>Before<span class="wb"></span>Create<span class="wb"></span>Compiler</code> hook</h3>');
  });
  it('leaves short headings and text outside headings as they are', async () => {
    expect(await html('## output.minify')).toBe('<h2>output.minify</h2>');
    expect(await html('Set performance.removeMomentLocale to true.')).toBe('<p>Set performance.removeMomentLocale to true.</p>');
  });
});
