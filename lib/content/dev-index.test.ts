import fs from 'node:fs';
import path from 'node:path';
import { analyzeMdx } from './analyze';
import { buildContentIndex } from './content-index';
import { buildDevIndex, leadingH1, newDevPageCache } from './dev-index';
import { preprocess } from './preprocess';
import { writeContentTree } from '../../testing/content-tree';

const twin = (name: string, en: string, zh = en) => ({ [`en/${name}`]: en, [`zh/${name}`]: zh });

const files = {
  ...twin('guide/start/index.mdx', '# Introduction\n\nRsbuild builds web apps.\n\n## Why it is fast\n\n### Rust {#rust}\n\nSee [quick start](/guide/start/quick-start#install).\n', '# 介绍\n\n介绍文字。\n\n## 为什么快\n\n### Rust {#rust}\n\n看 [快速上手](/guide/start/quick-start#install)。\n'),
  ...twin('guide/start/quick-start.mdx', '---\ndescription: Start here.\n---\n# Quick start\n\n## Install {#install}\n\n<Include file="tip.mdx" />\n'),
  ...twin('guide/start/titled.mdx', '---\ntitle: From the frontmatter\n---\n\nNo heading of its own.\n'),
  ...twin('guide/start/linked.mdx', 'An intro with [a link][ref].\n\n# Linked `title`\n\n[ref]: /guide/start/\n'),
  ...twin('shared/tip.mdx', '## From a fragment\n\nShared text.\n'),
  ...twin('index.mdx', '---\npageType: home\n---\n'),
};

describe('buildDevIndex', () => {
  it('gives every page the data the build gives it, field for field and in the same order', () => {
    const contentDir = writeContentTree(files);
    const built = buildContentIndex({ contentDir, git: false });
    const dev = buildDevIndex(contentDir, newDevPageCache());
    expect(dev.pages.map((p) => p.routePath)).toEqual(built.pages.map((p) => p.routePath));
    for (const page of built.pages) expect(JSON.stringify(dev.byRoutePath.get(page.routePath))).toBe(JSON.stringify(page));
  });

  it('lists the routes without reading a page, and reads only what is asked for', () => {
    const contentDir = writeContentTree(files);
    const cache = newDevPageCache();
    const index = buildDevIndex(contentDir, cache);
    expect(index.byRoutePath.has('/zh/guide/start/quick-start')).toBe(true);
    expect([cache.heads.size, cache.titles.size, cache.analyses.size]).toEqual([0, 0, 0]);
    // A title from the start of the body: no analysis of the page.
    expect(index.byRoutePath.get('/guide/start/')!.title).toBe('Introduction');
    expect(index.byRoutePath.get('/guide/start/titled')!.title).toBe('From the frontmatter');
    expect(cache.analyses.size).toBe(0);
    // A start that does not settle it (a reference link before the h1): the whole analysis.
    expect(index.byRoutePath.get('/guide/start/linked')!.title).toBe('Linked title');
    expect(cache.analyses.size).toBe(1);
    expect(index.byRoutePath.get('/guide/start/quick-start')!.toc.map((t) => t.id)).toEqual(['install', 'from-a-fragment']);
    expect(cache.analyses.size).toBe(2);
  });

  it('reads a changed page again, and a broken one shows its problem and keeps its last good values', () => {
    const contentDir = writeContentTree(files);
    const cache = newDevPageCache();
    const file = path.join(contentDir, 'en/guide/start/index.mdx');
    const first = buildDevIndex(contentDir, cache);
    expect(first.byRoutePath.get('/guide/start/')!.toc).toHaveLength(2);

    fs.writeFileSync(file, '# Introduction\n\n## Only one section\n\nBroken <span\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const broken = buildDevIndex(contentDir, cache);
    const page = broken.byRoutePath.get('/guide/start/')!;
    expect(page.title).toBe('Introduction');
    expect(page.toc).toHaveLength(2);
    expect([...broken.met.values()].map((e) => e.message)).toEqual([expect.stringMatching(/^content\/en\/guide\/start\/index\.mdx:5:\d+: invalid MDX/)]);

    fs.writeFileSync(file, '# Introduction again\n\n## Only one section\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10000));
    const fixed = buildDevIndex(contentDir, cache);
    expect(fixed.byRoutePath.get('/guide/start/')!.toc.map((t) => t.text)).toEqual(['Only one section']);
    expect(fixed.byRoutePath.get('/guide/start/')!.title).toBe('Introduction again');
    expect(fixed.met.size).toBe(0);
  });
});

describe('leadingH1', () => {
  const options = { file: 'content/en/a.mdx', lang: 'en' as const, contentDir: '/nowhere', bodyLine: 1 };
  // Bodies as the pipeline hands them over (preprocess escapes a heading's `{#id}`).
  const agrees = (body: string) => {
    const source = preprocess(body, options.file);
    const h1 = leadingH1(source, options);
    if (h1 !== undefined) expect(h1).toBe(analyzeMdx(source, options).h1);
    return h1;
  };

  it('reads the first h1 from the start of the body, as the whole analysis does', () => {
    expect(agrees('# Plain title\n\nText.\n\n# Second\n')).toBe('Plain title');
    expect(agrees('Title\n=====\n\n# Later\n')).toBe('Title');
    expect(agrees('# The `dev.hmr` option {#hmr}\n')).toBe('The dev.hmr option');
  });

  it('leaves undecided what text after the h1 line could change or what is not an h1 at all', () => {
    expect(agrees('```bash\n# a comment\n```\n\n# Title\n')).toBeUndefined();
    expect(agrees('# A [reference] title\n\n[reference]: /guide/\n')).toBeUndefined();
    expect(agrees('<Tabs>\n# Inside\n</Tabs>\n')).toBeUndefined();
    expect(agrees('No heading at all.\n')).toBeUndefined();
  });
});
