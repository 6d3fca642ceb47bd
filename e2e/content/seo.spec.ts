import { type Page } from '@playwright/test';
import { test, expect } from '../support/hydrated';

const SITE = 'https://rsbuild.rs';
const local = (url: string) => url.replace(SITE, '');

/** Release dates (docs/behaviour.md §9). */
const RELEASES: Record<string, string> = {
  'v1-0': '2024-09-10',
  'v0-7': '2024-05-28',
  'v0-6': '2024-04-10',
  'v0-5': '2024-03-19',
  'v0-4': '2024-02-06',
  'v0-3': '2024-01-10',
  'v0-2': '2023-12-11',
  'v0-1': '2023-11-22',
};

/** Parses XML in the browser; fails on anything that is not well-formed. */
async function parseXml(page: Page, text: string) {
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
    const root = doc.documentElement;
    const all = (name: string) => [...doc.getElementsByTagName(name)];
    const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;
    if (root.nodeName === 'rss') {
      const channel = all('channel')[0];
      return {
        root: 'rss',
        language: text(channel, 'language'),
        link: [...channel.children].find((c) => c.nodeName === 'link')?.textContent ?? null,
        items: all('item').map((item) => ({ title: text(item, 'title'), link: text(item, 'link'), date: text(item, 'pubDate'), summary: text(item, 'description'), content: text(item, 'content:encoded') })),
      };
    }
    return {
      root: root.nodeName,
      language: root.getAttribute('xml:lang'),
      link: [...root.children].find((c) => c.nodeName === 'link' && c.getAttribute('rel') === 'alternate')?.getAttribute('href') ?? null,
      items: all('entry').map((entry) => ({
        title: text(entry, 'title'),
        link: entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? null,
        date: text(entry, 'published'),
        summary: text(entry, 'summary'),
        content: text(entry, 'content'),
      })),
    };
  }, text);
}

test.describe('release feeds', () => {
  for (const { lang, prefix, language } of [
    { lang: 'en', prefix: '', language: 'en' },
    { lang: 'zh', prefix: '/zh', language: 'zh-CN' },
  ]) {
    for (const format of ['rss', 'atom'] as const) {
      test(`${lang} ${format}: every release with its date, absolute link, title, summary and content`, async ({ page, request }) => {
        const response = await request.get(`${prefix}/community/releases/${format}.xml`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('xml');
        const feed = await parseXml(page, await response.text());
        expect(feed.root).toBe(format === 'rss' ? 'rss' : 'feed');
        expect(feed.language).toBe(language);
        expect(feed.link).toBe(`${SITE}${prefix}/community/releases/`);
        expect(feed.items.map((i) => i.link)).toEqual(Object.keys(RELEASES).map((v) => `${SITE}${prefix}/community/releases/${v}`));
        for (const item of feed.items) {
          const version = item.link!.split('/').pop()!;
          expect(new Date(item.date!).toISOString().slice(0, 10)).toBe(RELEASES[version]);
          expect(item.title).toMatch(/^Rsbuild \d\.\d$/);
          expect(item.summary!.length).toBeGreaterThan(20);
          expect(item.content).toContain('<p>');
          // The item's link is a real page of the export, in the feed's language.
          const target = await request.get(local(item.link!));
          expect(target.status()).toBe(200);
          expect(await target.text()).toContain(`<html lang="${language}"`);
        }
      });
    }
  }

  test('release pages and the releases index link their language\'s feeds in the head; other pages do not', async ({ page }) => {
    for (const [path, prefix] of [
      ['/community/releases/v0-6', ''],
      ['/community/releases/', ''],
      ['/zh/community/releases/v1-0', '/zh'],
    ]) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${SITE}${prefix}/community/releases/rss.xml`);
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${SITE}${prefix}/community/releases/atom.xml`);
    }
    await page.goto('/guide/start/quick-start');
    await expect(page.locator('head link[type="application/rss+xml"]')).toHaveCount(0);
  });
});

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

