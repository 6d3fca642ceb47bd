// Hosts such as GitHub Pages, S3 and `serve` answer every unknown path with the root 404.html, which is the
// default language's page. Its inline script, run right after the page's text and before first paint,
// turns it into the 404 of the path's language: `<html lang>`, title, texts and the home link. Without
// JavaScript the page stays as built, with a home link that works.
import type { Lang, SiteConfig } from '../site-config';
import { t } from '../i18n';
import { basePathOf, withBase } from '../base-path';
import { composeTitle } from '../page/title';
import { pathTools, type PathTools } from './safe-path';

/** What the 404 page shows in one language, keyed by the `data-not-found` attribute of its elements. */
export interface NotFoundTexts {
  prefix: string;
  htmlLang: string;
  title: string;
  texts: Record<string, string>;
  home: string;
}

export const NOT_FOUND_PARTS = { heading: 'notFound.heading', body: 'notFound.body', home: 'notFound.home' } as const;

export function notFoundTexts(site: Pick<SiteConfig, 'langs' | 'title' | 'base'>, except: Lang): NotFoundTexts[] {
  return site.langs
    .filter((l) => l.lang !== except && l.prefix)
    .map((l) => ({
      prefix: l.prefix,
      htmlLang: l.htmlLang,
      title: composeTitle(site.title, { pageType: '404', title: '404' }),
      texts: Object.fromEntries(Object.entries(NOT_FOUND_PARTS).map(([part, key]) => [part, t(l.lang, key)])),
      home: withBase(`${l.prefix}/`, site.base),
    }));
}

/**
 * Serialised with toString (self-contained ES5, `paths` the path module): shows the 404 in the language
 * whose prefix starts `path`. Returns the language's home, or null when the page stays as it is.
 */
export function localizeNotFound(
  path: string,
  langs: NotFoundTexts[],
  doc: Document,
  origin: string,
  paths: Pick<PathTools, 'safeTarget' | 'splitLangPrefix'>,
): string | null {
  var prefixes: string[] = [];
  for (var i = 0; i < langs.length; i++) prefixes.push(langs[i].prefix);
  var prefix = paths.splitLangPrefix(path, prefixes)[0];
  for (var j = 0; j < langs.length; j++) {
    var l = langs[j];
    if (!prefix || l.prefix !== prefix) continue;
    var home = paths.safeTarget(l.home, origin);
    if (home === null) return null;
    doc.documentElement.lang = l.htmlLang;
    doc.title = l.title;
    for (var part in l.texts) {
      var el = doc.querySelector('[data-not-found="' + part + '"]');
      if (el) el.textContent = l.texts[part];
    }
    var link = doc.querySelector('a[data-not-found="home"]');
    if (link) link.setAttribute('href', home);
    return home;
  }
  return null;
}

export function notFoundLangScript(site: Pick<SiteConfig, 'langs' | 'title' | 'base'>, lang: Lang): string {
  const langs = notFoundTexts(site, lang);
  if (!langs.length) return '';
  return (
    `(function(){var P=${pathTools(['stripBase', 'safeTarget', 'splitLangPrefix'])},p=P.stripBase(location.pathname,${JSON.stringify(basePathOf(site.base))});` +
    `if(p!==null)(${localizeNotFound.toString()})(p,${JSON.stringify(langs)},document,location.origin,P)})()`
  );
}
