// A found record as DocSearch shows it: the hit's breadcrumb, its highlighted levels and snippet, every
// text HTML-escaped. The engine (engine.ts) decides what is found and in which order; this decides what
// each result says.
import { LEVELS, type IndexPage, type SearchRecord } from './records';
import { escapeHtml, highlight, matchRanges, snippet, type QueryTerm } from './text';

export interface HitOptions {
  /** Words per content snippet (DocSearch asks for `content:10`). */
  snippetWords: number;
  ellipsis?: string;
  pre?: string;
  post?: string;
}

type Highlighted = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] };

/** What a hit shows of its page: the breadcrumb (top navigation › sidebar group › page title) and, on config pages, the option. */
export interface HitPage {
  crumb: string;
  title: string;
  option?: { key: string; type: string };
  /** The texts that rank a page record without being its title (description, first paragraph). */
  about?: string[];
}

const CRUMB_SEPARATOR = ' › ';

export function hitPage(page: IndexPage, ...texts: string[]): HitPage {
  const crumb = [page.nav, page.section, page.title].filter(Boolean).join(CRUMB_SEPARATOR);
  const about = [page.description, page.terms?.join(' · '), ...texts].filter((t): t is string => Boolean(t));
  return {
    crumb,
    title: page.title,
    about,
    ...(page.option ? { option: { key: page.option[0], type: page.option[1] } } : {}),
  };
}

/**
 * A record as a DocSearch hit. Every text is HTML-escaped, as DocSearch expects (it renders snippets as
 * HTML and decodes entities for breadcrumbs); the highlight tags are the only markup. With `page`, the
 * hit's lvl0 is the page's breadcrumb: DocSearch groups hits by lvl0, so each page is one group, in the
 * engine's order, headed by where the page lives and what it is called.
 */
export function toHit(
  found: SearchRecord,
  terms: QueryTerm[],
  { snippetWords, ellipsis = '…', pre = '<mark>', post = '</mark>' }: HitOptions,
  page?: HitPage,
) {
  // A page found by its description or first paragraph, not its title, shows that text: the hit must
  // show where the query matched.
  const aboutMatch =
    found.type === 'lvl1' && !matchRanges(found.hierarchy.lvl1 ?? '', terms).length
      ? page?.about?.find((t) => matchRanges(t, terms).length)
      : undefined;
  const record: SearchRecord = aboutMatch ? { ...found, type: 'content', content: aboutMatch } : found;
  const mark = (text: string): Highlighted => {
    const ranges = matchRanges(text, terms);
    const matchedWords = [...new Set(ranges.map(([s, e]) => text.slice(s, e).toLowerCase()))];
    return {
      value: highlight(text, ranges, pre, post),
      matchLevel: ranges.length ? (matchedWords.length >= terms.length ? 'full' : 'partial') : 'none',
      matchedWords,
    };
  };
  const hierarchy: Record<string, string | null> = {};
  const highlightH: Record<string, Highlighted> = {};
  // DocSearch shows a hit's levels above it as its path; the breadcrumb (lvl0) already ends with the page's
  // title, so a heading's or a paragraph's hit leaves the title out of lvl1 rather than show it twice.
  const titleInCrumb = page !== undefined && record.type !== 'lvl1' && record.hierarchy.lvl1 === page.title;
  for (const level of LEVELS) {
    const text =
      level === 'lvl0' && page ? page.crumb : level === 'lvl1' && titleInCrumb ? null : record.hierarchy[level];
    hierarchy[level] = text === null ? null : escapeHtml(text);
    if (text !== null) highlightH[level] = mark(text);
  }
  const content = record.content === null ? null : escapeHtml(record.content);
  const contentMark = record.content === null ? undefined : mark(record.content);
  return {
    objectID: record.objectID,
    url: record.url,
    type: record.type,
    content,
    hierarchy,
    ...(page?.option && found.type === 'lvl1' ? { option: page.option } : {}),
    _highlightResult: { hierarchy: highlightH, ...(contentMark ? { content: contentMark } : {}) },
    _snippetResult: {
      hierarchy: Object.fromEntries(
        Object.entries(highlightH).map(([k, v]) => [k, { value: v.value, matchLevel: v.matchLevel }]),
      ),
      ...(record.content !== null
        ? {
            content: {
              value: snippet(record.content, terms, snippetWords, ellipsis, pre, post),
              matchLevel: contentMark!.matchLevel,
            },
          }
        : {}),
    },
  };
}

export type LocalHit = ReturnType<typeof toHit>;
