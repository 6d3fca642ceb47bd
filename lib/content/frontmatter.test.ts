import { parseFrontmatter } from './frontmatter';

describe('parseFrontmatter', () => {
  it('returns typed fields, the body and the line it starts on', () => {
    const parsed = parseFrontmatter('---\ntitle: A\npublished_at: 2024-09-10\nconfigDefault:\n  development: "true"\n  production: "false"\n---\n# A\n', 'a.mdx');
    expect(parsed.frontmatter).toEqual({ title: 'A', published_at: '2024-09-10', configDefault: { development: 'true', production: 'false' } });
    expect(parsed.body.trim()).toBe('# A');
    expect(parsed.bodyLine).toBe(8);
  });
  it('accepts a file without frontmatter', () => {
    expect(parseFrontmatter('# A\n', 'a.mdx')).toEqual({ frontmatter: {}, body: '# A\n', bodyLine: 1 });
  });
  it('rejects bad values with the field line', () => {
    expect(() => parseFrontmatter('---\ntitle: A\npageType: landing\n---\n', 'a.mdx')).toThrow('a.mdx:3: frontmatter "pageType" must be one of home, doc, custom, blank, 404');
    expect(() => parseFrontmatter('---\nfeatures:\n  - title: A\n    details: B\n    span: 5\n---\n', 'a.mdx')).toThrow(/span must be 2, 3, 4 or 6/);
    expect(() => parseFrontmatter('---\nconfigAdded: 1.2\n---\n', 'a.mdx')).toThrow(/must be a version/);
    expect(() => parseFrontmatter('---\npublished_at: last week\n---\n', 'a.mdx')).toThrow(/YYYY-MM-DD/);
  });
});
