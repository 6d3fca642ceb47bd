// npm run screenshots
// Makes the site's screenshots from the real tool: writes small Rsbuild projects into a temp folder (with
// the @rsbuild/core and plugins of this repository's node_modules), runs `rsbuild dev` and `rsbuild build`
// on them, and captures what a user sees with Playwright in Debian chromium at 2x. Writes optimized PNGs
// to public/images/screenshots/, their CSS sizes to lib/pictures/screenshots.json,
// and the terminal output of `rsbuild build` as text to lib/pictures/build-output.txt.
// Re-run it after upgrading @rsbuild/core: the projects, viewports and paths are fixed, so the same
// version gives the same pictures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { buildOutputTable } from '../../lib/pictures/build-output';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'public/images/screenshots');
const work = path.join(os.tmpdir(), 'rsbuild-docs-screenshots');
// Each project runs its own copy of the CLI, so Rsbuild and Rspack load from the project as for a user.
const rsbuildBin = (dir: string) => path.join(dir, 'node_modules/@rsbuild/core/bin/rsbuild.js');
const port = Number(process.env.SCREENSHOTS_PORT ?? 4790);
const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@rsbuild/core/package.json'), 'utf8')).version;

const APP = `import { useState } from 'react';
import { formatPrice } from './format';
import './App.css';

export function App() {
  const [count, setCount] = useState(1);
  return (
    <main>
      <h1>Shop</h1>
      <p>{count} item(s), {formatPrice(count * 19.9)}</p>
      <button onClick={() => setCount(count + 1)}>Add one</button>
    </main>
  );
}
`;

/** A React project with two modules, CSS and a config; `extra` adds options to the config. */
function writeProject(name: string, extra = '', imports = '', files: Record<string, string> = {}) {
  const dir = path.join(work, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  // The repository's packages, hard-linked (fast, no copy) so paths in bundles and reports are the
  // project's own node_modules, as in a real project.
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`cp -al node_modules failed: ${linked.stderr}`);
  Object.assign(files, {
    'package.json': JSON.stringify({ name: `shop-${name}`, private: true, type: 'module' }, null, 2),
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';${imports}

export default defineConfig({
  plugins: [pluginReact()],
  html: { title: 'Shop' },${extra}
});
`,
    'src/index.jsx': `import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')).render(<App />);
`,
    'src/App.jsx': APP,
    'src/format.js': `export const formatPrice = (value) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);\n`,
    'src/App.css': `main { font-family: system-ui, sans-serif; margin: 40px; }\n`,
    ...files,
  });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

// Plain text output; each command sets NODE_ENV itself.
const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
Reflect.deleteProperty(env, 'NODE_ENV');

function rsbuild(dir: string, args: string[]) {
  const result = spawnSync(process.execPath, [rsbuildBin(dir), ...args], { cwd: dir, env, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`rsbuild ${args.join(' ')} failed in ${dir}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Starts `rsbuild dev` and resolves with its URL once the first compilation is done. */
function startDev(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [rsbuildBin(dir), 'dev', '--port', String(port)], { cwd: dir, env });
  return new Promise((resolve, reject) => {
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk;
      const url = log.match(/Local:\s+(http:\/\/localhost:\d+)/)?.[1];
      if (url && /built in|error/i.test(log)) resolve({ child, url });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`rsbuild dev exited with ${code}:\n${log}`)));
  });
}

const sizes: Record<string, { width: number; height: number }> = {};

/** Saves a 2x capture as an optimized PNG, and records its size in CSS pixels. */
async function save(name: string, png: Buffer) {
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  // A 256-colour palette PNG: smaller than WebP for these flat UI captures, and readable everywhere.
  await image
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(path.join(outDir, `${name}.png`));
  sizes[name] = { width: Math.round(width / 2), height: Math.round(height / 2) };
  console.log(`  ${name}: ${sizes[name].width}x${sizes[name].height}`);
}

/** Opens `url` in a fresh 960x540 page, waits for `ready`, and saves the viewport. */
async function capture(name: string, url: string, ready: (page: Page) => Promise<void>) {
  const page = await browser.newPage({ viewport: { width: 960, height: 540 }, deviceScaleFactor: 2, locale: 'en-US' });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await ready(page);
  await save(name, await page.screenshot());
  await page.close();
}

fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
console.log(`@rsbuild/core ${version}`);

