import { analyzeMdx } from './analyze';

// The body starts on line 5 of its file, after three lines of frontmatter and a blank line.
const analyze = (body: string) => analyzeMdx(body, { file: 'content/en/x.mdx', lang: 'en', contentDir: 'content', bodyLine: 5 });

describe('MDX that does not parse', () => {
  it('an element still open at the end of the page is reported at its file line, and so are the places in the message', () => {
    expect(() => analyze('# T\n\n<Tabs>\n  <Tab label="One">\n\nText.\n\n  </Tab>\n')).toThrow(
      new Error('content/en/x.mdx:7:1: invalid MDX: Expected a closing tag for `<Tabs>` (7:1-7:7)'),
    );
  });

  it('a closing tag that closes another element: its own place, and the other element at its file line', () => {
    expect(() => analyze('x\n\n<A>\n<B>\n</A>\n')).toThrow(
      new Error('content/en/x.mdx:9:1: invalid MDX: Unexpected closing tag `</A>`, expected corresponding closing tag for `<B>` (8:1-8:4)'),
    );
  });
});

describe('component props', () => {
  it('a PackageManagerTabs without a command, or with one that is not npm, is a problem at its line', () => {
    const { propProblems } = analyze('# T\n\n<PackageManagerTabs />\n\n<PackageManagerTabs command="pnpm add x" />\n\n<PackageManagerTabs command={"npm add x"} />\n\n<PackageManagerTabs command="npm add x" />\n');
    expect(propProblems).toEqual([
      { value: '<PackageManagerTabs> needs a command="npm ..." attribute', line: 7, column: 1 },
      { value: 'PackageManagerTabs: "pnpm add x" is not an npm or npx command', line: 9, column: 1 },
      { value: '<PackageManagerTabs> needs a command="npm ..." attribute', line: 11, column: 1 },
    ]);
  });
});