test.describe('structured data', () => {
  const jsonLd = (page: Page) => page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((e) => JSON.parse(e.textContent!)));

  test('doc pages carry a BreadcrumbList from the sidebar path, ending at the page', async ({ page }) => {
    await page.goto('/config/output/minify');
    const [crumbs] = await jsonLd(page);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Rsbuild', 'Config', 'output', 'output.minify']);
    expect(crumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3, 4]);
    expect(crumbs.itemListElement.at(-1).item).toBe(`${SITE}/config/output/minify`);
    // The sidebar shows the same group the breadcrumb names.
    await expect(page.locator('.sidebar').getByText('output', { exact: true }).first()).toBeVisible();

    await page.goto('/zh/guide/basic/server');
    const [zh] = await jsonLd(page);
    expect(zh.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Rsbuild', '指南', '基础', await page.locator('main h1').innerText()]);
    for (const item of zh.itemListElement) expect((await page.request.get(local(item.item))).status()).toBe(200);
  });

  test('the home page carries WebSite with a SearchAction', async ({ page }) => {
    for (const [path, lang] of [['/', 'en'], ['/zh/', 'zh-CN']]) {
      await page.goto(path);
      const data = await jsonLd(page);
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ '@type': 'WebSite', name: 'Rsbuild', url: `${SITE}${path}`, inLanguage: lang });
      expect(data[0].potentialAction['@type']).toBe('SearchAction');
      expect(data[0].potentialAction.target.urlTemplate).toBe(`${SITE}${path}?q={search_term_string}`);
    }
  });
});

test.describe('machine-readable docs', () => {
  test('llms.txt has one line per page of its language, each linking a Markdown copy that exists', async ({ request }) => {
    for (const prefix of ['', '/zh']) {
      const txt = await (await request.get(`${prefix}/llms.txt`)).text();
      // Title, `>` summary, then the details paragraph a parser of the llms.txt proposal reads as such.
      expect(txt).toMatch(/^# Rsbuild\n\n> [^\n]+\n\n[^#>\n-][^\n]*llms-full\.txt[^\n]*\n\n## /);
      const links = [...txt.matchAll(/^- \[[^\]]+\]\((\S+\.md)\)/gm)].map((m) => m[1]);
      expect(links.length).toBeGreaterThan(150);
      expect(new Set(links).size).toBe(links.length);
      for (const link of links) expect(link.startsWith(`${SITE}${prefix}/`), link).toBe(true);
      expect(links).toContain(`${SITE}${prefix}/guide/start/quick-start.md`);
      for (const link of links.filter((_, i) => i % 5 === 0)) expect((await request.get(local(link))).status(), link).toBe(200);

      const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
      expect(full.match(/^Source: https:\/\/rsbuild\.rs\//gm)?.length).toBe(links.length);
      expect(full).not.toMatch(/<(PackageManagerTabs|Callout|Tabs|Badge)\b/);
    }
  });

  test('every page has a Markdown copy next to its HTML, with components as plain Markdown', async ({ request }) => {
    const quickStart = await request.get('/guide/start/quick-start.md');
    expect(quickStart.status()).toBe(200);
    const md = await quickStart.text();
    expect(md.startsWith('# Quick start\n')).toBe(true);
    expect(md).toContain('```bash\nnpm create rsbuild@latest\n```');
    expect(md).toContain('- pnpm: `pnpm create rsbuild@latest`');
    expect(md).not.toMatch(/<[A-Z]\w+/);

    const zh = await (await request.get('/zh/guide/start/quick-start.md')).text();
    expect(zh.startsWith('# 快速上手\n')).toBe(true);
    expect(zh).toMatch(/\]\(https:\/\/rsbuild\.rs\/zh\//);

    const config = await (await request.get('/config/output/minify.md')).text();
    expect(config).toMatch(/^# output\.minify\n\n- \*\*Type\*\*: `boolean \| \{/);
    expect(config).toContain('- **Default**: `true`');
    const zhConfig = await (await request.get('/zh/config/output/minify.md')).text();
    expect(zhConfig).toContain('- **类型**：`boolean');

    // Section roots and the home pages: index.md in the folder of their index.html.
    for (const path of ['/guide/start/index.md', '/zh/guide/start/index.md', '/index.md', '/zh/index.md']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    // Containers are blockquotes with their title.
    expect(await (await request.get('/community/releases/v1-0.md')).text()).toContain('> **Which package is 1.0**');
  });

  test('doc pages offer "Copy page as Markdown" and a link to the .md', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/guide/start/quick-start');
    const link = page.getByRole('link', { name: 'View as Markdown' });
    await expect(link).toHaveAttribute('href', '/guide/start/quick-start.md');
    // Retried until the island has hydrated: a click before that does nothing.
    await expect(async () => {
      await page.getByRole('button', { name: 'Copy page as Markdown' }).click({ timeout: 1000 });
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    const expected = await (await page.request.get('/guide/start/quick-start.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    await page.goto('/zh/guide/start/');
    await expect(page.getByRole('link', { name: '查看 Markdown 原文' })).toHaveAttribute('href', '/zh/guide/start/index.md');
    await expect(async () => {
      await page.getByRole('button', { name: '复制页面为 Markdown' }).click({ timeout: 1000 });
      await expect(page.getByRole('button', { name: '已复制' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# 介绍\n/);
  });
});
