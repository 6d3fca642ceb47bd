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
    expect(() => parseFrontmatter("---\ntitle: A\nconfigDefaultText: '`true when started'\n---\n", 'a.mdx')).toThrow('a.mdx:3: frontmatter "configDefaultText" has a backtick without its closing one');
    expect(() => parseFrontmatter(`---\ntitle: A\ndescription: ${'x'.repeat(161)}\n---\n`, 'a.mdx')).toThrow('a.mdx:3: frontmatter "description" must be at most 160 characters, as search results cut it there (it has 161)');
    expect(parseFrontmatter(`---\ndescription: ${'x'.repeat(160)}\n---\n`, 'a.mdx').frontmatter.description).toHaveLength(160);
  });
  it('places broken YAML at its file line and 1-based column, with the reason alone', () => {
    expect(() => parseFrontmatter('---\ntitle: A\ndescription: a colon: inside\n---\n', 'a.mdx')).toThrow(
      new Error('a.mdx:3:21: invalid frontmatter: incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line'),
    );
    // A mistake at the start of a line is at column 1, which the message keeps.
    expect(() => parseFrontmatter('---\ntitle: A\n- b\n---\n', 'a.mdx')).toThrow(/^a\.mdx:3:1: invalid frontmatter: /);
    expect(() => parseFrontmatter('---\r\ntitle: A\r\n  b: 2\r\n---\r\n', 'a.mdx')).toThrow(/^a\.mdx:3:\d+: invalid frontmatter: /);
  });
  it('takes version claims with exactly one subject', () => {
    const ok = "---\nversionClaims:\n  - { version: '1.3', peerOf: '@rsbuild/plugin-less' }\n  - { version: '1.4.4', key: server.compress, accepts: '{ level: 6 }' }\n---\n";
    expect(parseFrontmatter(ok, 'a.mdx').frontmatter.versionClaims).toHaveLength(2);
    expect(() => parseFrontmatter("---\nversionClaims:\n  - { version: '1.3' }\n---\n", 'a.mdx')).toThrow('a.mdx:2: frontmatter "versionClaims" entry 1 needs exactly one of key, code, peerOf');
    expect(() => parseFrontmatter("---\nversionClaims:\n  - { version: 'next', key: a }\n---\n", 'a.mdx')).toThrow(/version must be a string/);
    expect(() => parseFrontmatter("---\nversionClaims:\n  - { version: '1.3', code: x, accepts: y }\n---\n", 'a.mdx')).toThrow(/accepts .* needs key/);
  });
});
