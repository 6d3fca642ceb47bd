import fs from 'node:fs';
import path from 'node:path';
import { buildContentIndex } from './content-index';
import { ContentErrors } from './errors';
import { tempDir, writeContentTree } from '../../testing/content-tree';

const twin = (name: string, en: string, zh = en) => ({ [`en/${name}`]: en, [`zh/${name}`]: zh });

function errorsOf(files: Record<string, string>): string[] {
  try {
    buildContentIndex({ contentDir: writeContentTree(files), git: false });
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors.map((e) => e.message);
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

describe('buildContentIndex', () => {
  const contentDir = writeContentTree({
    ...twin('guide/start/index.mdx', '# Introduction\n\nRsbuild builds web apps.\n\n## Why it is fast\n\n### Rust {#rust}\n\n##### Deep\n\nSee [quick start](/guide/start/quick-start#install).\n', '# 介绍\n\n介绍文字。\n\n## 为什么快\n\n### Rust {#rust}\n\n##### 深\n\n看 [快速上手](/guide/start/quick-start#install)。\n'),
    ...twin('guide/start/quick-start.mdx', '---\ndescription: Start here.\n---\n# Quick start\n\n## Install {#install}\n\n<Include file="tip.mdx" />\n'),
    ...twin('shared/tip.mdx', '## From a fragment\n\nShared text.\n'),
    ...twin('index.mdx', '---\npageType: home\n---\n'),
  });
  const index = buildContentIndex({ contentDir, git: false });

  it('routes every page of both languages, section roots with their slash, fragments not at all', () => {
    expect(index.pages.map((p) => p.routePath).sort()).toEqual(['/', '/guide/start/', '/guide/start/quick-start', '/zh/', '/zh/guide/start/', '/zh/guide/start/quick-start']);
  });

  it('builds the page data of each page', () => {
    const page = index.byRoutePath.get('/zh/guide/start/')!;
    expect(page).toMatchObject({
      pagePath: 'content/zh/guide/start/index.mdx',
      routePath: '/zh/guide/start/',
      route: '/guide/start/',
      pageType: 'doc',
      title: '介绍',
      lang: 'zh',
      version: '',
      feeds: [],
      _relativePath: 'zh/guide/start/index.mdx',
      description: '介绍文字。',
    });
    expect(page.toc).toEqual([
      { text: '为什么快', id: '为什么快', depth: 2, charIndex: expect.any(Number) },
      { text: 'Rust', id: 'rust', depth: 3, charIndex: expect.any(Number) },
    ]);
    expect(page.toc[0].charIndex).toBeGreaterThan(0);
    expect(page.anchors).toContain('深');
  });

  it('slugs headings with github-slugger and takes headings from included fragments', () => {
    expect(index.byRoutePath.get('/guide/start/')!.toc.map((t) => t.id)).toEqual(['why-it-is-fast', 'rust']);
    expect(index.byRoutePath.get('/guide/start/quick-start')!.toc.map((t) => t.id)).toEqual(['install', 'from-a-fragment']);
  });

  it('takes the description from frontmatter, and the home title from the site', () => {
    expect(index.byRoutePath.get('/guide/start/quick-start')!.description).toBe('Start here.');
    expect(index.byRoutePath.get('/')).toMatchObject({ pageType: 'home', title: 'Rsbuild' });
  });
});

describe('build-time integrity errors name the file and line', () => {
  const ok = twin('guide/a.mdx', '# A\n\n## Section\n');

  it('a link to a page that does not exist', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\nSee [x](/guide/nope).\n') })).toEqual([
      'content/en/guide/b.mdx:3:5: link "/guide/nope": no such page',
      'content/zh/guide/b.mdx:3:5: link "/guide/nope": no such page',
    ]);
  });

  it('a fragment that matches no heading of the target page', () => {
    const errors = errorsOf({ ...ok, ...twin('guide/b.mdx', '---\ntitle: B\n---\n# B\n\n[x](/guide/a#section) [y](/guide/a#nope) [z](#missing)\n') });
    expect(errors).toContain('content/en/guide/b.mdx:6:23: link "/guide/a#nope": content/en/guide/a.mdx has no heading with id "nope"');
    expect(errors).toContain('content/en/guide/b.mdx:6:42: link to #missing: no heading with that id on this page');
    expect(errors).toHaveLength(4);
  });

  it('a page without its twin in the other language', () => {
    expect(errorsOf({ ...ok, 'en/guide/only.mdx': '# Only\n' })).toEqual(['content/en/guide/only.mdx: no zh translation: add content/zh/guide/only.mdx']);
  });

  it('invalid frontmatter: an unknown field, a wrong type, broken YAML', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '---\ntitle: B\nsidebar: maybe\n---\n# B\n') })).toContain('content/en/guide/b.mdx:3: frontmatter "sidebar" must be true or false');
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '---\ntitel: B\n---\n# B\n') })).toContain('content/en/guide/b.mdx:2: unknown frontmatter field "titel"');
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '---\ntitle: [B\n---\n# B\n') })[0]).toMatch(/^content\/en\/guide\/b\.mdx:\d+(:\d+)?: invalid frontmatter/);
  });

  it('a home pageType away from the home page, or a doc page as the home page, at the line of pageType', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '---\ntitle: B\npageType: home\n---\n') })).toContain(
      'content/en/guide/b.mdx:3: pageType "home" is for a language\'s home page (index.mdx at the top of the language) only',
    );
    expect(errorsOf({ ...ok, ...twin('index.mdx', '# Welcome\n') })).toContain(
      'content/en/index.mdx:1: pageType "doc" cannot be a language\'s home page: use home, custom or blank',
    );
    for (const pageType of ['home', 'custom', 'blank'])
      expect(() => buildContentIndex({ contentDir: writeContentTree({ ...ok, ...twin('index.mdx', `---\ntitle: Home\npageType: ${pageType}\n---\n`) }), git: false })).not.toThrow();
  });

  it('MDX that does not compile', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '---\ntitle: B\n---\n# B\n\nA <div unclosed\n') })[0]).toMatch(/^content\/en\/guide\/b\.mdx:6:\d+: invalid MDX: /);
  });

  it('an unknown component', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n<Carousel />\n') })[0]).toMatch(/^content\/en\/guide\/b\.mdx:3:1: unknown component <Carousel>/);
  });

  it('a raw script, meta or base element in the body, with file and line', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\nText\n\n<script>alert(1)</script>\n') })[0]).toMatch(/^content\/en\/guide\/b\.mdx:5:1: <script> is not allowed in content/);
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '---\ntitle: B\n---\n# B\n\nA <script src="https://evil.example/x.js" /> inline\n') })[0]).toMatch(/^content\/en\/guide\/b\.mdx:6:3: <script> is not allowed/);
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n<meta httpEquiv="refresh" content="0;url=https://evil.example" />\n') })[0]).toMatch(/^content\/en\/guide\/b\.mdx:3:1: <meta> is not allowed/);
    expect(() => buildContentIndex({ contentDir: writeContentTree({ ...ok, ...twin('guide/b.mdx', '# B\n\n```html\n<script>fine()</script>\n```\n') }), git: false })).not.toThrow();
  });

  it('frontmatter head entries that are scripts or redirect, at the line of the entry', () => {
    const head = (entry: string) => `---\ntitle: B\nhead:\n  - [meta, { name: keywords, content: a }]\n  - ${entry}\n---\n# B\n`;
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', head("[script, { src: 'https://evil.example/x.js' }]")) })).toContain('content/en/guide/b.mdx:5: frontmatter "head" entry 2: <script> is not supported in the head (use meta or link)');
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', head("[meta, { http-equiv: refresh, content: '0;url=https://evil.example' }]")) })[0]).toMatch(/^content\/en\/guide\/b\.mdx:5: frontmatter "head" entry 2: <meta http-equiv="refresh"> is not allowed/);
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', head("[meta, { HTTP-EQUIV: Refresh, content: '0' }]")) })[0]).toMatch(/:5: .*http-equiv="refresh"/);
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', head("[link, { rel: modulepreload, href: '/x.js' }]")) })[0]).toMatch(/:5: .*may not load a script/);
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', head("[link, { rel: icon, href: 'javascript:alert(1)' }]")) })[0]).toMatch(/:5: .*script URL/);
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', head("[meta, { name: x, content: y, onload: 'alert(1)' }]")) })[0]).toMatch(/:5: .*event handler/);
    expect(() => buildContentIndex({ contentDir: writeContentTree({ ...ok, ...twin('guide/b.mdx', head('[link, { rel: preconnect, href: "https://x.dev" }]')) }), git: false })).not.toThrow();
  });

  it('a container left open, or of an unknown kind', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n:::tip\nText\n') })[0]).toBe('content/en/guide/b.mdx:3:1: container opened here is never closed with ":::"');
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n:::note\nText\n:::\n') })[0]).toMatch(/^content\/en\/guide\/b\.mdx:3:1: unknown container ":::note"/);
  });

  it('a link written with a language prefix or as a relative path', () => {
    const errors = errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n[a](/zh/guide/a) [b](./a)\n') });
    expect(errors[0]).toMatch(/carries a language prefix/);
    expect(errors[1]).toMatch(/must be an absolute path/);
  });

  it('a missing fragment file for <Include>', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n<Include file="nope.mdx" />\n') })[0]).toBe('content/en/guide/b.mdx:3: <Include>: no fragment en/shared/nope.mdx');
  });

  it('placeholder text', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\nDetails are coming soon.\n') })[0]).toBe('content/en/guide/b.mdx:3:13: placeholder text "coming soon": write the real content');
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '---\nconfigType: TODO\n---\n# B\n') })[0]).toBe('content/en/guide/b.mdx:2:13: placeholder text "TODO": write the real content');
  });

  it('reports every problem of the tree at once', () => {
    expect(errorsOf({ ...ok, ...twin('guide/b.mdx', '# B\n\n[x](/nope) <Nope />\n'), 'zh/guide/c.mdx': '# C\n' })).toHaveLength(5);
  });
});

