// The Markdown copy of a page (the `.md` beside its HTML, and its part of llms-full.txt), one fixture per
// case: fixtures/<case>.mdx is the page, fixtures/<case>.md its copy, or fixtures/<case>.error.txt the
// messages that reject it. fixtures/llms.txt and llms.zh.txt are the llms.txt of the cases the content
// check accepts (content-index.ts), the line each of those pages gets there.
// How a case runs: testing/fixture-cases.ts. After a deliberate change, rewrite the expected files and
// review their diff:
//   UPDATE_FIXTURES=1 npm run test:unit -- lib/markdown-export/to-markdown.fixtures.test.ts
import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '../routing/lang-path';
import { ContentError, ContentErrors } from '../content/errors';
import {
  caseIndex,
  fixtureCases,
  fixtureTests,
  expectFixture,
  orphanedOutputs,
  UPDATE,
  type FixtureCase,
} from '../../testing/fixture-cases';
import { pagesMarkdown } from './write-export';
import { groupPages, llmsTxt } from './llms';

const dir = path.join(process.cwd(), 'lib/markdown-export/fixtures');
const cases = fixtureCases(dir);
/** The llms.txt each language's cases give. */
const LLMS: Record<string, string> = { en: 'llms.txt', zh: 'llms.zh.txt' };

/** Each case's content index and page, or the content error that rejects it, built once whichever tests run. */
const built = new Map<string, ReturnType<typeof caseIndex> | { error: unknown }>();
function indexOf(fixture: FixtureCase): ReturnType<typeof caseIndex> {
  if (!built.has(fixture.name)) {
    try {
      built.set(fixture.name, caseIndex(fixture));
    } catch (error) {
      built.set(fixture.name, { error });
    }
  }
  const result = built.get(fixture.name)!;
  if ('error' in result) throw result.error;
  return result;
}

/** Cases whose expected file holds the right output and the code gives another (testing/fixture-cases.ts). */
const KNOWN_WRONG: Record<string, string> = {};

fixtureTests(cases, KNOWN_WRONG, (fixture) =>
  expectFixture(fixture, 'md', () => {
    const { index, page } = indexOf(fixture);
    return pagesMarkdown(index).get(page)!;
  }),
);

test.each(LANGS)('llms.txt of the %s cases', (lang) => {
  const file = LLMS[lang];
  // A page the content check rejects has no line.
  const pages = cases
    .filter((c) => c.lang === lang)
    .flatMap((c) => {
      try {
        return [indexOf(c).page];
      } catch (error) {
        if (error instanceof ContentError || error instanceof ContentErrors) return [];
        throw error;
      }
    });
  const text = llmsTxt(lang, groupPages(pages, lang));
  if (UPDATE) fs.writeFileSync(path.join(dir, file), text);
  else expect(text).toBe(fs.readFileSync(path.join(dir, file), 'utf8'));
});

test('every expected file has its case', () => {
  expect(orphanedOutputs(dir, 'md', Object.values(LLMS))).toEqual([]);
});
