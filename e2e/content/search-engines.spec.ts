// What search engines and link previews read: sitemap.xml, robots.txt, the head of a page of every kind
// (canonical, hreflang, description, OpenGraph and Twitter cards), and pages kept out of the index.
import { test, expect } from '../support';

const SITE = 'https://rsbuild.rs';
const local = (url: string) => url.replace(SITE, '');

test.describe('search engines', () => {
  test('sitemap.xml lists every page once, with its last-modified date and language twins', async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('sitemap is not well-formed');
      return [...doc.getElementsByTagName('url')].map((u) => ({
        loc: u.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: u.getElementsByTagName('lastmod')[0]?.textContent ?? '',
        alternates: [...u.getElementsByTagName('xhtml:link')].map((l) => l.getAttribute('hreflang')),
      }));
    }, xml);
    const llms = (await (await request.get('/llms.txt')).text()) + (await (await request.get('/zh/llms.txt')).text());
    const pageCount = llms.split('\n').filter((l) => l.startsWith('- [')).length;
    expect(urls.length).toBe(pageCount);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    expect(urls.map((u) => u.loc)).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/zh/`, `${SITE}/guide/start/quick-start`, `${SITE}/zh/config/output/minify`]));
    for (const url of urls) {
      expect(url.loc.startsWith(`${SITE}/`), url.loc).toBe(true);
      expect(Number.isNaN(Date.parse(url.lastmod)), `${url.loc} lastmod ${url.lastmod}`).toBe(false);
      expect(url.alternates).toEqual(['en', 'zh-CN', 'x-default']);
    }
    // Every listed page is served.
    for (const url of urls.filter((_, i) => i % 7 === 0)) expect((await request.get(local(url.loc))).status(), url.loc).toBe(200);
  });

  test('pages kept out of the index say so once: redirect stubs one canonical to the target, 404 pages one robots tag', async ({ page, request }) => {
    const head = (path: string) =>
      request.get(path, { maxRedirects: 0 }).then(async (response) =>
        page.evaluate((html) => {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          const all = (selector: string) => [...doc.head.querySelectorAll(selector)];
          return { canonical: all('link[rel="canonical"]').map((l) => l.getAttribute('href')), robots: all('meta[name="robots"]').map((m) => m.getAttribute('content')) };
        }, await response.text()),
      );
    // An old path of the redirect table (lib/site-config.ts), in both languages.
    expect(await head('/config/source/alias')).toEqual({ canonical: [`${SITE}/config/resolve/alias`], robots: ['noindex'] });
    expect(await head('/zh/config/source/alias')).toEqual({ canonical: [`${SITE}/zh/config/resolve/alias`], robots: ['noindex'] });
    for (const path of ['/no-such-page', '/zh/no-such-page', '/_not-found']) expect((await head(path)).robots, path).toEqual(['noindex']);
  });

  test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  // One page of every kind: home, section root, guide, config, plugin, release notes, both languages.
  const pages = [
    { path: '/', twin: '/zh/', type: 'home' },
    { path: '/zh/', twin: '/', type: 'home' },
    { path: '/guide/start/', twin: '/zh/guide/start/', type: 'doc' },
    { path: '/guide/start/quick-start', twin: '/zh/guide/start/quick-start', type: 'doc' },
    { path: '/zh/config/output/minify', twin: '/config/output/minify', type: 'doc' },
    { path: '/plugins/list/plugin-react', twin: '/zh/plugins/list/plugin-react', type: 'doc' },
    { path: '/community/releases/v1-0', twin: '/zh/community/releases/v1-0', type: 'doc' },
  ];
  test('a page of every kind: canonical, hreflang with x-default, description, OpenGraph and Twitter cards', async ({ page }) => {
    for (const { path, twin } of pages) await test.step(path, async () => {
      await page.goto(path);
      const head = page.locator('head');
      const en = path.startsWith('/zh/') ? twin : path;
      const zh = path.startsWith('/zh/') ? path : twin;
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${path}`);
      // Open Graph locales are language_TERRITORY, the page's own and its twin's.
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', path.startsWith('/zh/') ? 'zh_CN' : 'en_US');
      await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', path.startsWith('/zh/') ? 'en_US' : 'zh_CN');
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${SITE}${en}`);
      await expect(head.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', `${SITE}${zh}`);
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${SITE}${en}`);

      const title = await page.title();
      const description = await head.locator('meta[name="description"]').getAttribute('content');
      expect(description!.length).toBeGreaterThan(30);
      // A sentence or two, not the page (the authoring guide asks for at most 160 characters).
      expect(description!.length).toBeLessThanOrEqual(200);
      await expect(head.locator('meta[name="description"]')).toHaveCount(1);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE}${path}`);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
      await expect(head.locator('meta[name="twitter:description"]')).toHaveAttribute('content', description!);
      const image = await head.locator('meta[property="og:image"]').getAttribute('content');
      await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
      // The preview image is served by the site itself.
      const served = await page.request.get(local(image!));
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
      // Lighthouse SEO essentials: a title, a language, a viewport, crawlable and not blocked.
      expect(title.length).toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveAttribute('lang', /^(en|zh-CN)$/);
      await expect(head.locator('meta[name="viewport"]')).toHaveCount(1);
      await expect(head.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
      const uncrawlable = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!).filter((h) => h === '#' || h.startsWith('javascript:')));
      expect(uncrawlable).toEqual([]);
      const imagesWithoutAlt = await page.locator('img:not([alt])').count();
      expect(imagesWithoutAlt).toBe(0);
    });
  });

  test('head frontmatter entries are rendered into the head', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /Rsbuild, Rspack/);
    await page.goto('/zh/');
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /构建工具/);
  });
});
