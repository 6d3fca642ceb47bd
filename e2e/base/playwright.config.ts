import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import base from '../../playwright.config';

/** Web servers run from the repository, whose scripts they start. */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
import { normalizeBase } from '../../lib/site-base.js';

// The site under a subpath (`npm run test:base`): an export built with SITE_BASE into OUT_DIR, served by
// scripts/serve/serve.ts and by nginx with the block generated for that base. Self-contained: its own ports,
// build and spec folder, so it can move to another build of the site as it is.
const siteBase = normalizeBase(process.env.SITE_BASE ?? '/docs/');
const outDir = process.env.OUT_DIR ?? 'out-base';
const port = Number(process.env.E2E_PORT ?? 3330);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 1);
const env = { SITE_BASE: siteBase, OUT_DIR: outDir };
// The test files read the same values.
Object.assign(process.env, env);

export default defineConfig({
  ...base,
  testDir: '.',
  projects: [
    { name: 'base', use: { baseURL: `http://localhost:${port}` } },
    { name: 'base-nginx', use: { baseURL: `http://localhost:${nginxPort}` } },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx scripts/serve/serve.ts',
      env: { ...env, PORT: String(port) },
      url: `http://localhost:${port}${siteBase}`,
      reuseExistingServer: false,
      cwd: repoRoot,
      timeout: 120_000,
    },
    {
      command: 'bash scripts/serve/serve-nginx.sh',
      env: { ...env, PORT: String(nginxPort) },
      url: `http://localhost:${nginxPort}${siteBase}`,
      reuseExistingServer: false,
      cwd: repoRoot,
      timeout: 120_000,
    },
  ],
});
