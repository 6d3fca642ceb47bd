import { fingerprint, proseKey } from './fingerprint';

const PAGE = `---
description: Turn minification of JS and CSS output on or off.
configKey: output.minify
searchTerms: [minify, compress]
---

# output.minify

Rsbuild minifies the output in production builds. Set it to \`false\` to keep the code readable,
as described in [Debug](/guide/debug/). Added in 1.1.5.

## Options {#options}

| Key | Default |
| --- | --- |
| \`js\` | \`true\` |

- **Type:** \`boolean\`
- Works with <Badge>1.2.0+</Badge> and later.

:::tip Keep names
Keep function names for readable stacks.
:::

\`\`\`ts title="rsbuild.config.ts"
import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  output: { minify: false },
});
\`\`\`

\`\`\`bash
# build once
npx rsbuild build
\`\`\`
`;

const base = fingerprint(PAGE);
const same = (edited: string) => expect(fingerprint(edited).hash).toBe(base.hash);
const differs = (edited: string) => {
  expect(edited).not.toBe(PAGE);
  expect(fingerprint(edited).hash).not.toBe(base.hash);
};

describe('fingerprint: what does not count', () => {
  it('whitespace: wrapping, trailing spaces, blank lines, table padding, CRLF', () => {
    same(PAGE.replace('production builds. Set', 'production builds.\nSet'));
    same(PAGE.replace('readable,\nas', 'readable, as'));
    same(PAGE.replace('# output.minify\n', '# output.minify   \n\n\n'));
    same(PAGE.replace('| `js` | `true` |', '|  `js`   |  `true`  |').replace('| --- | --- |', '|-----|---------|'));
    same(PAGE.replace(/\n/g, '\r\n'));
    same(
      PAGE.replace(
        "import { defineConfig } from '@rsbuild/core';\n\n",
        "import { defineConfig } from '@rsbuild/core';\n\n\n",
      ),
    );
  });

  it('the order of frontmatter keys, and the English search words', () => {
    same(
      PAGE.replace(
        'description: Turn minification of JS and CSS output on or off.\nconfigKey: output.minify',
        'configKey: output.minify\ndescription: Turn minification of JS and CSS output on or off.',
      ),
    );
    same(PAGE.replace('searchTerms: [minify, compress]', 'searchTerms: [minify, compress, uglify]'));
  });

  it('spelling slips in prose and in the description: letters swapped, doubled or dropped, a word twice, an article, punctuation, emphasis', () => {
    same(PAGE.replace('minifies the output', 'minifeis teh output'));
    same(PAGE.replace('readable', 'readabel'));
    same(PAGE.replace('production', 'productoin'));
    same(PAGE.replace('to keep the code', 'to to keep the the code'));
    same(PAGE.replace('Set it to', 'Set it it to'));
    same(PAGE.replace('Keep function names', 'Keep the function names'));
    same(PAGE.replace('readable,\nas', 'readable; as'));
    same(PAGE.replace('**Type:**', '*Type*:'));
    same(PAGE.replace('output on or off.', 'output on or of'));
    same(PAGE.replace('production builds', 'Production builds'));
  });

  it('a list bullet or number, and comments', () => {
    same(PAGE.replace('- **Type:**', '* **Type:**'));
    same(
      PAGE.replace(
        '## Options {#options}\n',
        '## Options {#options}\n\n{/* Keep in step with the plugin. */}\n\n<!-- a note -->\n',
      ),
    );
  });
});

describe('fingerprint: what counts', () => {
  it('a changed word, a negation, a word added or removed', () => {
    differs(PAGE.replace('minifies the output', 'compresses the output'));
    differs(PAGE.replace('in production builds', 'in development builds'));
    differs(PAGE.replace('Works with', "Doesn't work with"));
    differs(PAGE.replace('Set it to', 'Never set it to'));
    differs(PAGE.replace(' Added in 1.1.5.', ''));
  });

  it('inline code, numbers and versions, link targets, components and version notes', () => {
    differs(PAGE.replace('`false` to keep', '`true` to keep'));
    differs(PAGE.replace('Added in 1.1.5', 'Added in 1.1.6'));
    differs(PAGE.replace('(/guide/debug/)', '(/guide/debug/build-profiling)'));
    differs(PAGE.replace('<Badge>1.2.0+</Badge>', '<Badge>1.3.0+</Badge>'));
    differs(PAGE.replace('configKey: output.minify', 'configKey: output.minify\nconfigAdded: 1.2.0'));
  });

  it('headings, even a slip in one, and their ids', () => {
    differs(PAGE.replace('## Options {#options}', '## Optoins {#options}'));
    differs(PAGE.replace('## Options {#options}', '## Options {#option}'));
    differs(PAGE.replace('## Options', '### Options'));
  });

  it('tables, containers and code blocks, to the character', () => {
    differs(PAGE.replace('| `js` | `true` |', '| `js` | `false` |'));
    differs(PAGE.replace('| --- | --- |', '| --- | :-: |'));
    differs(PAGE.replace(':::tip Keep names', ':::warning Keep names'));
    differs(PAGE.replace('minify: false }', 'minify: true }'));
    differs(PAGE.replace('  output: {', '    output: {'));
    differs(PAGE.replace('```ts title="rsbuild.config.ts"', '```ts title="rsbuild.config.mjs"'));
  });

  it('a description whose meaning changed', () => {
    differs(PAGE.replace('output on or off.', 'output on.'));
  });
});

describe('fingerprint', () => {
  it('lists the headings as written, not a code line that starts with #', () => {
    expect(base.headings).toEqual(['# output.minify', '## Options {#options}']);
    expect(base.lines).toContain('  # build once');
  });

  it('splices included fragments in, so a changed fragment changes the page', () => {
    const page = '# Install\n\n<Include file="install.mdx" />\n';
    const withFragment = (text: string) =>
      fingerprint(page, { fragment: (name) => (name === 'install.mdx' ? text : undefined) });
    expect(withFragment('## Steps\n\nRun it.\n').headings).toEqual(['# Install', '## Steps']);
    expect(withFragment('Run it.\n').hash).not.toBe(withFragment('Run it twice.\n').hash);
    expect(fingerprint(page, { fragment: () => '<Include file="install.mdx" />\n' }).lines).toEqual([
      '# Install',
      '<Include file="install.mdx" />',
    ]);
  });

  it('keeps the attributes of a tag written over several lines as they are', () => {
    const card = (title: string) => fingerprint(`<LinkCard\n  title="${title}"\n  href="/guide/start/"\n/>\n`);
    expect(card('Quick start').lines).toEqual(['<LinkCard', 'title="Quick start"', 'href="/guide/start/"', '/>']);
    expect(card('Quick start').hash).not.toBe(card('Quikc start').hash);
  });
});

describe('proseKey', () => {
  it('keeps code-like words as written and reduces plain words', () => {
    expect(proseKey('Use `output.minify` with defineConfig, HMR and 1.2.0')).toBe(
      proseKey('use `output.minify` whit defineConfig HMR adn 1.2.0'),
    );
    expect(proseKey('defineConfig')).not.toBe(proseKey('DefineConfig'));
    expect(proseKey('on')).not.toBe(proseKey('no'));
    expect(proseKey('can')).not.toBe(proseKey("can't"));
    expect(proseKey('enabled')).not.toBe(proseKey('disabled'));
  });
});
