// Where a page's text may wrap (line-breaks.ts, rehype-line-breaks.ts), one fixture per case:
// fixtures/line-breaks/<case>.mdx is the page, <case>.html the HTML the build gives its content, or
// <case>.error.txt the messages that reject it. Break points are `<span class="wb"></span>`; `class="nw"`
// keeps a table cell or a command-line flag on one line.
//
// The page is compiled by compilePage, as the build does, highlighting included. Its compiled code then
// runs with a JSX runtime that records elements instead of React's, and the record is printed as HTML:
// one top-level block a line, an element whose content the build made an HTML string with that string
// inside, components under their own names (`<Callout type="tip">`), as the build hands them to
// components/mdx. How a case runs: testing/fixture-cases.ts. After a deliberate change, rewrite the
// expected files and review their diff:
//   UPDATE_FIXTURES=1 npm run test:unit -- lib/content/line-breaks.fixtures.test.ts
import path from 'node:path';
import type { ElementContent, Properties } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { caseIndex, expectFixture, fixtureCases, fixtureTests, orphanedOutputs } from '../../testing/fixture-cases';
import { tempDir } from '../../testing/content-tree';
import { compilePage } from './compile-page';
import { MDX_COMPONENTS } from './mdx-components';

const dir = path.join(process.cwd(), 'lib/content/fixtures/line-breaks');

/** Cases whose expected file holds the right output and the code gives another (testing/fixture-cases.ts). */
const KNOWN_WRONG: Record<string, string> = {};

// compilePage keeps what it compiles in the build cache: a throwaway one, so every run compiles.
beforeAll(() => (process.env.BUILD_CACHE_DIR = tempDir('line-breaks-fixtures-cache')));
afterAll(() => delete process.env.BUILD_CACHE_DIR);

const FRAGMENT = Symbol('Fragment');
interface Recorded {
  type: string | typeof FRAGMENT;
  props: Record<string, unknown>;
}
const record = (type: Recorded['type'], props: Recorded['props']): Recorded => ({ type, props });
const runtime = { Fragment: FRAGMENT, jsx: record, jsxs: record, jsxDEV: record };

/** React's props as attributes; an object (a `style`) shows as its JSON. */
function properties(props: Record<string, unknown>): Properties {
  const out: Properties = {};
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[name] = value;
    else if (value !== undefined && value !== null) out[name] = JSON.stringify(value);
  }
  return out;
}

/** What the runtime recorded, as hast: an `html` prop becomes the element's content, unescaped, as components/mdx renders it. */
function hastOf(node: unknown): ElementContent[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number') return [{ type: 'text', value: String(node) }];
  if (Array.isArray(node)) return node.flatMap(hastOf);
  const { type, props } = node as Recorded;
  const { children, html, ...rest } = props;
  if (type === FRAGMENT) return hastOf(children);
  const content = typeof html === 'string' ? [{ type: 'raw', value: html } as unknown as ElementContent] : hastOf(children);
  return [{ type: 'element', tagName: type, properties: properties(rest), children: content }];
}

type MdxModule = { default: (props: { components: Record<string, string> }) => unknown };

const cases = fixtureCases(dir);

fixtureTests(cases, KNOWN_WRONG, (fixture) =>
  expectFixture(fixture, 'html', async () => {
    const { index, page } = caseIndex(fixture);
    const { code } = await compilePage(page, index.contentDir);
    const content = (new Function(code) as (jsxRuntime: typeof runtime) => MdxModule)(runtime).default;
    const recorded = content({ components: Object.fromEntries(MDX_COMPONENTS.map((name) => [name, name])) });
    return `${hastOf(recorded)
      .map((block) => toHtml(block, { allowDangerousHtml: true }))
      .join('\n')}\n`;
  }),
);

test('every expected file has its case', () => {
  expect(orphanedOutputs(dir, 'html')).toEqual([]);
});
