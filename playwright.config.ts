import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// The hosting specs (e2e/hosting/) run against nginx with deploy/nginx.conf and against Cloudflare Pages' own
// runtime (`wrangler pages dev`); e2e/hosting/hosts.ts, which they share, says what each host does.
const hostingSpecs = /[\\/]e2e[\\/]hosting[\\/][^\\/]+\.spec\.ts$/;
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 1);
// The fixture site (e2e/fixture-site/): settings and page types the Rsbuild docs do not use.
const fixtureSpecs = /[\\/]e2e[\\/]fixture-site[\\/][^\\/]+\.spec\.ts$/;
const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? port + 2);
const cloudflarePort = Number(process.env.E2E_CLOUDFLARE_PORT ?? port + 3);

// End-to-end tests run against the built export (npm run build): the site's specs on the server of
// `npm start`, the hosting specs (e2e/hosting/) on nginx with deploy/nginx.conf and on `wrangler pages dev`.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // No retry: a test that passes only on a second attempt hides a wait that is wrong, and fails the run.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Every test is a returning visitor (the test of e2e/support/hydrated.ts sets the flag).
    launchOptions: {
      // Browser downloads are impossible here: Debian's chromium.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // No baseURL of its own, so configs that extend this one (e2e/dev/playwright.config.ts) set it with `use`.
    // e2e/dev runs against `npm run dev` (e2e/dev/playwright.config.ts), e2e/base against an export built under a
    // subpath (e2e/base/playwright.config.ts), not this export.
    { name: 'site', testIgnore: [hostingSpecs, fixtureSpecs, /[\\/]e2e[\\/](?:dev|base)[\\/]/] },
    { name: 'nginx', testMatch: hostingSpecs, use: { baseURL: `http://localhost:${nginxPort}` } },
    { name: 'fixture', testMatch: fixtureSpecs, use: { baseURL: `http://localhost:${fixturePort}` } },
    { name: 'cloudflare', testMatch: hostingSpecs, use: { baseURL: `http://localhost:${cloudflarePort}` } },
  ],
  // Playwright stops them all at the end of the run, whatever its outcome (nginx runs with `daemon off`,
  // wrangler in the foreground).
  webServer: [
    {
      command: 'node_modules/.bin/tsx scripts/serve/serve.ts',
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'bash scripts/serve/serve-nginx.sh',
      env: { PORT: String(nginxPort) },
      url: `http://localhost:${nginxPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Builds the fixture site first when there is none; npm test rebuilds it when its sources changed.
      command: 'bash scripts/build/fixture-site.sh serve',
      env: { PORT: String(fixturePort) },
      url: `http://localhost:${fixturePort}/`,
      reuseExistingServer: false,
      timeout: 600_000,
    },
    {
      // Cloudflare Pages' asset server on workerd, offline (scripts/serve/serve-wrangler.sh). It is ready in a few
      // seconds; the timeout leaves room for a machine busy with the other servers.
      command: 'bash scripts/serve/serve-wrangler.sh',
      env: { PORT: String(cloudflarePort) },
      url: `http://localhost:${cloudflarePort}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
