import { checkExportLinks, urlOfPage } from './export-links';
import { attributes, decodeEntities, startTags } from './html-tags';

const siteUrl = 'https://example.com';
const page = (body: string, head = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

function check(pages: Record<string, string>, files: string[] = [], base?: string) {
  return checkExportLinks({ pages: new Map(Object.entries(pages)), files: new Set(files), siteUrl, base });
}

describe('urlOfPage', () => {
  it('maps files to the clean URLs a host serves them at', () => {
    expect(urlOfPage('index.html')).toBe('/');
    expect(urlOfPage('guide/start/index.html')).toBe('/guide/start/');
    expect(urlOfPage('config/output/minify.html')).toBe('/config/output/minify');
    expect(urlOfPage('zh/404.html')).toBe('/zh/404');
  });
});

describe('checkExportLinks', () => {
  const site = {
    'index.html': page(
      '<h1 id="top-title">Home</h1><a href="/guide/start/">Start</a><a href="/guide/a#install">Install</a>',
    ),
    'guide/start/index.html': page('<h2 id="why">Why</h2><a href="../a">A</a><a href="#why">Why</a>'),
    'guide/a.html': page(
      '<h2 id="install">Install</h2><h2 id="中文">中文</h2><a href="/guide/a.md">Markdown</a><a href="https://github.com/x#nope">GitHub</a><a href="mailto:a@b.c">Mail</a>',
    ),
  };

  it('accepts links to pages, section roots, other files and existing ids, and skips external links', () => {
    const report = check(site, ['guide/a.md']);
    expect(report.broken).toEqual([]);
    expect(report).toMatchObject({ pages: 3, links: 5, fragments: 2 });
  });

  it('reports a link to a page that does not exist, with the page it is on', () => {
    const report = check({ ...site, 'guide/b.html': page('<a href="/guide/missing">Missing</a>') }, ['guide/a.md']);
    expect(report.broken).toEqual([
      { page: '/guide/b', href: '/guide/missing', reason: 'no page or file at /guide/missing' },
    ]);
  });

  it('reports a fragment with no matching id on the target page, and on the same page', () => {
    const report = check(
      {
        ...site,
        'guide/b.html': page(
          '<h2 id="here">Here</h2><a href="/guide/a#configure">Configure</a><a href="#gone">Gone</a>',
        ),
      },
      ['guide/a.md'],
    );
    expect(report.broken).toEqual([
      { page: '/guide/b', href: '/guide/a#configure', reason: 'no id "configure" on /guide/a' },
      { page: '/guide/b', href: '#gone', reason: 'no id "gone" on /guide/b' },
    ]);
  });

  it('decodes percent-encoded fragments and entity-encoded hrefs', () => {
    const report = check(
      {
        ...site,
        'guide/b.html': page('<a href="/guide/a#%E4%B8%AD%E6%96%87">a</a><a href="/guide/a?x=1&amp;y=2#install">b</a>'),
      },
      ['guide/a.md'],
    );
    expect(report.broken).toEqual([]);
  });

  it('wants section roots with their slash, pages without one, and no .html', () => {
    const report = check(
      {
        ...site,
        'guide/b.html': page('<a href="/guide/start">a</a><a href="/guide/a/">b</a><a href="/guide/a.html">c</a>'),
      },
      ['guide/a.md'],
    );
    expect(report.broken.map((b) => b.reason)).toEqual([
      '/guide/start is a section root: link to /guide/start/',
      'no page at /guide/a/; the page is /guide/a',
      'not a clean URL: link to /guide/a',
    ]);
  });

  it('checks canonical and alternate links on the site address, not stylesheets', () => {
    const head =
      '<link rel="canonical" href="https://example.com/guide/gone"><link rel="alternate" hreflang="zh" href="https://example.com/zh/guide/a"><link rel="alternate" type="application/rss+xml" href="/rss.xml"><link rel="stylesheet" href="/missing.css">';
    const report = check({ ...site, 'guide/b.html': page('', head) }, ['guide/a.md', 'rss.xml']);
    expect(report.broken.map((b) => b.href)).toEqual([
      'https://example.com/guide/gone',
      'https://example.com/zh/guide/a',
    ]);
  });

  it('ignores links inside scripts, comments and code', () => {
    const body =
      '<script>self.__next_f.push([1,"<a href=\\"/nowhere\\">"])</script><!-- <a href="/old"> --><pre><code>&lt;a href="/x"&gt;</code></pre>';
    expect(check({ ...site, 'guide/b.html': page(body) }, ['guide/a.md']).broken).toEqual([]);
  });

  it('reports each broken href once per page, but counts every link', () => {
    const report = check({ 'index.html': page('<a href="/x">1</a><a href="/x">2</a>') });
    expect(report.broken).toHaveLength(1);
    expect(report.links).toBe(2);
  });

  it('under a base path, resolves links through the base and reports those that leave it', () => {
    const docs = {
      'index.html': page(
        '<a href="/docs/guide/start/">Start</a><a href="guide/a#install">Install</a><a href="https://example.com/">Main site</a><link rel="canonical" href="https://example.com/docs/">',
      ),
      'guide/start/index.html': page(
        '<a href="../a">A</a><a href="/guide/a">Outside</a><a href="/docs/guide/a#nope">Nope</a><a href="/docs/guide/start">No slash</a>',
      ),
      'guide/a.html': page('<h2 id="install">Install</h2><a href="/docs/guide/a.md">Markdown</a>'),
    };
    const report = check(docs, ['guide/a.md'], '/docs/');
    expect(report.broken).toEqual([
      { page: '/docs/guide/start/', href: '/guide/a', reason: 'outside the site base /docs/' },
      { page: '/docs/guide/start/', href: '/docs/guide/a#nope', reason: 'no id "nope" on /docs/guide/a' },
      {
        page: '/docs/guide/start/',
        href: '/docs/guide/start',
        reason: '/docs/guide/start is a section root: link to /docs/guide/start/',
      },
    ]);
    expect(report.links).toBe(8);
    expect(check(site, ['guide/a.md'], '/docs/').broken.map((b) => b.reason)).toContain('outside the site base /docs/');
  });
});

describe('checkExportLinks, pictures', () => {
  it('reports an image or srcset candidate that is not a file of the export, and passes those that are', () => {
    const report = check(
      {
        'index.html': page(
          '<img src="/images/a.png" alt="A"><picture><source srcset="/images/b.webp 1x, /images/c.webp 2x"><img src="/images/gone.png" alt="B"></picture><img src="https://cdn.example.org/x.png" alt="C">',
        ),
      },
      ['images/a.png', 'images/b.webp'],
    );
    expect(report.broken).toEqual([
      {
        page: '/',
        file: 'index.html',
        line: 1,
        href: '/images/c.webp',
        reason: 'image: no page or file at /images/c.webp',
      },
      {
        page: '/',
        file: 'index.html',
        line: 1,
        href: '/images/gone.png',
        reason: 'image: no page or file at /images/gone.png',
      },
    ]);
  });
});

describe('startTags', () => {
  it('reads quoted, unquoted and valueless attributes, keeping > inside quotes', () => {
    const [tag] = startTags('<A data-x="1 > 2" HREF=/a hidden href="/b">');
    expect(tag.name).toBe('a');
    expect(attributes(tag.raw)).toEqual({ 'data-x': '1 > 2', href: '/a', hidden: '' });
  });
  it('decodes character references', () => {
    expect(decodeEntities('a&amp;b&#39;&#x4e2d;&unknown;')).toBe("a&b'中&unknown;");
  });
});

describe('images of the export', () => {
  it('reports an img src, a srcset candidate and a video poster with no file, with the HTML file and line', () => {
    const html = page(
      '<p>Intro</p>\n<img src="/here.png" alt="">\n<img src="/missing.png" alt="x">\n<picture><source srcset="/here.png 1x, /big.png 2x"><img src="/here.png" alt=""></picture>\n<video src="/here.png" poster="/poster.jpg"></video><img src="https://cdn.example.org/x.png" alt="">',
    );
    const report = check({ 'guide/a.html': html }, ['here.png']);
    expect(report.broken).toEqual([
      {
        page: '/guide/a',
        href: '/missing.png',
        reason: 'image: no page or file at /missing.png',
        file: 'guide/a.html',
        line: 3,
      },
      {
        page: '/guide/a',
        href: '/big.png',
        reason: 'image: no page or file at /big.png',
        file: 'guide/a.html',
        line: 4,
      },
      {
        page: '/guide/a',
        href: '/poster.jpg',
        reason: 'image: no page or file at /poster.jpg',
        file: 'guide/a.html',
        line: 5,
      },
    ]);
    expect(report.images).toBe(4);
  });
});
