import { termProblems } from './zh-terms';

describe('Chinese terms', () => {
  it('names the line and the wording to use', () => {
    const source = [
      '## 常见问题 {#pitfalls}',
      '- **Type:** `boolean`',
      '这个选项只在开发时生效。',
      '## 常见问题 {#faq}',
    ].join('\n');
    expect(termProblems(source, 'content/zh/x.mdx').map((e) => e.message)).toEqual([
      expect.stringMatching(/^content\/zh\/x\.mdx:1: write 注意事项/),
      expect.stringMatching(/^content\/zh\/x\.mdx:2: write \*\*类型：\*\*/),
      expect.stringMatching(/^content\/zh\/x\.mdx:3: write 该选项/),
    ]);
  });

  it('leaves code blocks alone', () => {
    expect(termProblems(['```md', '**Type:** x', '```'].join('\n'), 'a.mdx')).toEqual([]);
  });
});
