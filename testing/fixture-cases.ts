// Fixture tests of the content pipeline's outputs: each `<case>.mdx` of a fixture folder is one page, and
// its expected output sits beside it (`<case>.md`, `<case>.html`, `<case>.json`), or `<case>.error.txt`
// when the pipeline must reject the page: then it holds the messages, each with file and line. A case
// named `<case>.zh.mdx` is a Chinese page.
//
// A case runs in a throwaway content tree, as a page of the Guide section, content/<lang>/guide/<case>.mdx
// (the name its error messages give), with a stub translation (the build requires one) and the
// neighbour pages below to link to. With UPDATE_FIXTURES=1 the expected files are written from what the
// pipeline gives instead of compared: read the diff before committing it, it is the review.
//
// An expected file says what is right, which is not always what the code gives today: a case whose code
// is known to be wrong is listed with the fault in its test file's KNOWN_WRONG and runs as `test.failing`,
// so it turns red when the code is fixed (then drop the entry), and UPDATE_FIXTURES leaves its file alone.
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '../lib/site-config';
import { buildContentIndex, type ContentIndex } from '../lib/content/content-index';
import { ContentError, ContentErrors } from '../lib/content/errors';
import type { PageData } from '../lib/content/page-data';
import { writeContentTree } from './content-tree';

export const UPDATE = process.env.UPDATE_FIXTURES === '1';

/** Pages every case may link to: `/guide/start/quick-start` and its `#install` heading, in both languages. */
const NEIGHBOURS: Record<string, string> = {
  'en/guide/start/quick-start.mdx':
    '# Quick start\n\nCreate a project.\n\n## Install dependencies {#install}\n\nRun the installer.\n',
  'zh/guide/start/quick-start.mdx': '# 快速上手\n\n创建一个项目。\n\n## 安装依赖 {#install}\n\n运行安装命令。\n',
};

const ERROR_SUFFIX = '.error.txt';

export interface FixtureCase {
  /** The file name without `.mdx`: `callouts`, `callouts.zh`. */
  name: string;
  lang: Lang;
  /** The input file. */
  file: string;
  /** Where the page sits in the content tree: `en/guide/callouts.mdx`. */
  pagePath: string;
  /** The page's URL path: `/zh/guide/callouts`. */
  routePath: string;
}

/** The cases of a fixture folder, in name order. */
export function fixtureCases(dir: string): FixtureCase[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((fileName) => {
      const name = fileName.slice(0, -'.mdx'.length);
      const lang: Lang = name.endsWith('.zh') ? 'zh' : 'en';
      const slug = name.replace(/\.zh$/, '');
      return {
        name,
        lang,
        file: path.join(dir, fileName),
        pagePath: `${lang}/guide/${slug}.mdx`,
        routePath: `${lang === 'zh' ? '/zh' : ''}/guide/${slug}`,
      };
    });
}

/** The content index of a tree holding the case, its stub translation and the neighbours; throws what the build would. */
export function caseIndex(fixture: FixtureCase): { index: ContentIndex; page: PageData } {
  const other = fixture.lang === 'zh' ? 'en' : 'zh';
  const contentDir = writeContentTree({
    ...NEIGHBOURS,
    [fixture.pagePath]: fs.readFileSync(fixture.file, 'utf8'),
    [fixture.pagePath.replace(/^\w+\//, `${other}/`)]: '# Stub\n',
  });
  // No public/ folder: a case with an image of the site fails, as one missing from public/ would.
  const index = buildContentIndex({ contentDir, git: false, publicDir: path.join(path.dirname(contentDir), 'public') });
  return { index, page: index.byRoutePath.get(fixture.routePath)! };
}

/** The messages of a content error, one a line, as `npm run check` prints them. */
function errorText(error: unknown): string | undefined {
  if (error instanceof ContentErrors) return error.errors.map((e) => e.message).join('\n') + '\n';
  if (error instanceof ContentError) return `${error.message}\n`;
  return undefined;
}

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

/**
 * Runs `produce` for the case and compares its text with `<case>.<ext>`, or its content error with
 * `<case>.error.txt`; under UPDATE_FIXTURES=1 writes the one and removes the other. Other errors fail the test.
 */
export async function expectFixture(
  fixture: FixtureCase,
  ext: string,
  produce: () => string | Promise<string>,
): Promise<void> {
  const outputFile = fixture.file.replace(/\.mdx$/, `.${ext}`);
  const errorFile = fixture.file.replace(/\.mdx$/, ERROR_SUFFIX);
  let actual: string;
  let file: string;
  try {
    actual = await produce();
    file = outputFile;
  } catch (error) {
    const text = errorText(error);
    if (text === undefined) throw error;
    actual = text;
    file = errorFile;
  }
  const [wrong] = [outputFile, errorFile].filter((f) => f !== file);
  if (UPDATE) {
    fs.writeFileSync(file, actual);
    fs.rmSync(wrong, { force: true });
    return;
  }
  const expected = read(file);
  if (expected === undefined) {
    const other = read(wrong);
    throw new Error(
      other === undefined
        ? `${path.basename(file)} is missing: write it, or run with UPDATE_FIXTURES=1 and review it`
        : file === errorFile
          ? `${fixture.name} was expected to give ${path.basename(outputFile)} but is rejected:\n${actual}`
          : `${fixture.name} was expected to be rejected (${path.basename(errorFile)}) but is accepted`,
    );
  }
  expect(actual).toBe(expected);
}

/** One test per case, named after it; KNOWN_WRONG cases as described at the top. */
export function fixtureTests(
  cases: FixtureCase[],
  knownWrong: Record<string, string>,
  body: (fixture: FixtureCase) => Promise<void>,
) {
  const unknown = Object.keys(knownWrong).filter((name) => !cases.some((c) => c.name === name));
  if (unknown.length) throw new Error(`KNOWN_WRONG names no case: ${unknown.join(', ')}`);
  for (const fixture of cases) {
    const fault = knownWrong[fixture.name];
    if (!fault) test(fixture.name, () => body(fixture));
    else if (UPDATE) test.skip(`${fixture.name} (known wrong: ${fault})`, () => body(fixture));
    else test.failing(`${fixture.name} (known wrong: ${fault})`, () => body(fixture));
  }
}

/** Expected files whose input is gone (a renamed or deleted case), besides the folder's other outputs. */
export function orphanedOutputs(dir: string, ext: string, others: string[] = []): string[] {
  const inputs = new Set(fixtureCases(dir).map((c) => c.name));
  return fs
    .readdirSync(dir)
    .filter((name) => !name.endsWith('.mdx') && !others.includes(name))
    .filter((name) => {
      const base = name.endsWith(ERROR_SUFFIX)
        ? name.slice(0, -ERROR_SUFFIX.length)
        : name.endsWith(`.${ext}`)
          ? name.slice(0, -(ext.length + 1))
          : undefined;
      return base === undefined || !inputs.has(base);
    });
}
