import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import base from '../../playwright.config';

/** Web servers run from the repository, whose scripts they start. */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const port = Number(process.env.E2E_DEV_PORT ?? 3230);
/** The dev server renders a temporary copy of content/, which the tests edit. */
export const devContentDir = path.join(os.tmpdir(), `rsbuild-docs-dev-${port}`, 'content');
/** Where the open pages hear of content changes: scripts/serve/dev.ts, one port above Next's. */
export const contentEventsUrl = `http://localhost:${port + 1}`;

// The authoring workflow: `npm run dev` against a temporary copy of the content.
export default defineConfig({
  ...base,
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  timeout: 240_000,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects: [{ name: 'dev' }],
  webServer: {
    command: `rm -rf ${path.dirname(devContentDir)} && mkdir -p ${path.dirname(devContentDir)} && cp -r content ${devContentDir} && node_modules/.bin/tsx scripts/serve/dev.ts`,
    env: { PORT: String(port), CONTENT_DIR: devContentDir },
    url: `http://localhost:${port}/guide/start/glossary`,
    reuseExistingServer: false,
    cwd: repoRoot,
    timeout: 300_000,
  },
});
