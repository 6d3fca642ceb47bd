// Where every translated page of a content folder stands (status.ts), and marking pages up to date: what
// `npm run translations`, the build's count, `npm run check -- --strict-translations` and the notice on a
// page all read.
import fs from 'node:fs';
import path from 'node:path';
import { listContentFiles, readContentFile, routeOf, SHARED_DIR } from '../content/files';
import { LANGS, siteLangOf, localizePath } from '../routing/lang-path';
import { siteConfig, type Lang } from '../site-config';
import { fingerprint, type Fingerprint } from './fingerprint';
import {
  compare,
  recordEntry,
  type Comparison,
  type Difference,
  type RecordEntry,
  type TranslationState,
} from './status';
import { currentRecord, readRecord, type TranslationRecord } from './record';

/** The language the other languages translate: the site's default, English. */
export const SOURCE_LANG: Lang = siteConfig.defaultLang;
export const TRANSLATED_LANGS: Lang[] = LANGS.filter((lang) => lang !== SOURCE_LANG);

/** The fingerprint of the source page at `relativePath` (below content/en/), its fragments spliced in. */
export function sourceFingerprint(contentDir: string, relativePath: string): Fingerprint {
  const dir = path.join(contentDir, SOURCE_LANG);
  return fingerprint(readContentFile(path.join(dir, relativePath)), {
    fragment: (name) => {
      const file = path.join(dir, SHARED_DIR, name);
      return fs.existsSync(file) ? readContentFile(file) : undefined;
    },
  });
}

export interface PageTranslation extends Partial<Difference> {
  lang: Lang;
  /** Language-neutral: `/guide/start/`. */
  route: string;
  /** The translated page's URL path: `/zh/guide/start/`. */
  routePath: string;
  /** The translated page's file, as the build names it: `content/zh/guide/start/index.mdx`. */
  file: string;
  /** The page it translates: `content/en/guide/start/index.mdx`. */
  source: string;
  /** The route's first segment (`/guide/`), `/` for pages at the top. */
  section: string;
  state: TranslationState;
  /** When the translation was last marked up to date. */
  marked?: string;
}

export interface LanguageReport {
  lang: Lang;
  pages: PageTranslation[];
  /** Routes the record holds with no page pair left to translate (removed or moved); the next write drops them. */
  orphans: string[];
}

export function sectionOf(route: string): string {
  const segments = route.split('/').filter(Boolean);
  return segments.length > 1 || (segments.length === 1 && route.endsWith('/')) ? `/${segments[0]}/` : '/';
}

/** Source pages by route, with the translated languages' files. */
function pagePairs(contentDir: string) {
  const files = listContentFiles(contentDir);
  const byKey = new Map(files.map((f) => [`${f.lang}:${f.relativePath}`, f]));
  return files
    .filter((f) => f.lang === SOURCE_LANG)
    .map((source) => ({
      source,
      translations: new Map(TRANSLATED_LANGS.map((lang) => [lang, byKey.get(`${lang}:${source.relativePath}`)])),
    }));
}

export function translationReport(
  contentDir: string,
  record: TranslationRecord = readRecord(contentDir),
): LanguageReport[] {
  const name = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join('/');
  const pairs = pagePairs(contentDir);
  const fingerprints = new Map(
    pairs.map(({ source }) => [source.route, sourceFingerprint(contentDir, source.relativePath)]),
  );
  return TRANSLATED_LANGS.map((lang) => {
    const entries = record[lang] ?? {};
    const pages = pairs.map(({ source, translations }): PageTranslation => {
      const translated = translations.get(lang);
      const page = {
        lang,
        route: source.route,
        routePath: localizePath(source.route, lang),
        file: translated ? name(translated.file) : `${name(path.join(contentDir, lang))}/${source.relativePath}`,
        source: name(source.file),
        section: sectionOf(source.route),
      };
      if (!translated) return { ...page, state: 'missing' };
      const entry = entries[source.route];
      return {
        ...page,
        ...compare(entry, fingerprints.get(source.route)!),
        ...(entry ? { marked: entry.marked } : {}),
      };
    });
    const translatedRoutes = new Set(pages.filter((p) => p.state !== 'missing').map((p) => p.route));
    return {
      lang,
      pages,
      orphans: Object.keys(entries)
        .filter((route) => !translatedRoutes.has(route))
        .sort(),
    };
  });
}

export const STATES: TranslationState[] = ['current', 'behind', 'unrecorded', 'missing'];
export const STATE_LABELS: Record<TranslationState, string> = {
  current: 'up to date',
  behind: 'behind',
  unrecorded: 'not recorded',
  missing: 'missing',
};

