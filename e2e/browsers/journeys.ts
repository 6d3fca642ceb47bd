// The reader journeys of the cross-browser suite (npm run test:browsers), written once for every engine.
import assert from 'node:assert/strict';
import { until, type Reader } from './reader';

export interface Journey {
  name: string;
  run(r: Reader): Promise<void>;
}

const pathIs = (r: Reader, expected: string) =>
  until(async () => (await r.path()) === expected, `the path ${expected}`);

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
      for (const [wanted, isDark] of [
        ['dark', true],
        ['light', false],
      ] as const) {
        for (
          let i = 0;
          i < 3 && (await r.read<string>('document.querySelector(".theme-toggle").dataset.preference')) !== wanted;
          i++
        ) {
          const before = await r.read<string>('document.querySelector(".theme-toggle").dataset.preference');
          await r.click('.theme-toggle');
          await until(
            async () => (await r.read<string>('document.querySelector(".theme-toggle").dataset.preference')) !== before,
            'the toggle to move on',
          );
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
    name: 'search marks: a picked result marks its words on its page; Escape clears them; the switch turns them off',
    async run(r) {
      // What the page draws with the CSS Custom Highlight API (lib/search/page-marks.ts).
      const marks = () =>
        r.read<string[]>(
          `(() => { const h = CSS.highlights.get('search-marks'); return h ? [...h].map((range) => range.toString()) : []; })()`,
        );
      const headingTop = () => r.read<number>(`document.querySelector('main h1').getBoundingClientRect().top`);
      await r.goto('/zh/guide/start/');
      await r.visible('.search-button');
      await r.press('Control+k');
      await query(r, '代理');
      await r.press('Enter');
      await until(async () => (await r.path()) === '/zh/config/server/proxy', 'the server.proxy page');
      await until(async () => (await marks()).includes('代理'), 'marks on the page');
      const before = await headingTop();
      await r.press('Escape');
      await until(async () => (await marks()).length === 0, 'the marks to go');
      assert.equal(await headingTop(), before, 'the page did not move');
      await r.press('Control+k');
      await r.click('.search-marks-toggle input');
      // Back to the field: the switch has the focus now.
      await r.click('.DocSearch-Input');
      await query(r, 'alias');
      await r.press('Enter');
      await until(async () => (await r.path()).includes('alias'), 'an alias page');
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.deepEqual(await marks(), [], 'no marks once switched off');
      // Switched back on, as the reader found it.
      await r.press('Control+k');
      await r.click('.search-marks-toggle input');
      await r.press('Escape');
    },
  },
  {
    name: 'tabs: a choice switches every group, and another page starts on it',
    async run(r) {
      const everywhere = (n: number) =>
        `[...document.querySelectorAll('.tabs')].every((g) => g.querySelectorAll('[role="tab"]')[${n}]?.getAttribute('aria-selected') === 'true')`;
      await r.goto('/guide/start/quick-start');
      await r.click('.tabs [role="tab"]:nth-child(3)');
      assert.equal(await r.text('.tabs [role="tab"][aria-selected="true"]'), 'pnpm');
      await until(() => r.read<boolean>(everywhere(2)), 'pnpm in every group');
      await r.goto('/zh/guide/start/quick-start');
      await r.visible('.tabs');
      // Without site data nothing was remembered: the new page starts on its first tab.
      if (r.keepsSiteData) await until(() => r.read<boolean>(everywhere(2)), 'pnpm in every group of the Chinese page');
      else await until(() => r.read<boolean>(everywhere(0)), 'the first tab in every group of the Chinese page');
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
  {
    // Neither engine lets WebDriver read the clipboard without a permission prompt, so in both the code is
    // read back as a reader would check it: a real paste (Ctrl+V) into the search box. The button's own
    // visible state is asserted too.
    name: "copy: a code block's button puts its code on the clipboard (read back by pasting into the search box)",
    async run(r) {
      await r.goto('/guide/start/quick-start');
      const code = await r.read<string>(`document.querySelector('.code-body pre').textContent.trim()`);
      assert.ok(code && !code.includes('\n'), `a one-line first code block (${code}), which an input keeps whole`);
      await r.hover('.code-body');
      await r.click('.code-body .copy-button');
      await r.visible('.code-body .copy-button[data-copied]');
      assert.equal(
        await r.read<string>(`document.querySelector('.code-body .copy-button').getAttribute('aria-label')`),
        'Copied',
      );
      await r.click('.search-button');
      await r.visible('.DocSearch-Input');
      await r.press('Control+v');
      await until(
        async () => (await r.read<string>(`document.querySelector('.DocSearch-Input').value`)) === code,
        `the pasted ${code}`,
      );
      await r.press('Escape');
    },
  },
  ...['/config/dev/watch-files', '/zh/config/dev/watch-files'].map((path) => ({
    name: `phone drawer at 390 px: open, scroll to its last item, close, the page scrolls again: ${path}`,
    async run(r: Reader) {
      await r.atWidth(path, 390, async () => {
        await r.click('.menu-bar-sidebar');
        await r.visible('#doc-sidebar');
        // The last link is in view inside the drawer and on screen, and nothing covers where a reader taps it.
        const lastInView = `(() => {
          const last = [...document.querySelectorAll('#doc-sidebar a')].at(-1), box = document.getElementById('doc-sidebar').getBoundingClientRect(), r = last.getBoundingClientRect();
          return r.top >= box.top && r.bottom <= Math.min(box.bottom, innerHeight) && last.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        })()`;
        assert.equal(await r.read<boolean>(lastInView), false, 'the last item starts out of view');
        // Focus moves onto the current page's entry in the drawer, and the keyboard scrolls it from there with
        // End. (A mouse wheel would do too in Firefox, but WebKit turns no wheel inside the phone-width frame
        // reliably.)
        await until(
          () =>
            r.read<boolean>(
              `document.getElementById('doc-sidebar').contains(document.activeElement) && document.activeElement.getAttribute('aria-current') === 'page'`,
            ),
          "focus on the current page's entry in the drawer",
        );
        await r.press('End');
        await until(() => r.read<boolean>(lastInView), 'the last drawer item in view');
        assert.equal(await r.read<number>('scrollY'), 0, 'the page behind the drawer stays put');
        await r.click('.menu-bar-sidebar');
        await until(
          async () =>
            !(await r.read<boolean>(
              `document.getElementById('doc-sidebar').checkVisibility({ visibilityProperty: true })`,
            )),
          'the drawer to close',
        );
        const h1 = `(() => { const h = document.querySelector('main h1').getBoundingClientRect(); return document.querySelector('main h1').contains(document.elementFromPoint(h.left + 10, h.top + h.height / 2)); })()`;
        assert.ok(await r.read<boolean>(h1), 'the heading is uncovered');
        await r.press('PageDown');
        await until(async () => (await r.read<number>('scrollY')) > 0, 'the page to scroll with Page Down');
      });
    },
  })),
  ...(
    [
      ['/', /Guide\s+Config\s+Plugin\s+API\s+Community/],
      ['/zh/', /指南\s+配置\s+插件\s+API\s+社区/],
    ] as const
  ).map(([path, links]) => ({
    name: `phone nav at 390 px: the menu button shows the nav links and closes them: ${path}`,
    async run(r: Reader) {
      await r.atWidth(path, 390, async () => {
        const shown = `document.querySelector('#nav-screen .navbar-nav').checkVisibility({ visibilityProperty: true })`;
        assert.equal(await r.read<boolean>(shown), false, 'the nav links start hidden');
        await r.click('.nav-screen-button');
        await r.visible('#nav-screen .navbar-nav a');
        assert.match(await r.text('#nav-screen .navbar-nav'), links);
        await r.click('.nav-screen-button');
        await until(async () => !(await r.read<boolean>(shown)), 'the nav links to hide');
        assert.equal(
          await r.read<string>(`document.querySelector('.nav-screen-button').getAttribute('aria-expanded')`),
          'false',
        );
      });
    },
  })),
  // Every page type in both languages: home, a guide page, a config option, an API page, an overview, a
  // release note and the 404.
  ...[
    '/',
    '/guide/start/quick-start',
    '/config/output/minify',
    '/api/javascript-api/instance',
    '/config/',
    '/community/releases/v1-0',
    '/no-such-page',
  ]
    .flatMap((path) => [path, `/zh${path}`])
    .flatMap((path) =>
      [320, 390].map((width) => ({
        name: `no sideways scroll at ${width} px: ${path}`,
        async run(r: Reader) {
          const { scrollWidth, clientWidth, innerWidth } = await r.atWidth(path, width, () =>
            r.read<{ scrollWidth: number; clientWidth: number; innerWidth: number }>(
              '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth, innerWidth })',
            ),
          );
          assert.equal(innerWidth, width);
          assert.ok(scrollWidth <= clientWidth, `the document is ${scrollWidth} px wide in ${clientWidth} px`);
        },
      })),
    ),
];
