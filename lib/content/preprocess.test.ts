import { preprocess } from './preprocess';

describe('preprocess', () => {
  it('turns containers into Callout elements line for line', () => {
    const out = preprocess(':::tip\nText\n:::\n\n:::warning Breaking "change"\nMore\n:::', 'a.mdx');
    expect(out.split('\n')).toEqual(['<Callout type="tip">', 'Text', '</Callout>', '', '<Callout type="warning" title="Breaking &quot;change&quot;">', 'More', '</Callout>']);
  });
  it('leaves code fences alone', () => {
    const src = '```md\n:::tip\n## A {#a}\n```';
    expect(preprocess(src, 'a.mdx')).toBe(src);
  });
  it('escapes an explicit heading id so MDX keeps it as text', () => {
    expect(preprocess('## 安装 {#install}', 'a.mdx')).toBe('## 安装 \\{#install\\}');
  });
  it('rejects nesting and stray closers with the file line', () => {
    expect(() => preprocess(':::tip\n:::info\n:::\n:::', 'a.mdx', 5)).toThrow('a.mdx:6:1: containers do not nest (the one opened on line 5 is still open)');
    expect(() => preprocess('text\n:::', 'a.mdx')).toThrow('a.mdx:2:1: closing ":::" without an open container');
  });
});
