// Search records from a page's MDX tree, in DocSearch's hit shape (docs/behaviour.md §3): one record per
// page (lvl1), per heading (lvl2-lvl6) and per paragraph (content), with the URL of the nearest heading.
// The tree must have been through the same include and heading-id plugins as rendering, so every
// `#anchor` is an id on the page.
import type { Root, Heading, Paragraph, TableRow } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import { headingId } from '../content/remark-heading-ids';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';
export type Hierarchy = Record<Level, string | null>;

export interface SearchRecord {
  objectID: string;
  /** The page path, with `#anchor` for a heading and the paragraphs below it. */
  url: string;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  /** On page records: the page description, which ranks the page without being shown. */
  description?: string;
  /** The page's number in the index file (local engine only). */
  page?: number;
}

/**
 * One section of a page, as shipped in the index file: the page's number, the heading's anchor ('' for
 * the text above the first h2), the heading texts from h2 down to this heading (null where a level is
 * skipped), and the paragraphs. Tuples keep the file small.
 */
export type SectionTuple = [page: number, anchor: string, levels: Array<string | null>, content: string[]];

export interface IndexPage {
  /** The page's address on the site, under the site base. */
  url: string;
  /** The sidebar section the page belongs to (hierarchy lvl0). */
  section: string;
  title: string;
  /** What the page is about (its description): searchable, never shown. */
  description?: string;
  /** The page's `searchTerms` frontmatter: words readers use for its topic. */
  terms?: string[];
  /** Config pages: the option path and its type, shown on the page's hits. */
  option?: [key: string, type: string];
  /** The top navigation entry the page is under (Guide, Config, …), the first step of a hit's breadcrumb. */
  nav?: string;
  /** A dated post (release notes): what changed then, not how things are now. */
  dated?: true;
}

export interface IndexFile {
  lang: string;
  pages: IndexPage[];
  sections: SectionTuple[];
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The sections of one page: headings h2-h6 open a section, paragraphs and table rows fill it. */
export function pageSections(tree: Root, page: number): SectionTuple[] {
  const top: SectionTuple = [page, '', [], []];
  const sections: SectionTuple[] = [top];
  let current = top;
  let levels: Array<string | null> = [];
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      if (heading.depth >= 2) {
        levels = levels.slice(0, heading.depth - 2);
        while (levels.length < heading.depth - 2) levels.push(null);
        levels.push(clean(toString(heading)));
        current = [page, headingId(heading) ?? '', [...levels], []];
        sections.push(current);
      }
      return SKIP;
    }
    if (node.type === 'paragraph' || node.type === 'tableRow') {
      const text = clean(
        node.type === 'tableRow'
          ? (node as TableRow).children.map((c) => toString(c)).join(' · ')
          : toString(node as Paragraph),
      );
      if (text) current[3].push(text);
      return SKIP;
    }
    return undefined;
  });
  return sections;
}

/** The DocSearch records of an index file, in page order: page, then each heading and its paragraphs. */
export function expandRecords(index: IndexFile): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const [pageNo, anchor, levels, content] of index.sections) {
    const page = index.pages[pageNo];
    const hierarchy: Hierarchy = {
      lvl0: page.section,
      lvl1: page.title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    levels.forEach((text, i) => (hierarchy[LEVELS[i + 2]] = text));
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    const type: RecordType = levels.length ? (LEVELS[levels.length + 1] as RecordType) : 'lvl1';
    const about = !anchor && page.description ? { description: page.description } : {};
    records.push({ objectID: url, url, type, content: null, hierarchy, page: pageNo, ...about });
    content.forEach((text, i) =>
      records.push({ objectID: `${url}:${i}`, url, type: 'content', content: text, hierarchy, page: pageNo }),
    );
  }
  return records;
}