export function stateCounts(pages: PageTranslation[]): Record<TranslationState, number> {
  const counts = Object.fromEntries(STATES.map((s) => [s, 0])) as Record<TranslationState, number>;
  for (const page of pages) counts[page.state]++;
  return counts;
}

/** The build's one line: each translated language's counts. */
export function summaryLine(reports: LanguageReport[]): string {
  const parts = reports.map(({ lang, pages }) => {
    const counts = stateCounts(pages);
    const others = STATES.filter((s) => s !== 'current').map((s) => `${counts[s]} ${STATE_LABELS[s]}`);
    return `${lang} ${counts.current} of ${pages.length} up to date, ${others.join(', ')}`;
  });
  const behind = reports.some(({ pages }) => pages.some((p) => p.state !== 'current'));
  return `translations: ${parts.join('; ')}${behind ? ' (npm run translations lists them)' : ''}`;
}

export interface Target {
  /** Absent: every translated language. */
  lang?: Lang;
  route: string;
}

/**
 * The pages named on the command line, as routes of existing source pages: a route (`/guide/start/`,
 * `guide/start`), a translated path (`/zh/guide/start/`) or a content file (`content/zh/guide/start/index.mdx`).
 */
export function resolveTargets(contentDir: string, args: string[]): Target[] {
  const routes = new Set(pagePairs(contentDir).map((p) => p.source.route));
  return args.map((arg) => {
    let lang: Lang | undefined;
    let route: string;
    if (arg.endsWith('.mdx')) {
      const [first, ...rest] = path.relative(contentDir, path.resolve(arg)).split(path.sep);
      if (!LANGS.includes(first as Lang) || !rest.length) throw new Error(`${arg} is not a page under ${contentDir}`);
      lang = first === SOURCE_LANG ? undefined : (first as Lang);
      route = routeOf(rest.join('/'));
    } else {
      route = arg.startsWith('/') ? arg : `/${arg}`;
      for (const other of TRANSLATED_LANGS) {
        const prefix = siteLangOf(other).prefix;
        if (prefix && (route === prefix || route.startsWith(`${prefix}/`))) {
          lang = other;
          route = route.slice(prefix.length) || '/';
        }
      }
    }
    const found = [route, route.endsWith('/') ? route.slice(0, -1) : `${route}/`].find((r) => routes.has(r));
    if (!found) throw new Error(`no ${SOURCE_LANG} page at ${route} (${arg})`);
    return { lang, route: found };
  });
}

/**
 * The record with the targets marked up to date with their source page as it is now, and the pages marked.
 * Routes that no longer have a page pair are dropped. Throws when a target has no translated page to mark.
 */
export function markDone(
  contentDir: string,
  record: TranslationRecord,
  targets: Target[] | 'all',
  now = new Date(),
): { record: TranslationRecord; marked: Target[] } {
  const pairs = pagePairs(contentDir);
  const next: TranslationRecord = {};
  const marked: Target[] = [];
  for (const lang of TRANSLATED_LANGS) {
    const entries: Record<string, RecordEntry> = {};
    for (const { source, translations } of pairs) {
      if (!translations.get(lang)) continue;
      const wanted = targets === 'all' || targets.some((t) => t.route === source.route && (!t.lang || t.lang === lang));
      const kept = record[lang]?.[source.route];
      if (wanted) {
        entries[source.route] = recordEntry(sourceFingerprint(contentDir, source.relativePath), now);
        marked.push({ lang, route: source.route });
      } else if (kept) entries[source.route] = kept;
    }
    next[lang] = entries;
  }
  for (const target of targets === 'all' ? [] : targets) {
    if (!marked.some((m) => m.route === target.route && (!target.lang || m.lang === target.lang))) {
      const lang = target.lang ?? TRANSLATED_LANGS[0];
      const file = target.route.endsWith('/') ? `${target.route}index.mdx` : `${target.route}.mdx`;
      throw new Error(
        `${target.route} has no ${lang} page to mark: write ${path.basename(contentDir)}/${lang}${file} first`,
      );
    }
  }
  return { record: next, marked };
}

/** Where one translated page stands, for the page itself: the record as last written, the source as it is. */
export function pageTranslation(
  contentDir: string,
  lang: Lang,
  relativePath: string,
  route: string,
): Comparison & { marked?: string } {
  const entry = currentRecord(contentDir)[lang]?.[route];
  return { ...compare(entry, sourceFingerprint(contentDir, relativePath)), ...(entry ? { marked: entry.marked } : {}) };
}
