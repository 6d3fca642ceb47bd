// npm run translations and npm run check -- --strict-translations as a maintainer runs them, on a copy of
// the fixture site's content: an English page edited, its translation behind, `--done`, up to date again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../testing/content-tree';

const contentDir = path.join(tempDir('translations-test'), 'content');
fs.cpSync('e2e/fixture-site/content', contentDir, { recursive: true });
const env = {
  ...process.env,
  NODE_OPTIONS: '',
  NEXT_PUBLIC_SITE: 'fixture',
  TSX_TSCONFIG_PATH: 'e2e/fixture-site/tsconfig.build.json',
  CONTENT_DIR: contentDir,
};
const run = (script: string, ...args: string[]) => {
  const { status, stdout, stderr } = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env,
    encoding: 'utf8',
  });
  return { status, stdout, stderr };
};
const translations = (...args: string[]) => run('scripts/translations/translations.ts', ...args);
const check = () => run('scripts/check/check-content.ts', '--integrity', '--strict-translations');
const stateOf = (route: string) =>
  (JSON.parse(translations('--json').stdout) as { pages: { route: string; state: string }[] }[])[0].pages.find(
    (p) => p.route === route,
  )?.state;

it('marks every page, finds an edited English page behind with what changed, and --done brings it back', () => {
  expect(translations('--all')).toMatchObject({
    status: 0,
    stdout: expect.stringMatching(/translations\.json: 6 pages marked up to date with their English page/),
  });
  expect(check()).toMatchObject({ status: 0, stdout: expect.stringContaining('translations ok') });

  const page = path.join(contentDir, 'en/guide/start/quick-start.mdx');
  fs.appendFileSync(page, '\n## Next steps {#next-steps}\n\nRead the [introduction](/guide/start/).\n');
  const report = translations();
  expect(report.status).toBe(0);
  expect(report.stdout).toMatch(/^\/guide\/ +2 +1 +0 +0$/m);
  expect(report.stdout).toContain(
    '/zh/guide/start/quick-start  +2 −0 lines; headings added: "## Next steps {#next-steps}"',
  );
  expect(stateOf('/guide/start/quick-start')).toBe('behind');
  const strict = check();
  expect(strict.status).toBe(1);
  expect(strict.stderr).toContain(
    'content/zh/guide/start/quick-start.mdx: behind content/en/guide/start/quick-start.mdx (+2 −0 lines; headings added: "## Next steps {#next-steps}"): bring it in line, then npm run translations -- --done /guide/start/quick-start',
  );

  expect(translations('--done', '/zh/guide/start/quick-start')).toMatchObject({
    status: 0,
    stdout: expect.stringContaining('zh /guide/start/quick-start marked up to date'),
  });
  expect(stateOf('/guide/start/quick-start')).toBe('current');
  expect(check().status).toBe(0);

  expect(translations('--done', '/guide/none')).toMatchObject({
    status: 1,
    stderr: expect.stringContaining('translations: no en page at /guide/none'),
  });
  expect(translations('/guide/start/')).toMatchObject({
    status: 2,
    stderr: expect.stringContaining('usage: npm run translations'),
  });
}, 120_000);
