// npm run bench (in this folder): builds the generated app for production with each tool's CLI and default
// settings, and writes the fastest wall-clock time of three runs (after one warm-up) to results.json: on a
// shared machine the fastest run is the one least slowed by other work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { generateApp } from './generate.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const bin = (name) => path.join(here, 'node_modules/.bin', name);
const version = (pkg) =>
  JSON.parse(fs.readFileSync(path.join(here, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const SIZES = (process.env.SIZES ?? '500,2000').split(',').map(Number);
const RUNS = 3;

const TOOLS = [
  { desc: `Rsbuild ${version('@rsbuild/core')}`, cmd: [bin('rsbuild'), 'build'] },
  { desc: `Vite ${version('vite')}`, cmd: [bin('vite'), 'build', '--outDir', 'dist-vite', '--logLevel', 'error'] },
  {
    desc: `webpack ${version('webpack')}`,
    cmd: [bin('webpack'), '--mode', 'production', '--entry', './src/index.js', '--output-path', 'dist-webpack'],
  },
];

function time(cmd, cwd) {
  const started = process.hrtime.bigint();
  const result = spawnSync(cmd[0], cmd.slice(1), {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${cmd.join(' ')} failed:\n${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const groups = {};
for (const size of SIZES) {
  const app = path.join(here, 'app');
  generateApp(app, size);
  const metrics = [];
  for (const tool of TOOLS) {
    time(tool.cmd, app);
    const runs = Array.from({ length: RUNS }, () => time(tool.cmd, app)).sort((a, b) => a - b);
    const fastest = Number(runs[0].toFixed(2));
    console.log(
      `${size} modules  ${tool.desc.padEnd(16)} ${fastest} s  (runs ${runs.map((r) => r.toFixed(2)).join(', ')})`,
    );
    metrics.push({ time: fastest, desc: tool.desc });
  }
  groups[`build${size}`] = { modules: size, metrics };
}

const cpus = os.cpus();
const results = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus.length} × ${cpus[0].model.trim()}, Node.js ${process.version}`,
  runs: RUNS,
  groups,
};
fs.writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
