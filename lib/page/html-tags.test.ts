import { getContentIndex } from '../content/content-index';
import { htmlFileOf, pageHtmlTags } from './html-tags';
import { isOwnScript } from '../security/own-scripts';

describe("what only a page's HTML carries", () => {
  const index = getContentIndex();
  const page = (routePath: string) => index.byRoutePath.get(routePath)!;

  test('a doc page: its canonical-path script, marked as the site\'s own, and its breadcrumb trail', () => {
    const tags = pageHtmlTags(page('/zh/config/output/minify'), 'key');
    const [, attributes, source] = /^<script ([^>]*)>(.*?)<\/script>/.exec(tags)!;
    expect(isOwnScript(attributes, source, 'key')).toBe(true);
    expect(source).toContain('"/zh/config/output/minify"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>$/.exec(tags)![1]);
    expect(jsonLd).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(jsonLd.itemListElement.at(-1)).toMatchObject({ name: 'output.minify', item: 'https://rsbuild.rs/zh/config/output/minify' });
  });

  test('the home page describes the site; each page is found at its exported file', () => {
    expect(pageHtmlTags(page('/'), 'key')).toContain('"@type":"WebSite"');
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/guide/start/')).toBe('guide/start/index.html');
    expect(htmlFileOf('/zh/config/output/minify')).toBe('zh/config/output/minify.html');
  });
});
