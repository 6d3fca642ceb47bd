// What a translated page tells its readers when the English page changed since the translation was last
// brought in line with it: components/page/TranslationNotice.tsx renders this above the title.
import type { ContentIndex } from '../content/content-index';
import type { PageData } from '../content/page-data';
import { localizePath } from '../routing/lang-path';
import type { Lang } from '../site-config';
import { pageTranslation, SOURCE_LANG } from './report';

export interface TranslationNotice {
  /** The source page's URL path, base-free: `/guide/start/`. */
  sourcePath: string;
  sourceLang: Lang;
  /**
   * ISO time of the source page's last commit, when the build knows it (a full git history) and it is later
   * than the translation's mark: a commit before the mark is not the change the translation misses.
   */
  changed?: string;
}

/** The notice for a page, or undefined for a source page, a page that is not a doc page, or a current one. */
export function translationNotice(index: ContentIndex, page: PageData): TranslationNotice | undefined {
  if (page.lang === SOURCE_LANG || page.pageType !== 'doc') return undefined;
  const source = index.byRoutePath.get(localizePath(page.route, SOURCE_LANG));
  if (!source) return undefined;
  const status = pageTranslation(
    index.contentDir,
    page.lang,
    source._relativePath.slice(SOURCE_LANG.length + 1),
    page.route,
  );
  if (status.state !== 'behind') return undefined;
  const date = source.lastUpdatedTime;
  const changed = date && (!status.marked || Date.parse(date) > Date.parse(status.marked)) ? date : undefined;
  return { sourcePath: source.routePath, sourceLang: SOURCE_LANG, ...(changed ? { changed } : {}) };
}
