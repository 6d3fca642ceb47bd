// The ranking rules of the local engine, on small hand-made indexes: each test would fail if its rule
// stopped holding.
import { createEngine, MAX_PER_PAGE } from './engine';
import { guidePage as guide, optionPage as option, searchIndex as index } from '../../testing/search-index';

/** A page with one section of paragraphs. */
const onePage = (url: string, section: string, title: string, content: string[]) => ({
  url,
  section,
  title,
  sections: [['', null, content] as [string, null, string[]]],
});

/** Pages that share none of a test's words, or only the one given, so that its words are rare. */
const fillers = (count: number, text = 'Nothing here.') =>
  Array.from({ length: count }, (_, i) => onePage(`/guide/filler-${i}`, 'Guide', `Filler ${i}`, [text]));

const pagesOf = (engine: ReturnType<typeof createEngine>, query: string) => [
  ...new Set(engine.search(query, 20).records.map((r) => r.url.split('#')[0])),
];

describe('ranking', () => {
  it('an option page outranks a guide that mentions the option many times', () => {
    const engine = createEngine(index([guide, option]));
    for (const query of ['distPath', 'output.distPath', 'dist path', 'distpa'])
      expect(pagesOf(engine, query)[0]).toBe('/config/output/dist-path');
  });

  it('the words of the path and the searchTerms frontmatter say what a page is about', () => {
    const engine = createEngine(index([guide, { ...option, terms: ['产物目录', '输出目录'] }]));
    expect(pagesOf(engine, 'dist')[0]).toBe('/config/output/dist-path');
    expect(pagesOf(engine, '输出目录')[0]).toBe('/config/output/dist-path');
  });

  it('a page the query names exactly, by its title or its path, ranks above pages whose name only contains it', () => {
    const page = (url: string, section: string, title: string) => ({
      url,
      section,
      title,
      sections: [['', null, ['About it.']] as [string, null, string[]]],
    });
    const alias = page('/config/resolve/alias', 'resolve', 'resolve.alias');
    const aliasStrategy = page('/config/resolve/alias-strategy', 'resolve', 'resolve.aliasStrategy');
    const cleanDistPath = page('/config/output/clean-dist-path', 'output', 'output.cleanDistPath');
    const distPath = page('/config/output/dist-path', 'output', 'output.distPath');
    const cssOption = page('/config/output/css-modules', 'output', 'output.cssModules');
    const cssGuide = page('/guide/styling/css-modules', 'Styling', 'CSS Modules');
    // Each pair listed with the page that only contains the query first, which the engine met first before.
    expect(pagesOf(createEngine(index([aliasStrategy, alias])), 'alias')).toEqual([
      '/config/resolve/alias',
      '/config/resolve/alias-strategy',
    ]);
    expect(pagesOf(createEngine(index([cleanDistPath, distPath])), 'dist path')[0]).toBe('/config/output/dist-path');
    // Both paths end in css-modules; only the guide's title is the query.
    expect(pagesOf(createEngine(index([cssOption, cssGuide])), 'css modules')[0]).toBe('/guide/styling/css-modules');
    expect(pagesOf(createEngine(index([cssGuide, cssOption])), 'output.cssModules')[0]).toBe(
      '/config/output/css-modules',
    );
  });

  it('shows at most three hits of a page, its best section first, then the next page', () => {
    const many = {
      url: '/guide/big',
      section: 'Guide',
      title: 'Big guide',
      sections: Array.from({ length: 10 }, (_, i): [string, string, string[]] => [
        `s${i}`,
        `Proxy part ${i}`,
        [`proxy text ${i}`],
      ]),
    };
    const proxy = {
      url: '/config/server/proxy',
      section: 'server',
      title: 'server.proxy',
      sections: [['', null, ['Forward requests.']] as [string, null, string[]]],
    };
    const engine = createEngine(index([many, proxy]));
    const urls = engine.search('proxy', 20).records.map((r) => r.url.split('#')[0]);
    expect(urls[0]).toBe('/config/server/proxy');
    expect(urls.filter((u) => u === '/guide/big')).toHaveLength(MAX_PER_PAGE);
  });

  it('ranks the current version of a topic above the older one that says more about it', () => {
    const v3 = {
      url: '/guide/styling/tailwindcss-v3',
      section: 'Styling',
      title: 'Tailwind CSS v3',
      sections: [['', null, ['Tailwind v3 setup.', 'Tailwind config.', 'More Tailwind.']] as [string, null, string[]]],
    };
    const v4 = {
      url: '/guide/styling/tailwindcss',
      section: 'Styling',
      title: 'Tailwind CSS',
      sections: [['', null, ['Install it.']] as [string, null, string[]]],
    };
    expect(pagesOf(createEngine(index([v3, v4])), 'tailwind')).toEqual([
      '/guide/styling/tailwindcss',
      '/guide/styling/tailwindcss-v3',
    ]);
  });

  it('never returns a paragraph that does not itself contain a query word', () => {
    const engine = createEngine(
      index([
        {
          url: '/guide/hmr',
          section: 'Guide',
          title: 'HMR',
          sections: [['overlay', 'Error overlay', ['Shown on compile errors.', 'Close it with Escape.']]],
        },
      ]),
    );
    const found = engine.search('overlay', 20).records;
    expect(found.filter((r) => r.type === 'content')).toEqual([]);
    expect(found.map((r) => r.type)).toContain('lvl2');
  });

  it('answers questions and misspellings: stop words are left out, a word found nowhere matches one typo away', () => {
    const minify = {
      url: '/config/output/minify',
      section: 'output',
      title: 'output.minify',
      sections: [['', null, ['Turns minification on or off.']] as [string, null, string[]]],
    };
    const engine = createEngine(index([guide, option, minify]));
    expect(pagesOf(engine, 'how do I minify')[0]).toBe('/config/output/minify');
    expect(pagesOf(engine, 'minfy')[0]).toBe('/config/output/minify');
    expect(engine.suggest('minfiy', 3)).toContain('minify');
  });

  it('ranks by how much of the query a record answers, and never hides a page that has one of its words', () => {
    const open = {
      url: '/config/server/open',
      section: 'server',
      title: 'server.open',
      sections: [['', null, ['Opens the browser when the dev server starts.']] as [string, null, string[]]],
    };
    const engine = createEngine(index([guide, option, open]));
    expect(pagesOf(engine, 'is there a way to open the browser automatically when the dev server starts')[0]).toBe(
      '/config/server/open',
    );
    // One word of eight is known: the list is not empty.
    expect(pagesOf(engine, 'zebra quokka platypus wombat narwhal okapi axolotl browser')).toEqual([
      '/config/server/open',
    ]);
    expect(pagesOf(engine, 'zebra quokka')).toEqual([]);
  });

  it('finds a word in any of its forms and marks the form the page uses', () => {
    const minify = {
      url: '/config/output/minify',
      section: 'output',
      title: 'output.minify',
      sections: [['', null, ['Whether to minify JS and CSS.']] as [string, null, string[]]],
    };
    const engine = createEngine(index([guide, minify]));
    for (const query of ['minifying', 'minified output', 'minifies'])
      expect(pagesOf(engine, query)[0]).toBe('/config/output/minify');
    expect(engine.search('minifying', 20).terms.map((t) => t.term)).toContain('minify');
  });

  it('answers a pasted error message by its words, not its punctuation, paths or quotes', () => {
    const faq = {
      url: '/guide/faq/exceptions',
      section: 'FAQ',
      title: 'Exceptions',
      sections: [
        [
          'cant-resolve',
          'Module not found: Can not resolve a module',
          ['A package imports a Node built-in such as fs.'],
        ],
      ] as Array<[string, string, string[]]>,
    };
    const engine = createEngine(index([guide, option, faq]));
    expect(pagesOf(engine, "Module not found: Error: Can't resolve 'fs' in '/home/me/app/src'")[0]).toBe(
      '/guide/faq/exceptions',
    );
  });

  it('counts a plural nearly as the word itself, and another form of it as half', () => {
    const proxying = onePage('/guide/basic/server', 'Basic', 'Proxying requests', ['Forward requests.']);
    const proxy = onePage('/config/server/proxy', 'server', 'server.proxy', ['Forward requests.']);
    // The page with the other form comes first in the index, so a tie would put it first.
    expect(pagesOf(createEngine(index([proxying, proxy])), 'proxies')[0]).toBe('/config/server/proxy');
  });

  it('lets each part of an identifier answer only its share of it', () => {
    const bar = onePage('/config/bar', 'config', 'Bar', ['Sets the bar.']);
    const whole = {
      url: '/guide/widgets',
      section: 'Guide',
      title: 'Widgets',
      sections: [
        ['', null, ['Widgets draw things.']],
        ['props', 'Props', ['Pass fooBar to the widget.']],
      ] as Array<[string, string | null, string[]]>,
    };
    // A title with one part of the identifier would win if the part answered all of it.
    expect(pagesOf(createEngine(index([...fillers(4), bar, whole])), 'fooBar')[0]).toBe('/guide/widgets');
  });

  it('leaves out a synonym none of whose words the index holds', () => {
    // 别名 is alias's synonym in the glossary. The English index has no 别名: the variant "别名 fully"
    // would leave "fully" alone to answer all of the query.
    const split = {
      url: '/config/split',
      section: 'config',
      title: 'split',
      sections: [
        ['', null, ['Split chunks.']],
        ['custom', 'Fully custom', ['Write your own.']],
      ] as Array<[string, string | null, string[]]>,
    };
    const mentions = [0, 1].map((i) => onePage(`/guide/a${i}`, 'Guide', `A ${i}`, ['An alias here.']));
    const offline = onePage('/guide/offline', 'Guide', 'Offline', ['Works fully offline.']);
    const alias = onePage('/config/resolve/alias', 'resolve', 'resolve.alias', ['Map import paths.']);
    expect(pagesOf(createEngine(index([split, ...mentions, offline, alias])), 'alias fully')[0]).toBe(
      '/config/resolve/alias',
    );
  });

  it('ranks a page a question names in plain words above a page that shares more of its other words', () => {
    const faq = onePage('/guide/faq/hmr', 'FAQ', 'HMR FAQ', ['Component state is lost on a full reload.']);
    const preact = onePage('/guide/framework/preact', 'Framework', 'Preact', ['Compile JSX for Preact.']);
    expect(pagesOf(createEngine(index([...fillers(4), faq, preact])), 'preact state lost')[0]).toBe(
      '/guide/framework/preact',
    );
  });

  it('does not take a name that a third of the pages use for the page the question names', () => {
    const css = onePage('/guide/styling/css', 'Styling', 'CSS', ['How styles are built.']);
    const lightning = {
      url: '/guide/lightning',
      section: 'Styling',
      title: 'Lightning',
      sections: [
        ['', null, ['Transforms styles.']],
        ['syntax', 'Syntax', ['Nesting works.']],
      ] as Array<[string, string | null, string[]]>,
    };
    expect(pagesOf(createEngine(index([...fillers(4, 'Plain css.'), css, lightning])), 'css nesting support')[0]).toBe(
      '/guide/lightning',
    );
  });

  it('ranks a page whose sections answer a question between them above one that answers part of it', () => {
    const caching = {
      ...onePage('/guide/caching', 'Guide', 'Caching', ['Files stay.']),
      description: 'The worker cache.',
    };
    const workers = {
      url: '/guide/service-worker',
      section: 'Guide',
      title: 'Service worker',
      sections: [
        ['', null, ['Run code in the background.']],
        ['storage', 'Storage', ['The cache keeps responses.']],
        ['limits', 'Limits', ['Mind the quota.']],
      ] as Array<[string, string | null, string[]]>,
    };
    expect(pagesOf(createEngine(index([caching, workers])), 'worker cache quota')[0]).toBe('/guide/service-worker');
  });
});
