// A third language is data: a row in the site config's `langs` (and, for the reader's texts, dictionaries in lib/i18n/). Every
// function that decides by language takes the languages it is given, so a fake French language routes, redirects
// and falls back with no code change.
import { defineSiteConfig, type Lang, type SiteLang } from './schema';
import * as paths from '../routing/safe-path';
import { notFoundPageFor } from '../routing/not-found';
import { resolvePatternRedirect } from '../routing/redirects';
import { langRedirectConfig, redirectToBrowserLanguage, type BrowserLike } from '../browser/lang-redirect';
import { missingPathScript } from '../routing/missing-path';
import { localizeTool, type ToolLink } from './toolchain';
import { runInlineScript } from '../../testing/inline-script';
import { fr, threeLangSite } from '../../testing/three-langs';

const site = defineSiteConfig(threeLangSite);
const prefixes = site.langs.map((l) => l.prefix);

function firstVisit(pathname: string, language: string) {
  const replaced: string[] = [];
  const w: BrowserLike = {
    location: { origin: 'https://three.example', pathname, search: '', hash: '', replace: (url) => replaced.push(url) },
    navigator: { language, userAgent: 'Mozilla/5.0' },
    localStorage: { getItem: () => null, setItem: () => undefined },
  };
  return redirectToBrowserLanguage(langRedirectConfig(site), w, paths);
}

describe('a third language, as data only', () => {
  it('is a language the schema accepts, with defaults filled in', () => {
    expect(site.langs.map((l: SiteLang) => l.lang)).toEqual(['en', 'zh', 'fr']);
    expect(site.redirects).toEqual([]);
    expect(() =>
      defineSiteConfig({ ...site, langs: [...site.langs, { ...site.langs[2], lang: 'de' as Lang }] }),
    ).toThrow(/prefix "\/fr" appears twice/);
    expect(() =>
      defineSiteConfig({ ...site, langs: [...site.langs, { ...site.langs[2], lang: 'de' as Lang, prefix: '' }] }),
    ).toThrow(/language "de"/);
  });
  it('detects the language of a path by its prefix', () => {
    expect(paths.langOf('/fr/guide/', site.langs, site.defaultLang).lang).toBe('fr');
    expect(paths.langOf('/fr', site.langs, site.defaultLang).lang).toBe('fr');
    expect(paths.langOf('/free/', site.langs, site.defaultLang).lang).toBe('en');
  });
  it("answers an unknown path with its language's 404 page", () => {
    expect(notFoundPageFor('/fr/nope', site.langs, site.defaultLang)).toBe('fr/404.html');
    expect(notFoundPageFor('/zh/nope', site.langs, site.defaultLang)).toBe('zh/404.html');
    expect(notFoundPageFor('/nope', site.langs, site.defaultLang)).toBe('404.html');
  });
  it('keeps the prefix through the redirect table and the 404 lookups', () => {
    const rules = [{ pattern: '^/old/(.*)$', to: '/new/$1' }];
    expect(resolvePatternRedirect('/fr/old/a', rules, prefixes, paths)).toBe('/fr/new/a');
    expect(
      runInlineScript(missingPathScript(['/fr/guide/start/'], 'en', '/'), '/fr/guide/start/index.html').replaced,
    ).toEqual(['/fr/guide/start/']);
  });
  it('sends a French browser to the French twin on a first visit, and back', () => {
    expect(firstVisit('/guide/start/', 'fr-FR')).toBe('/fr/guide/start/');
    expect(firstVisit('/fr/guide/start/', 'en-US')).toBe('/guide/start/');
    expect(firstVisit('/fr/guide/start/', 'zh-CN')).toBe('/zh/guide/start/');
    expect(firstVisit('/fr//host', 'en-US')).toBe('/host');
  });
  it("describes a tool in the language's own words, else in the default language's", () => {
    const tool: ToolLink = {
      name: 'T',
      desc: { en: 'A tool', [fr]: 'Un outil' },
      logo: '/t.svg',
      url: { en: 'https://t.example' },
    };
    expect(localizeTool(tool, fr, '', 'en')).toMatchObject({ desc: 'Un outil', href: 'https://t.example' });
    expect(localizeTool(tool, 'zh', '', 'en')).toMatchObject({ desc: 'A tool', href: 'https://t.example' });
    expect(() => localizeTool({ ...tool, url: {} }, fr, '', 'en')).toThrow(
      /no value for "fr" nor for the default language "en"/,
    );
  });
});
