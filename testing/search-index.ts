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

/** An option page and a guide that mentions the option often: the pair most ranking and hit tests need. */
export const optionPage: TestPage = {
  url: '/config/output/dist-path',
  section: 'output',
  title: 'output.distPath',
  description: 'Where the build writes its files.',
  sections: [['', null, ['Set root to change the folder.']]],
};
export const guidePage: TestPage = {
  url: '/guide/basic/output-files',
  section: 'Basic',
  title: 'Output files',
  sections: [
    [
      '',
      null,
      [
        'Rsbuild writes to dist. Change it with output.distPath.',
        'The distPath option has a root and one folder per file type.',
      ],
    ],
    ['layout', 'Layout', ['Each distPath field is a folder; distPath.js holds scripts, distPath.css styles.']],
  ],
};
