// Mobile Lighthouse (default config: emulated mid-range phone, simulated slow 4G and 4x CPU slowdown) on
// pages of the export, served the way a production host serves it: clean URLs and gzip.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

function serve(root) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`];
    const file = candidates
      .map((c) => path.join(root, c))
      .find((f) => f.startsWith(root) && fs.existsSync(f) && fs.statSync(f).isFile());
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const body = fs.readFileSync(file);
    const compress =
      /\bgzip\b/.test(String(req.headers['accept-encoding'])) && !type.startsWith('image/')
        ? zlib.gzipSync(body)
        : null;
    const immutable = file.includes(`${path.sep}_next${path.sep}static${path.sep}`);
    res.writeHead(200, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(compress ?? body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Scores of each route: the four category scores (0-100), and FCP, LCP, TBT and CLS as Lighthouse displays them. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function runLighthouse(root, routes) {
  const server = await serve(path.resolve(root));
  const { port } = server.address();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // The machine's network is closed: no background connections.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const scores = [];
    // The first audit in a fresh browser pays its start-up (seen here: TBT several times that of later
    // runs of the same page); it is run once and thrown away.
    await lighthouse(`http://127.0.0.1:${port}${routes[0]}`, {
      port: chrome.port,
      onlyCategories: CATEGORIES,
      output: 'json',
      logLevel: 'error',
    });
    for (const route of routes) {
      const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
        port: chrome.port,
        onlyCategories: CATEGORIES,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { lhr } = result;
      if (process.env.LIGHTHOUSE_REPORT_DIR)
        fs.writeFileSync(
          path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${route.replace(/\W+/g, '_') || 'root'}.json`),
          JSON.stringify(lhr),
        );
      const audit = (id) => lhr.audits[id]?.displayValue ?? '?';
      const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      scores.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    return scores;
  } finally {
    chrome.kill();
    server.close();
  }
}
