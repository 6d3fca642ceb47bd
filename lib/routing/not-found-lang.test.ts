import { siteConfig } from '../site-config';
import { t } from '../i18n';
import * as paths from './safe-path';
import { localizeNotFound, notFoundLangScript, notFoundTexts } from './not-found-lang';

/** The parts of a document the script touches, as the English 404 page has them. */
function fakeDocument() {
  const el = (text: string, href?: string) => ({
    textContent: text,
    attrs: { href } as Record<string, string | undefined>,
    setAttribute(n: string, v: string) {
      this.attrs[n] = v;
    },
  });
  const parts: Record<string, ReturnType<typeof el>> = {
    heading: el(t('en', 'notFound.heading')),
    body: el(t('en', 'notFound.body')),
    home: el(t('en', 'notFound.home'), '/'),
  };
  const doc = {
    documentElement: { lang: 'en' },
    title: '404 - Rsbuild',
    querySelector: (selector: string) => parts[/data-not-found="(\w+)"/.exec(selector)![1]] ?? null,
  };
  return { doc, parts };
}

describe('the 404 page in the language of the path', () => {
  const zh = notFoundTexts(siteConfig, 'en');
  it('has the texts of every other language with a prefix, from the language data', () => {
    expect(zh.map((l) => [l.prefix, l.htmlLang, l.home, l.title])).toEqual([['/zh', 'zh-CN', '/zh/', '404 - Rsbuild']]);
    expect(zh[0].texts.body).toBe(t('zh', 'notFound.body'));
    expect(notFoundTexts({ ...siteConfig, base: '/docs/' }, 'en')[0].home).toBe('/docs/zh/');
    expect(notFoundLangScript(siteConfig, 'zh')).toBe('');
  });
  it('turns the page Chinese under /zh/ and points home to /zh/', () => {
    const { doc, parts } = fakeDocument();
    expect(localizeNotFound('/zh/no/such', zh, doc as unknown as Document, 'https://x.dev', paths)).toBe('/zh/');
    expect(doc.documentElement.lang).toBe('zh-CN');
    expect(parts.body.textContent).toBe(t('zh', 'notFound.body'));
    expect(parts.home.attrs.href).toBe('/zh/');
  });
  it('leaves other paths alone', () => {
    for (const path of ['/no/such', '/zhx/a', '/']) {
      const { doc, parts } = fakeDocument();
      expect(localizeNotFound(path, zh, doc as unknown as Document, 'https://x.dev', paths)).toBeNull();
      expect(doc.documentElement.lang).toBe('en');
      expect(parts.home.attrs.href).toBe('/');
    }
  });
  it('runs as the inline script, under the base, and never points home off the site', () => {
    const run = (script: string, pathname: string) => {
      const { doc, parts } = fakeDocument();
      new Function('location', 'document', script)({ pathname, origin: 'https://x.dev' }, doc);
      return { doc, parts };
    };
    expect(run(notFoundLangScript({ ...siteConfig, base: '/docs/' }, 'en'), '/docs/zh/x').parts.home.attrs.href).toBe(
      '/docs/zh/',
    );
    expect(run(notFoundLangScript({ ...siteConfig, base: '/docs/' }, 'en'), '/zh/x').doc.documentElement.lang).toBe(
      'en',
    );
    const hostile = [{ ...zh[0], home: '//evil.example/' }];
    const { doc, parts } = fakeDocument();
    expect(localizeNotFound('/zh/x', hostile, doc as unknown as Document, 'https://x.dev', paths)).toBe(
      '/evil.example/',
    );
    expect(new URL(parts.home.attrs.href!, 'https://x.dev').origin).toBe('https://x.dev');
  });
});
