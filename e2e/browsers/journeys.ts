// The reader journeys of the cross-browser suite (npm run test:browsers), written once for every engine.
import assert from 'node:assert/strict';
import { until, type Reader } from './reader';

export interface Journey {
  name: string;
  run(r: Reader): Promise<void>;
}

const pathIs = (r: Reader, expected: string) => until(async () => (await r.path()) === expected, `the path ${expected}`);

/** Types a query into the open search modal and waits for its first hit. */
async function query(r: Reader, text: string) {
  await r.visible('.DocSearch-Input');
  await r.type(text);
  await r.visible('.DocSearch-Hit');
}

export const journeys: Journey[] = [
  {
    name: 'home: hero, benchmark and its source',
    async run(r) {
      await r.goto('/');
      assert.equal(await r.text('.hero h1'), 'Rsbuild');
      await r.visible('.bench');
      assert.match(await r.text('.bench-source'), /build-tools-performance/);
    },
  },
  {
    name: 'a doc page, then sidebar client navigation and Back',
    async run(r) {
      await r.goto('/guide/start/quick-start');
      assert.match(await r.text('main h1'), /Quick start/i);
      await r.click('.doc-sidebar a[href="/guide/start/features"]');
      await pathIs(r, '/guide/start/features');
      await until(async () => /Features/i.test(await r.text('main h1')), 'the features heading');
      await r.back();
      await pathIs(r, '/guide/start/quick-start');
    },
  },
  {
    name: 'theme toggle: dark, then light',
    async run(r) {
      await r.goto('/guide/start/');
      const dark = () => r.read<boolean>('document.documentElement.classList.contains("dark")');
      // The toggle cycles light, dark and auto: click until it says dark, then light.
      for (const [wanted, isDark] of [['dark', true], ['light', false]] as const) {
        for (let i = 0; i < 3 && (await r.read<string>('document.querySelector(".theme-toggle").dataset.preference')) !== wanted; i++) {
          const before = await r.read<string>('document.querySelector(".theme-toggle").dataset.preference');
          await r.click('.theme-toggle');
          await until(async () => (await r.read<string>('document.querySelector(".theme-toggle").dataset.preference')) !== before, 'the toggle to move on');
        }
        assert.equal(await dark(), isDark, `html.dark with the ${wanted} theme`);
      }
    },
  },
  {
    name: 'search by button with an English query, Enter opens the hit',
    async run(r) {
      await r.goto('/guide/start/');
      await r.click('.search-button');
      await query(r, 'minify');
      await r.press('Enter');
      await until(async () => (await r.path()).includes('minify'), 'a page about minify');
    },
  },
  {
    name: 'search by keyboard with a Chinese query',
    async run(r) {
      await r.goto('/zh/guide/start/');
      await r.visible('.search-button');
      await r.press('Control+k');
      await query(r, '快速上手');
      assert.match(await r.text('.DocSearch-Hit'), /快速上手/);
      await r.press('Escape');
    },
  },
  {
    name: 'tabs: a choice switches every group, and another page starts on it',
    async run(r) {
      const pnpmEverywhere = `[...document.querySelectorAll('.tabs')].every((g) => g.querySelectorAll('[role="tab"]')[2]?.getAttribute('aria-selected') === 'true')`;
      await r.goto('/guide/start/quick-start');
      await r.click('.tabs [role="tab"]:nth-child(3)');
      assert.equal(await r.text('.tabs [role="tab"][aria-selected="true"]'), 'pnpm');
      await until(() => r.read<boolean>(pnpmEverywhere), 'pnpm in every group');
      await r.goto('/zh/guide/start/quick-start');
      await r.visible('.tabs');
      await until(() => r.read<boolean>(pnpmEverywhere), 'pnpm in every group of the Chinese page');
    },
  },
  {
    name: 'language switch to Chinese and back',
    async run(r) {
      await r.goto('/guide/start/quick-start');
      await r.click('.lang-switch');
      await pathIs(r, '/zh/guide/start/quick-start');
      await r.click('.lang-switch');
      await pathIs(r, '/guide/start/quick-start');
    },
  },
  {
    name: '404 per language',
    async run(r) {
      await r.goto('/no-such-page');
      assert.equal(await r.read<string>('document.documentElement.lang'), 'en');
      await r.visible('main');
      await r.goto('/zh/no-such-page');
      assert.equal(await r.read<string>('document.documentElement.lang'), 'zh-CN');
    },
  },
  ...['/', '/zh/', '/guide/start/quick-start', '/zh/config/output/minify', '/no-such-page'].flatMap((path) =>
    [320, 390].map((width) => ({
      name: `no sideways scroll at ${width} px: ${path}`,
      async run(r: Reader) {
        const { scrollWidth, clientWidth, innerWidth } = await r.widthAt(path, width);
        assert.equal(innerWidth, width);
        assert.ok(scrollWidth <= clientWidth, `the document is ${scrollWidth} px wide in ${clientWidth} px`);
      },
    })),
  ),
];
