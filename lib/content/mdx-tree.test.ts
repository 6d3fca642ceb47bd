import type { Heading } from 'mdast';
import { parseMdx } from './mdx-tree';

describe('parseMdx', () => {
  it('gives each caller its own tree, so one caller changing it does not change what the next one gets', () => {
    const source = '# Title\n\nText with `code`.\n';
    const first = parseMdx(source);
    (first.children[0] as Heading).depth = 2;
    first.children.pop();
    const second = parseMdx(source);
    expect(second.children).toHaveLength(2);
    expect((second.children[0] as Heading).depth).toBe(1);
    expect(second.children[0].position?.start).toEqual({ line: 1, column: 1, offset: 0 });
  });

  it('throws the place of a syntax error every time, also for a source it has seen', () => {
    for (let i = 0; i < 2; i++) expect(() => parseMdx('Text\n\n<div>\n')).toThrow(/3:/);
  });
});
