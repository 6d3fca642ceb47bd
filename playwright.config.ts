import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

// End-to-end tests run against the built export (npm run build), served by the same server as `npm start`.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Every test is a returning visitor unless it says otherwise: the first visit of a browser may send it
    // to its language's pages (spec 2.12), which only the language-redirect tests want.
    storageState: { cookies: [], origins: [{ origin: `http://localhost:${port}`, localStorage: [{ name: 'rsbuild-visited', value: '1' }] }] },
    launchOptions: {
      // Browser downloads are impossible here: Debian's chromium.
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node_modules/.bin/tsx scripts/serve.ts',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
