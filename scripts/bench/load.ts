// npm run load: serves the export (out/, or OUT_DIR) with nginx and deploy/nginx.conf on the loopback
// (PORT, default 8090), sends the same fixed set of requests once without and once with
// `Accept-Encoding: gzip`, and prints throughput and latency of both. Bounded: REQUESTS (default 3000)
// per run at CONCURRENCY (default 16), and each run stops after LIMIT_S (default 30) seconds whatever it
// has done. The target: compressed throughput within 20 % of uncompressed, which the build's
// gzip files (tools/hosting/precompress.ts, `gzip_static on`) make possible.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.PORT ?? 8090);
const requests = Number(process.env.REQUESTS ?? 3000);
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const limitMs = Number(process.env.LIMIT_S ?? 30) * 1000;
const out = path.resolve(process.env.OUT_DIR ?? 'out');
// Pages of each kind and the payload a client navigation fetches.
const urls = [
  '/',
  '/guide/start/quick-start',
  '/config/output/minify',
  '/zh/guide/start/',
  '/plugins/list/',
  '/community/releases/v1-0',
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-docs-load-'));
const nginxBin = spawnSync('sh', ['-c', 'command -v nginx || echo /usr/sbin/nginx'], {
  encoding: 'utf8',
}).stdout.trim();
const place = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve/nginx-place.ts', dir, String(port), out], {
  stdio: 'inherit',
});
if (place.status !== 0) process.exit(1);
const nginx = spawn(nginxBin, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  nginx.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => (stop(), process.exit(130)));

function request(agent: http.Agent, url: string, gzip: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: url, agent, headers: gzip ? { 'accept-encoding': 'gzip' } : {} },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
  });
}

async function run(gzip: boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < requests && performance.now() - started < limitMs) {
      const url = urls[next++ % urls.length];
      const t = performance.now();
      const size = await request(agent, url, gzip);
      bytes += size;
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    mbPerSecond: bytes / seconds / 1e6,
    p50: at(0.5),
    p99: at(0.99),
  };
}

try {
  // nginx is up when it answers.
  for (let i = 0; ; i++) {
    try {
      await request(new http.Agent(), '/', false);
      break;
    } catch (error) {
      if (i > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const gz = fs.readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith('.gz')).length;
  console.log(
    `load: nginx on 127.0.0.1:${port}, ${out} (${gz} gzip files), ${requests} requests per run at concurrency ${concurrency}, at most ${limitMs / 1000} s each`,
  );
  await run(false); // warm-up: the page cache and nginx's open files
  const plain = await run(false);
  const zipped = await run(true);
  for (const [name, r] of [
    ['uncompressed', plain],
    ['gzip', zipped],
  ] as const) {
    console.log(
      `${name.padEnd(12)} ${r.requests} requests, ${r.perSecond.toFixed(0)}/s, ${r.mbPerSecond.toFixed(1)} MB/s, p50 ${r.p50} ms, p99 ${r.p99} ms`,
    );
  }
  const ratio = zipped.perSecond / plain.perSecond;
  console.log(`gzip throughput is ${(ratio * 100).toFixed(0)} % of uncompressed (target: at least 80 %)`);
} finally {
  stop();
}
