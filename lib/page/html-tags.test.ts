import { getContentIndex } from '../content/site-index';
import { headTagHtml, htmlFileOf, pageHtmlTags } from './html-tags';
import { isOwnScript } from '../security/own-scripts';

describe("what only a page's HTML carries", () => {
  const index = getContentIndex();
  const page = (routePath: string) => index.byRoutePath.get(routePath)!;
  const isPage = (routePath: string) => index.byRoutePath.has(routePath);
  const tagsOf = (routePath: string) => pageHtmlTags(page(routePath), isPage, 'key');

  test("a doc page: its crawler tags, its canonical-path script marked as the site's own, and its breadcrumb trail", () => {
    const tags = tagsOf('/zh/config/output/minify');
    expect(tags).toContain(
      '<link rel="alternate" hreflang="en" href="https://rsbuild.rs/config/output/minify" data-page/>',
    );
    expect(tags).toContain('<meta property="og:url" content="https://rsbuild.rs/zh/config/output/minify" data-page/>');
    expect(tags).toContain('<meta property="og:locale" content="zh_CN" data-page/>');
    const [, attributes, source] = /<script ([^>]*)>(.*?)<\/script>/.exec(tags)!;
    expect(isOwnScript(attributes, source, 'key')).toBe(true);
    expect(source).toContain('"/zh/config/output/minify"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json" data-page>(.*)<\/script>$/.exec(tags)![1]);
    expect(jsonLd).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(jsonLd.itemListElement.at(-1)).toMatchObject({
      name: 'output.minify',
      item: 'https://rsbuild.rs/zh/config/output/minify',
    });
  });

  test('a release page is an article with its date and announces its feeds', () => {
    const tags = tagsOf('/community/releases/v1-0');
    expect(tags).toContain('<meta property="og:type" content="article" data-page/>');
    expect(tags).toContain('<meta property="article:published_time" content="2024-09-10" data-page/>');
    expect(tags).toContain('type="application/rss+xml" href="https://rsbuild.rs/community/releases/rss.xml"');
  });

  test('attribute values are escaped, so a description cannot end its tag', () => {
    expect(headTagHtml({ tag: 'meta', attributes: { name: 'description', content: 'a "b" & <c>' } })).toBe(
      '<meta name="description" content="a &quot;b&quot; &amp; &lt;c>" data-page/>',
    );
  });

  test('the home page describes the site; each page is found at its exported file', () => {
    expect(tagsOf('/')).toContain('"@type":"WebSite"');
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/guide/start/')).toBe('guide/start/index.html');
    expect(htmlFileOf('/zh/config/output/minify')).toBe('zh/config/output/minify.html');
  });
});