// The dev server: its assets report, then the error overlay after a syntax error in App.jsx.
{
  const dir = writeProject('dev');
  const { child: dev, url: base } = await startDev(dir);
  try {
    await capture('dev-assets-report', `${base}/rsbuild-dev-server`, async (p) => {
      await p.getByText('Environment: web').waitFor();
    });
    await capture('error-overlay', base, async (p) => {
      await p.getByRole('button', { name: 'Add one' }).waitFor();
      fs.writeFileSync(
        path.join(dir, 'src/App.jsx'),
        APP.replace(
          '<button onClick',
          '<button onClick={() => setCount(count + 1)>Add one</button>\n      <button onClick',
        ),
      );
      await p.locator('rsbuild-error-overlay').waitFor({ state: 'attached' });
      await p.waitForTimeout(300);
    });
  } finally {
    dev.kill();
  }
}

// A production build's output as text, then the bundle analyzer's report of the same project.
{
  fs.writeFileSync(
    path.join(root, 'lib/pictures/build-output.txt'),
    buildOutputTable(rsbuild(writeProject('build'), ['build'])),
  );
  const dir = writeProject(
    'analyze',
    `\n  performance: { bundleAnalyze: { analyzerMode: 'static', openAnalyzer: false } },`,
  );
  rsbuild(dir, ['build']);
  await capture('bundle-analyzer', `file://${path.join(dir, 'dist/report-web.html')}`, async (p) => {
    // The treemap is drawn on canvases, and animates in. (Playwright's locators and waitForFunction never
    // resolve on this page, so poll with plain evaluations.)
    for (let i = 0; i < 60 && !(await p.evaluate(() => document.querySelectorAll('canvas').length)); i++)
      await p.waitForTimeout(250);
    await p.waitForTimeout(1500);
  });
}

// Rsdoctor on a project where a UI package brings its own, newer copy of a formatting package.
{
  const pkg = (name: string, version: string, main: string) => ({
    [`${name}/package.json`]: JSON.stringify({
      name: name.split('node_modules/').at(-1),
      version,
      type: 'module',
      main: 'index.js',
    }),
    [`${name}/index.js`]: main,
  });
  const dir = writeProject(
    'rsdoctor',
    `\n  tools: { rspack: { plugins: [new RsdoctorRspackPlugin({ disableClientServer: true, output: { mode: 'brief' } })] } },`,
    `\nimport { RsdoctorRspackPlugin } from '@rsdoctor/rspack-plugin';`,
    {
      ...pkg('node_modules/tiny-format', '1.2.0', `export const money = (v) => '$' + v.toFixed(2);\n`),
      ...pkg(
        'node_modules/@shop/ui',
        '1.0.0',
        `import { money } from 'tiny-format';\nexport const Price = ({ value }) => money(value, 'EUR');\n`,
      ),
      ...pkg(
        'node_modules/@shop/ui/node_modules/tiny-format',
        '2.0.1',
        `export const money = (v, currency = 'USD') => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(v);\n`,
      ),
      'src/format.js': `import { money } from 'tiny-format';\nimport { Price } from '@shop/ui';\n\nexport const formatPrice = (value) => \`\${money(value)} (\${Price({ value })})\`;\n`,
    },
  );
  rsbuild(dir, ['build']);
  const report = `file://${path.join(dir, 'dist/rsdoctor-report.html')}`;
  for (const theme of ['light', 'dark'] as const) {
    const page = await browser.newPage({
      viewport: { width: 1100, height: 800 },
      deviceScaleFactor: 2,
      locale: 'en-US',
    });
    await page.goto(report, { waitUntil: 'domcontentloaded' });
    const alerts = page.locator('.ant-card').filter({ hasText: 'Bundle Alerts' }).first();
    await alerts.getByText('tiny-format').first().waitFor();
    if (theme === 'dark') await page.getByRole('switch').first().click();
    await alerts.locator('.ant-collapse-header').first().click();
    await alerts.getByText('2.0.1').first().waitFor();
    await page.waitForTimeout(500);
    await save(`rsdoctor-duplicates-${theme}`, await alerts.screenshot());
    await page.close();
  }
}

await browser.close();
fs.writeFileSync(
  path.join(root, 'lib/pictures/screenshots.json'),
  `${JSON.stringify({ rsbuild: version, sizes }, null, 2)}\n`,
);
console.log('screenshots written to public/images/screenshots and lib/pictures/');
