import fs from 'node:fs';
import path from 'node:path';
import { devContentErrors, getContentIndex, type DevCheckReport } from './site-index';
import { tempDir, writeContentTree } from '../../testing/content-tree';

describe('under `next dev`', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it("shows the problems of the check beside the server, but not those of a file saved after that check began", () => {
    const contentDir = writeContentTree({ 'en/a.mdx': '# A\n', 'zh/a.mdx': '# A\n', 'en/b.mdx': '# B\n', 'zh/b.mdx': '# B\n' });
    const report = path.join(tempDir('dev-check'), 'content-check.json');
    Object.assign(process.env, { NODE_ENV: 'development', CONTENT_DIR: contentDir, CONTENT_CHECK_FILE: report });
    const startedAt = Date.now() - 60_000;
    const errors: DevCheckReport['errors'] = [
      { file: 'content/en/a.mdx', reason: 'link "/nowhere": no such page', line: 3, column: 1 },
      { file: 'content/en/b.mdx', reason: 'unknown component <Nope>', line: 2, column: 1 },
    ];
    fs.writeFileSync(report, JSON.stringify({ startedAt, errors } satisfies DevCheckReport));
    // b.mdx was saved after the check began: the next check judges it.
    fs.utimesSync(path.join(contentDir, 'en/a.mdx'), new Date(startedAt - 1000), new Date(startedAt - 1000));
    expect(devContentErrors().map((e) => e.message)).toEqual(['content/en/a.mdx:3:1: link "/nowhere": no such page']);
    expect(getContentIndex().pages).toHaveLength(4);
  });

  it('shows nothing outside `next dev`', () => {
    process.env.CONTENT_CHECK_FILE = '/nowhere/content-check.json';
    expect(devContentErrors()).toEqual([]);
  });
});
