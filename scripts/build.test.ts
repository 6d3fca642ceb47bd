// npm run build on content with a broken link: it fails with the file and line of the link, and the Next
// build it started beside the content check (scripts/build.ts) stops with it. Runs the real build on a
// copy of the fixture site's content, so it takes a few seconds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../lib/content/test-tree';

const dir = tempDir('build-test');
// Next accepts an export folder only inside the project.
const outDir = path.resolve('node_modules/.cache', path.basename(dir));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** Processes started with this test's content folder that are still running. */
function buildProcesses(contentDir: string): string[] {
  return fs.readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`CONTENT_DIR=${contentDir}`);
    } catch {
      return false;
    }
  });
}

it('stops at a broken link with its file and line, and stops Next with it', async () => {
  const contentDir = path.join(dir, 'content');
  fs.cpSync('e2e/fixture-site/content', contentDir, { recursive: true });
  const page = path.join(contentDir, 'en/guide/start/index.mdx');
  const source = fs.readFileSync(page, 'utf8');
  const line = source.split('\n').findIndex((l) => l.includes('](/guide/start/quick-start)')) + 1;
  expect(line).toBeGreaterThan(0);
  fs.writeFileSync(page, source.replace('](/guide/start/quick-start)', '](/guide/start/no-such-page)'));

  const env = { ...process.env, NODE_OPTIONS: '', NEXT_PUBLIC_SITE: 'fixture', CONTENT_DIR: contentDir, OUT_DIR: outDir, BUILD_CACHE_DIR: path.join(dir, 'cache') };
  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  build.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  // The build's own exit, not the end of its output, which processes it failed to stop would hold open.
  const status = await new Promise((resolve) => build.on('exit', resolve));

  expect(status).toBe(1);
  expect(stderr).toContain(`content/en/guide/start/index.mdx:${line}:`);
  expect(stderr).toContain('link "/guide/start/no-such-page": no such page');
  expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
  // Next's processes get SIGTERM as the build exits; give them a moment to go.
  for (let i = 0; i < 50 && buildProcesses(contentDir).length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(buildProcesses(contentDir)).toEqual([]);
}, 120_000);
