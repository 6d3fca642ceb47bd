// npm run test:browsers: the reader journeys of e2e/browsers/journeys.ts in Firefox ESR (puppeteer-core over
// WebDriver BiDi), in WebKit (WebKitWebDriver driving MiniBrowser under xvfb-run) and once more in Firefox
// set to block all cookies (every use of localStorage throws), against the built export served as
// `npm run serve` does. ENGINES=firefox, webkit or firefox-blocked runs one engine, JOURNEYS=regex the
// journeys whose name matches, OUT_DIR another export.
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { exportServer } from '../serve/export-server';
import { journeys } from '../../e2e/browsers/journeys';
import { firefoxReader } from '../../e2e/browsers/firefox';
import { webkitReader } from '../../e2e/browsers/webkit';
import type { Reader } from '../../e2e/browsers/reader';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
// Same-origin frames allowed: WebKit's phone widths are a frame (e2e/browsers/webkit.ts).
const server = exportServer(root, { sameOriginFrames: true }).listen(Number(process.env.PORT ?? 0), '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
const engines = (process.env.ENGINES ?? 'firefox,webkit,firefox-blocked').split(',');
const only = new RegExp(process.env.JOURNEYS ?? '');

let passed = 0;
let failed = 0;
for (const engine of engines) {
  const { reader, stop } = await open(engine);
  for (const journey of journeys.filter((j) => only.test(j.name))) {
    // No retry, as in the Playwright suites: a journey that passes only on a second attempt hides a wrong wait.
    const started = Date.now();
    const error = await journey.run(reader).then(
      () => undefined,
      (e: Error) => e,
    );
    if (error) {
      failed++;
      console.log(`  FAIL  ${reader.engine}: ${journey.name}\n        ${error.name}: ${error.message.split('\n')[0]}`);
    } else {
      passed++;
      console.log(`  ok    ${reader.engine}: ${journey.name} (${Date.now() - started} ms)`);
    }
  }
  await reader.close().catch(() => {});
  stop();
}
server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

async function open(engine: string): Promise<{ reader: Reader; stop: () => void }> {
  if (engine === 'firefox' || engine === 'firefox-blocked')
    return { reader: await firefoxReader(origin, { blockSiteData: engine === 'firefox-blocked' }), stop: () => {} };
  if (engine !== 'webkit') throw new Error(`unknown engine ${engine}`);
  const port = 4444 + Math.floor(Math.random() * 1000);
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], { stdio: 'ignore', detached: true });
  // The driver, its display and MiniBrowser form one process group; it goes when Node exits, also after
  // an error thrown mid-run (a signal that kills Node outright still leaves it).
  const stop = () => {
    try {
      process.kill(-driver.pid!);
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://localhost:${port}/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { reader: await webkitReader(origin, `http://localhost:${port}`), stop };
}
