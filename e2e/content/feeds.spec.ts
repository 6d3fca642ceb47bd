// The release feeds (RSS and Atom) of each language: well-formed, every release with its date and a link to
// its page; and the release pages linking their language's feeds.
import { type Page } from '@playwright/test';
import { test, expect } from '../support';
import { LANGS, siteLangOf } from '../../lib/routing/lang-path';

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
  for (const lang of LANGS) {
    const { prefix, htmlLang: language } = siteLangOf(lang);
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
