// npm run dev: `next dev` for authors, plus a watcher on content/. Next does not know MDX files exist (pages
// read them at render time), so the watcher re-checks the content, prints any problem with file and line,
// and tells open pages (components/dev/ContentRefresh.tsx) to re-render.
import http from 'node:http';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { buildContentIndex, type AnalysisCache } from '../../lib/content/content-index';
import { siteContentDir } from '../../lib/content/site-index';
import { ContentErrors } from '../../lib/content/errors';
import { buildCacheDir } from '../../lib/content/build-cache';

const port = Number(process.env.PORT ?? 3000);
const eventsPort = Number(process.env.CONTENT_EVENTS_PORT ?? port + 1);
const contentDir = siteContentDir();
const clients = new Set<http.ServerResponse>();
const cache: AnalysisCache = new Map();

http
  .createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
    res.write(': connected\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
  })
  .listen(eventsPort, '127.0.0.1');

function checkContent() {
  try {
    const index = buildContentIndex({ contentDir, git: false, cache, cacheDir: buildCacheDir() });
    console.log(`[content] ok: ${index.pages.length} pages`);
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    console.error(`[content] ${error.message}`);
  }
}

let timer: NodeJS.Timeout | undefined;
fs.watch(contentDir, { recursive: true }, (_event, file) => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    // Pages first: the check below only prints to this terminal.
    for (const client of clients) client.write(`data: ${JSON.stringify({ file })}\n\n`);
    setImmediate(checkContent);
  }, 50);
});
checkContent();

const next = spawn('node_modules/.bin/next', ['dev', '--port', String(port)], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_CONTENT_EVENTS: `http://localhost:${eventsPort}` },
});
next.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));