describe('the per-file analysis cache of next dev', () => {
  it('re-reads a changed page and every page when a fragment changes', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const contentDir = writeContentTree({ ...twin('a.mdx', '# A\n\n<Include file="f.mdx" />\n'), ...twin('shared/f.mdx', '## One\n') });
    const cache = new Map();
    const first = buildContentIndex({ contentDir, git: false, cache });
    expect(first.byRoutePath.get('/a')!.toc.map((t) => t.id)).toEqual(['one']);
    expect(buildContentIndex({ contentDir, git: false, cache }).byRoutePath.get('/a')).toBe(first.byRoutePath.get('/a'));

    const later = (file: string, text: string) => {
      fs.writeFileSync(file, text);
      const t = new Date(Date.now() + 5000);
      fs.utimesSync(file, t, t);
    };
    later(path.join(contentDir, 'en/a.mdx'), '# A changed\n\n<Include file="f.mdx" />\n');
    expect(buildContentIndex({ contentDir, git: false, cache }).byRoutePath.get('/a')!.title).toBe('A changed');
    later(path.join(contentDir, 'en/shared/f.mdx'), '## Two\n');
    expect(buildContentIndex({ contentDir, git: false, cache }).byRoutePath.get('/a')!.toc.map((t) => t.id)).toEqual(['two']);
  });
});

describe('buildContentIndex with a disk cache', () => {
  it('gives the same index from cached analyses, and re-analyses a changed page', () => {
    const cacheDir = tempDir('analysis-cache-test');
    const contentDir = writeContentTree(twin('guide/a.mdx', '# A\n\n## One\n'));
    const fresh = buildContentIndex({ contentDir, git: false, cacheDir });
    expect(fs.readdirSync(path.join(cacheDir, 'analysis'))).toHaveLength(2);
    expect(buildContentIndex({ contentDir, git: false, cacheDir }).pages).toEqual(fresh.pages);

    fs.writeFileSync(path.join(contentDir, 'en/guide/a.mdx'), '# A\n\n## Two\n');
    const changed = buildContentIndex({ contentDir, git: false, cacheDir });
    expect(changed.byRoutePath.get('/guide/a')!.toc.map((t) => t.text)).toEqual(['Two']);
  });
});
