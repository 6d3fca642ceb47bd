// Small hand-made search indexes for the engine's and the hits' tests: pages, each with its sections as
// [anchor, heading, paragraphs] (none: one section without a heading or text).
import type { IndexFile, IndexPage, SectionTuple } from '../lib/search/records';

export type TestPage = IndexPage & { sections?: Array<[anchor: string, heading: string | null, content: string[]]> };

export function searchIndex(pages: TestPage[]): IndexFile {
  const sections: SectionTuple[] = [];
  pages.forEach((p, i) => {
    for (const [anchor, heading, content] of p.sections ?? [['', null, []]])
      sections.push([i, anchor, heading ? [heading] : [], content]);
  });
  return { lang: 'en', pages: pages.map(({ sections: _, ...p }) => p), sections };
}
