// What a page becomes in the search index of its language (build-index.ts, lib/search/records.ts), one
// fixture per case: fixtures/<case>.mdx is the page, fixtures/<case>.json its entry, or
// fixtures/<case>.error.txt the messages that reject it. The entry is what the index file ships: `page`,
// the page's record, and `sections`, one line each, [anchor, headings from h2 down to this one (null for
// a skipped level), paragraphs and table rows], without the page number the index file puts first. The
// text is stored as written: the search dialog escapes it when it shows a hit (build-index.test.ts).
// How a case runs: testing/fixture-cases.ts. After a deliberate change, rewrite the expected files and
// review their diff:
//   UPDATE_FIXTURES=1 npm run test:unit -- lib/search-index/build-index.fixtures.test.ts
import path from 'node:path';
import { caseIndex, expectFixture, fixtureCases, fixtureTests, orphanedOutputs } from '../../testing/fixture-cases';
import { withBase } from '../base-path';
import { buildSearchIndex } from './build-index';

const dir = path.join(process.cwd(), 'lib/search-index/fixtures');

/** Cases whose expected file holds the right output and the code gives another (testing/fixture-cases.ts). */
const KNOWN_WRONG: Record<string, string> = {};

/** The page's part of its language's index, each section on one line so a reader sees the page's shape. */
function entryOf(url: string, index: ReturnType<typeof buildSearchIndex>): string {
  const number = index.pages.findIndex((p) => p.url === url);
  const sections = index.sections
    .filter(([page]) => page === number)
    .map(([, ...rest]) => `    ${JSON.stringify(rest)}`);
  const page = JSON.stringify(index.pages[number], null, 2).replace(/\n/g, '\n  ');
  return `{\n  "page": ${page},\n  "sections": [\n${sections.join(',\n')}\n  ]\n}\n`;
}

fixtureTests(fixtureCases(dir), KNOWN_WRONG, (fixture) =>
  expectFixture(fixture, 'json', () => {
    const { index, page } = caseIndex(fixture);
    return entryOf(withBase(page.routePath), buildSearchIndex(index, page.lang));
  }),
);

test('every expected file has its case', () => {
  expect(orphanedOutputs(dir, 'json')).toEqual([]);
});
