import { buildContentIndex } from '../content/content-index';
import { writeContentTree } from '../../testing/content-tree';
import type { PageData } from '../content/page-data';
import { feedLinksFor, feedPath } from './links';
import { releaseEntries, releaseFeedXml, releasePages } from './release-feed';
import { releaseFeedFile } from './feed-file';

const SITE = 'https://docs.example';
const twin = (name: string, en: string, zh: string) => ({ [`en/${name}`]: en, [`zh/${name}`]: zh });
const release = (v: string, date: string, extra = '') =>
  `---\npublished_at: '${date}'\ndescription: Summary of ${v}.\n---\n# Rsbuild ${v}\n\nReleased. See [port](/config/server/port).${extra}\n`;

const contentDir = writeContentTree({
  ...twin('community/releases/index.mdx', '# Releases\n\nAll of them.\n', '# 版本发布\n\n全部。\n'),
  ...twin(
    'community/releases/v0-6.mdx',
    release('0.6', '2024-04-10', '\n\n:::tip\nPort 3000.\n:::'),
    release('0.6', '2024-04-10').replace('Released.', '发布了。'),
  ),
  ...twin('community/releases/v1-0.mdx', release('1.0', '2024-09-10'), release('1.0', '2024-09-10')),
  ...twin('community/releases/v0-1.mdx', release('0.1', '2023-11-22'), release('0.1', '2023-11-22')),
  ...twin('config/server/port.mdx', '# server.port\n\nThe port.\n', '# server.port\n\n端口。\n'),
});
const index = buildContentIndex({ contentDir, git: false });

test('release pages and the releases index carry the feeds of their language; other pages none', () => {
  expect(index.byRoutePath.get('/zh/community/releases/v1-0')!.feeds).toEqual([
    { url: 'https://rsbuild.rs/zh/community/releases/rss.xml', mime: 'application/rss+xml', language: 'zh-CN' },
    { url: 'https://rsbuild.rs/zh/community/releases/atom.xml', mime: 'application/atom+xml', language: 'zh-CN' },
  ]);
  expect(index.byRoutePath.get('/community/releases/')!.feeds.map((f) => f.language)).toEqual(['en', 'en']);
  expect(index.byRoutePath.get('/config/server/port')!.feeds).toEqual([]);
  expect(feedLinksFor('/community/releases/v0-1', 'en', SITE)[0].url).toBe(`${SITE}/community/releases/rss.xml`);
  expect(feedPath('zh', 'atom')).toBe('/zh/community/releases/atom.xml');
});

test('release entries are the release pages, newest first, with absolute links, summary and content', () => {
  const entries = releaseEntries(index.pages, 'en', (p) => `<p>${p.title}</p>`, SITE);
  expect(entries.map((e) => [e.title, e.date, e.url])).toEqual([
    ['Rsbuild 1.0', '2024-09-10', `${SITE}/community/releases/v1-0`],
    ['Rsbuild 0.6', '2024-04-10', `${SITE}/community/releases/v0-6`],
    ['Rsbuild 0.1', '2023-11-22', `${SITE}/community/releases/v0-1`],
  ]);
  expect(entries[0]).toMatchObject({ summary: 'Summary of 1.0.', html: '<p>Rsbuild 1.0</p>' });
});

test('a release page without published_at fails with its file', () => {
  const page = { ...index.byRoutePath.get('/community/releases/v0-6')!, frontmatter: {} } as PageData;
  expect(() => releasePages([page], 'en')).toThrow(/content\/en\/community\/releases\/v0-6\.mdx.*published_at/);
});

test('RSS 2.0: channel language, items with link, guid, date, summary and content', () => {
  const xml = releaseFeedXml(
    'zh',
    'rss',
    releaseEntries(index.pages, 'zh', () => '<p>正文</p>', SITE),
    SITE,
  );
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\s*<rss version="2\.0"/);
  expect(xml).toContain('<language>zh-CN</language>');
  expect(xml).toContain('<title>Rsbuild 版本发布</title>');
  expect(xml).toContain(`<link>${SITE}/zh/community/releases/</link>`);
  expect(xml.match(/<item>/g)).toHaveLength(3);
  expect(xml).toContain(`<link>${SITE}/zh/community/releases/v1-0</link>`);
  expect(xml).toContain('<pubDate>Tue, 10 Sep 2024 00:00:00 GMT</pubDate>');
  expect(xml).toContain('<content:encoded><![CDATA[<p>正文</p>]]></content:encoded>');
  expect(xml).toContain('<lastBuildDate>Tue, 10 Sep 2024 00:00:00 GMT</lastBuildDate>');
});

test('Atom: xml:lang, self link, entries with id, updated, summary and HTML content', () => {
  const xml = releaseFeedXml(
    'en',
    'atom',
    releaseEntries(index.pages, 'en', () => '<p>Body</p>', SITE),
    SITE,
  );
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
  expect(xml).toContain(`<link rel="self" href="${SITE}/community/releases/atom.xml"/>`);
  expect(xml.match(/<entry>/g)).toHaveLength(3);
  expect(xml).toContain(`<id>${SITE}/community/releases/v0-1</id>`);
  expect(xml).toContain('<updated>2023-11-22T00:00:00.000Z</updated>');
  expect(xml).toContain('<summary type="html"><![CDATA[Summary of 0.1.]]></summary>');
  expect(xml).toContain('<author>');
});

test('feed files render the pages themselves, without repeating the h1', () => {
  const xml = releaseFeedFile(index, 'en', 'rss');
  expect(xml).toContain('<blockquote>');
  expect(xml).toContain('<a href="https://rsbuild.rs/config/server/port">port</a>');
  expect(xml).not.toContain('<h1');
});
