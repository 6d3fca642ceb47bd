// npm run dev: `next dev` for authors, plus a watcher on content/. Next does not know MDX files exist (pages
// read them at render time), so the watcher tells open pages (components/dev/ContentRefresh.tsx) to
// re-render, and a check of the whole content (dev-check.ts) prints any problem with file and line and
// hands it to the pages (CONTENT_CHECK_FILE, lib/content/site-index.ts devContentErrors).
//
// Next starts first, and the check beside it rather than before it: the check reads every page, about 5 s
// of CPU from a fresh clone, which the first page does not need (the dev index reads only the pages it
// shows). It runs in a process of its own at the lowest priority, taking what Next's compile and renders
// leave, and fills the build cache with every page's analysis, which the dev server then reads: an overview
// page, which shows the outline of every page of its section, is quick once the check has passed.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { siteContentDir } from '../../lib/content/files';
import type { CheckResult } from './dev-check';

const port = Number(process.env.PORT ?? 3000);
const eventsPort = Number(process.env.CONTENT_EVENTS_PORT ?? port + 1);
const contentDir = siteContentDir();
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-docs-dev-'));
const reportFile = path.join(reportDir, 'content-check.json');
const clients = new Set<http.ServerResponse>();
let changes = 0;
const send = (client: http.ServerResponse, data: object) => client.write(`data: ${JSON.stringify(data)}\n\n`);

const next = spawn('node_modules/.bin/next', ['dev', '--port', String(port)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_CONTENT_EVENTS: `http://localhost:${eventsPort}`,
    CONTENT_CHECK_FILE: reportFile,
  },
});

http
  .createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
    // How many changes were told of so far: a page that missed one while it was not connected (it was
    // loading, or Next reloaded it) re-renders when it connects (components/dev/ContentRefresh.tsx).
    send(res, { change: changes, connected: true });
    clients.add(res);
    req.on('close', () => clients.delete(res));
  })
  .listen(eventsPort, '127.0.0.1');

const tell = (data: object) => {
  changes += 1;
  for (const client of clients) send(client, { change: changes, ...data });
};

let checking = true;
let again = false;
let lastErrors = '[]';

function startChecker(): ChildProcess {
  // The same loader as this process (tsx), so the check runs the TypeScript of lib/content as it is.
  const child = fork(fileURLToPath(new URL('./dev-check.ts', import.meta.url)), [contentDir], { stdio: 'inherit' });
  try {
    os.setPriority(child.pid!, os.constants.priority.PRIORITY_LOW);
  } catch {
    // Not allowed here: it then shares the cores evenly.
  }
  child.on('message', (result: CheckResult) => {
    checking = false;
    if (result.errors.length === 0) console.log(`[content] ok: ${result.pages} pages`);
    else console.error(`[content] ${result.message}`);
    fs.writeFileSync(`${reportFile}.tmp`, JSON.stringify({ startedAt: result.startedAt, errors: result.errors }));
    fs.renameSync(`${reportFile}.tmp`, reportFile);
    // Open pages show the problems the check found (or stop showing the fixed ones).
    const errors = JSON.stringify(result.errors);
    if (errors !== lastErrors) tell({ checked: true });
    lastErrors = errors;
    if (again) {
      again = false;
      checkContent();
    }
  });
  child.on('exit', (code, signal) => {
    // Stopped with the server (Ctrl+C reaches it too) or by it.
    if (signal !== 'SIGTERM' && signal !== 'SIGINT')
      console.error(`[content] the check stopped (${signal ?? code}); restart npm run dev to check again`);
  });
  return child;
}

// It checks once as it starts, then on each message.
const checker = startChecker();

function checkContent() {
  if (!checker.connected) return;
  if (checking) {
    again = true;
    return;
  }
  checking = true;
  checker.send('check');
}

let timer: NodeJS.Timeout | undefined;
fs.watch(contentDir, { recursive: true }, (_event, file) => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    // Pages first: they read the changed file themselves.
    tell({ file });
    checkContent();
  }, 50);
});

const stop = (code: number) => {
  checker.kill();
  fs.rmSync(reportDir, { recursive: true, force: true });
  process.exit(code);
};
next.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));
