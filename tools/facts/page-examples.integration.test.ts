// The config examples the pages present as doing something, run with the installed @rsbuild/core 1.4.16
// and checked against what the page says they do: server.proxy's bypass (a dev server and a backend),
// React externals, assetPrefix 'auto', CSS Modules' auto and distPath's layouts (builds). Each test reads
// its example and the claims from the page, in English and in Chinese; the two copies of an example share
// one run when their code differs only in comments.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { RsbuildConfig } from '@rsbuild/core';
import { parseLiteral } from './literal';
import {
  LANGS,
  at,
  build,
  claim,
  codeKey,
  codeSpans,
  configBlock,
  createProject,
  escapeRegExp,
  htmlTags,
  loadExampleConfig,
  memo,
  pickBlock,
  placeholderPattern,
  proseLine,
  readPage,
  runPage,
  startDevServer,
  type BuildOutput,
  type Page,
  type Project,
} from './page-examples';
import type { CodeBlock } from './config-blocks';

// A build of these small projects takes about a second and the dev server a few; the margin is for a busy machine.
jest.setTimeout(60_000);

const page = (lang: string, route: string) => readPage(`content/${lang}/${route}.mdx`);
const read = (project: Project, file: string) => fs.readFileSync(path.join(project.dir, file), 'utf8');
const ofType = (output: BuildOutput, ext: string) => output.files.filter((f) => f.endsWith(ext));
/** A class name the test writes into a stylesheet, and the CSS rule holding it. */
const rule = (className: string) => `.${className} {\n  color: red;\n}\n`;
/** Whether the CSS has a selector with `className` unchanged (not a longer generated name). */
const hasPlainClass = (css: string, className: string) =>
  new RegExp(`\\.${escapeRegExp(className)}(?=[\\s{,:])`).test(css);
const BROWSER_HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function builtOk(where: string, output: BuildOutput) {
  claim(output.errors.length === 0, where, 'the example builds', output.errors.join('\n'));
}

describe('server.proxy: the bypass example', () => {
  /** A response, and the requests the backend received while it was answered. */
  interface Answer {
    status: number | string;
    body: string;
    backendSaw: string[];
  }
  interface Outcome {
    apiPath: string;
    api: Answer;
    navigation: Answer;
    pages: Record<string, Answer>;
    socket: Answer;
  }
  const served = memo<Outcome>();

  /** Serves the project with the page's config, every rule's target pointed at a local backend. */
  async function serve(block: CodeBlock): Promise<Outcome> {
    const config = await loadExampleConfig(block);
    const proxy = config.server?.proxy as Record<string, { target?: string }>;
    const [prefix] = Object.keys(proxy);
    const backendSaw: string[] = [];
    const backend = http.createServer((req, res) => {
      backendSaw.push(req.url!);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ backend: req.url }));
    });
    backend.on('upgrade', (req, socket) => {
      backendSaw.push(`upgrade ${req.url}`);
      socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(backend.address() as { port: number }).port}`;
    for (const key of Object.keys(proxy)) proxy[key] = { ...proxy[key], target };

    // The multi-page app of the example: one entry per HTML file its code names (/index.html, /admin.html).
    const names = [...new Set([...block.code.matchAll(/\/(\w+)\.html\b/g)].map((m) => m[1]))];
    const project = createProject(
      Object.fromEntries(names.map((name) => [`src/${name}.js`, `document.title = '${name}';\n`])),
    );
    let server: { origin: string; close: () => Promise<void> } | undefined;
    const answer = async (request: () => Promise<{ status: number | string; body: string }>): Promise<Answer> => {
      const before = backendSaw.length;
      const response = await request();
      return { ...response, backendSaw: backendSaw.slice(before) };
    };
    const get = (url: string, accept: string) =>
      answer(async () => {
        const res = await fetch(server!.origin + url, { headers: { accept } });
        return { status: res.status, body: await res.text() };
      });
    const upgrade = (url: string) =>
      answer(
        () =>
          new Promise((resolve, reject) => {
            const req = http.request(server!.origin + url, {
              headers: {
                connection: 'Upgrade',
                upgrade: 'websocket',
                'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
                'sec-websocket-version': '13',
              },
            });
            req.on('upgrade', (res, socket) => {
              socket.destroy();
              resolve({ status: res.statusCode!, body: '' });
            });
            req.on('response', (res) => resolve({ status: res.statusCode!, body: 'a response instead of an upgrade' }));
            // Without a proxy for it, the upgrade gets no answer at all.
            req.setTimeout(5_000, () => {
              req.destroy();
              resolve({ status: 'none', body: 'no answer within 5 s' });
            });
            req.on('error', reject);
            req.end();
          }),
      );
    try {
      server = await startDevServer(project, {
        ...config,
        source: { entry: Object.fromEntries(names.map((name) => [name, `./src/${name}.js`])) },
      });
      const pages: Record<string, Answer> = {};
      for (const name of names) pages[name] = await get(`/${name}.html`, BROWSER_HTML_ACCEPT);
      const apiPath = `${prefix}/users`;
      return {
        apiPath,
        pages,
        api: await get(apiPath, 'application/json'),
        navigation: await get(apiPath, BROWSER_HTML_ACCEPT),
        socket: await upgrade(`${prefix}/socket`),
      };
    } finally {
      await server?.close();
      await new Promise((resolve) => backend.close(resolve));
      project.remove();
    }
  }

  it.each(LANGS)(
    '%s: API calls reach the backend without the prefix, navigations to it get the app, /admin.html stays itself, WebSockets pass',
    async (lang) => {
      const block = configBlock(page(lang, 'config/server/proxy'), /bypass/);
      const where = at(block);
      const out = await served(codeKey(block.code), () => serve(block));
      const scriptOf = (html: string) => htmlTags(html).find((t) => t.name === 'script')?.attrs.src;
      claim(
        out.api.status === 200 && out.api.backendSaw.length === 1 && out.api.body.includes('"backend"'),
        where,
        `an API request (${out.apiPath}, Accept: application/json) is proxied to the backend`,
        out.api,
      );
      claim(
        out.api.backendSaw[0] === '/users',
        where,
        'the backend gets the path without the prefix (pathRewrite), /users',
        out.api.backendSaw,
      );
      claim(
        out.navigation.status === 200 &&
          out.navigation.backendSaw.length === 0 &&
          out.navigation.body === out.pages.index?.body,
        where,
        `a browser opening ${out.apiPath} gets the app's index.html, and the backend sees nothing`,
        out.navigation,
      );
      for (const [name, html] of Object.entries(out.pages)) {
        claim(
          html.status === 200 && html.backendSaw.length === 0 && String(scriptOf(html.body)).includes(`/${name}.`),
          where,
          `/${name}.html is served as itself (its own ${name} script), not replaced by the bypass`,
          html,
        );
      }
      claim(
        out.socket.status === 101 && out.socket.backendSaw[0] === 'upgrade /socket',
        where,
        'a WebSocket upgrade on the prefix is proxied to the backend (ws: true), without the prefix',
        out.socket,
      );
    },
  );
});

describe('output.externals: the React example', () => {
  interface Outcome {
    output: BuildOutput;
    jsBytes: number;
    reactFiles: string[];
    html: string;
    calls: string[];
    runError?: string;
  }
  const built = memo<Outcome>();
  // React's element symbols are defined by react and react-dom, never by the app.
  const REACT_CODE = /Symbol\.for\("react\./;
  const APP = [
    "import React from 'react';",
    "import { flushSync } from 'react-dom';",
    "import { createRoot } from 'react-dom/client';",
    '',
    "const root = createRoot(document.getElementById('root'));",
    "flushSync(() => root.render(React.createElement('h1', null, 'Hello')));",
    '',
  ].join('\n');

  async function buildApp(config: RsbuildConfig): Promise<Outcome> {
    const project = createProject({ 'src/index.js': APP });
    try {
      const output = await build(project, config);
      const js = ofType(output, '.js');
      const outcome: Outcome = {
        output,
        jsBytes: js.reduce((sum, f) => sum + fs.statSync(path.join(project.dir, f)).size, 0),
        reactFiles: js.filter((f) => REACT_CODE.test(read(project, f))),
        html: output.errors.length ? '' : read(project, 'dist/index.html'),
        calls: [],
      };
      if (output.errors.length) return outcome;
      // Every global the externals name, as the CDN scripts would define it; calls are recorded by name.
      const externals = config.output?.externals as Record<string, string>;
      const globals = Object.fromEntries(
        Object.values(externals).map((name) => {
          const record = (what: string) => outcome.calls.push(`${name}.${what}`);
          return [
            name,
            {
              createElement: (type: string) => (record('createElement'), { type }),
              flushSync: (fn: () => void) => (record('flushSync'), fn()),
              createRoot: () => (record('createRoot'), { render: () => record('root.render') }),
            },
          ];
        }),
      );
      await runPage(path.join(project.dir, 'dist'), 'index.html', 'https://example.com/', globals).catch(
        (error: Error) => (outcome.runError = error.message),
      );
      return outcome;
    } finally {
      project.remove();
    }
  }

  it.each(LANGS)(
    '%s: no chunk holds React, the app uses the globals, the CDN scripts come first; without react-dom/client it bundles react-dom',
    async (lang) => {
      const externalsPage = page(lang, 'config/output/externals');
      const block = configBlock(externalsPage, /'react-dom'/);
      const where = at(block);
      const config = await loadExampleConfig(block);
      const out = await built(codeKey(block.code), () => buildApp(config));
      builtOk(where, out.output);
      claim(
        out.reactFiles.length === 0,
        where,
        "React is kept out of the bundle: no emitted JS file holds React's code",
        { reactFiles: out.reactFiles, files: out.output.files, jsBytes: out.jsBytes },
      );
      const externals = config.output!.externals as Record<string, string>;
      const expected = [
        `${externals.react}.createElement`,
        `${externals['react-dom/client']}.createRoot`,
        `${externals['react-dom']}.flushSync`,
        `${externals['react-dom/client']}.root.render`,
      ];
      claim(
        !out.runError && expected.every((call) => out.calls.includes(call)),
        where,
        `the app takes react, react-dom and react-dom/client from the globals the externals name (${expected.join(', ')})`,
        out.runError ?? out.calls,
      );
      const tags = htmlTags(out.html).filter((t) => t.name === 'script');
      const app = tags.findIndex((t) => String(t.attrs.src).includes('/static/js/'));
      for (const tag of config.html!.tags as unknown as Array<{ attrs: { src: string } }>) {
        const i = tags.findIndex((t) => t.attrs.src === tag.attrs.src);
        claim(
          i >= 0 && i < app && tags[i].head && !tags[i].attrs.async,
          where,
          `the HTML loads ${tag.attrs.src} in <head>, before the bundle and without async`,
          out.html,
        );
      }

      // The interactions: a key matches that path only, so without react-dom/client react-dom is bundled.
      const note = proseLine(externalsPage, /`react-dom\/client`.*\d+ kB/);
      const kB = Number(note.text.match(/(\d+) kB/)![1]);
      const { 'react-dom/client': _, ...withoutClient } = externals;
      const without = await built(`${codeKey(block.code)} without react-dom/client`, () =>
        buildApp({ ...config, output: { ...config.output, externals: withoutClient } }),
      );
      const extra = (without.jsBytes - out.jsBytes) / 1000;
      claim(
        without.reactFiles.length > 0 && extra > kB * 0.75 && extra < kB * 1.25,
        at(note),
        `without its own react-dom/client key the app bundles react-dom's client build, about ${kB} kB`,
        { reactFiles: without.reactFiles, extraKB: extra },
      );
    },
  );
});

describe("output.assetPrefix: 'auto'", () => {
  interface Outcome {
    output: BuildOutput;
    html: string;
    run?: { global: Record<string, unknown>; loaded: string[] };
    runError?: string;
  }
  const built = memo<Outcome>();
  // Where the test opens the built HTML: a folder of its own, as if dist had been moved there.
  const PAGE_URL = 'https://example.com/some/folder/index.html';

  it.each(LANGS)(
    '%s: HTML tags are relative to the HTML file, the runtime finds the prefix, ASSET_PREFIX is the string the page says',
    async (lang) => {
      const prefixPage = page(lang, 'config/output/asset-prefix');
      const bullet = proseLine(prefixPage, /^- `'auto'`/);
      const value = parseLiteral(codeSpans(bullet.text)[0]) as string;
      const scriptPrefix = bullet.text.match(/`src="([^"`]*?)\.\.\."`/)?.[1];
      if (!scriptPrefix) throw new Error(`${at(bullet)}: no \`src="..."\` example of the HTML tags`);

      const readBlock = pickBlock(prefixPage, 'ts block using import.meta.env.ASSET_PREFIX', (b) =>
        b.code.includes('import.meta.env.ASSET_PREFIX'),
      );
      const said = proseLine(prefixPage, /`\$\{__webpack_public_path__\}/, readBlock.line);
      const spans = codeSpans(said.text);
      const quoted = spans.filter((s) => /^'.*'$/.test(s));
      const variables = parseLiteral(quoted[quoted.length - 1]);
      const gives = spans.find((s) => !s.includes('${') && /\.png$/.test(s));
      const publicPathExpr = spans.find((s) => s.includes('${__webpack_public_path__}'));
      if (!gives || !publicPathExpr)
        throw new Error(`${at(said)}: expected the URL the code gives and the alternative`);
      const resultName = readBlock.code.match(/const (\w+) =/)![1];

      const out = await built(JSON.stringify([value, codeKey(readBlock.code), publicPathExpr]), async () => {
        const project = createProject({
          'src/index.ts': [
            "import './index.css';",
            readBlock.code,
            `Object.assign(globalThis, { example: { ${resultName}, processEnv: process.env.ASSET_PREFIX,`,
            `  publicPath: __webpack_public_path__, alternative: ${publicPathExpr} } });`,
            "import('./lazy').then((m) => Object.assign(globalThis, { lazy: m.default }));",
            '',
          ].join('\n'),
          'src/lazy.ts': "export default 'loaded';\n",
          'src/index.css': rule('app'),
          'index.html':
            '<!doctype html><html><head><meta name="prefix" content="<%= assetPrefix %>"></head><body></body></html>\n',
        });
        try {
          const output = await build(project, { output: { assetPrefix: value }, html: { template: './index.html' } });
          const outcome: Outcome = { output, html: output.errors.length ? '' : read(project, 'dist/index.html') };
          if (!output.errors.length)
            outcome.run = await runPage(path.join(project.dir, 'dist'), 'index.html', PAGE_URL).catch(
              (error: Error) => {
                outcome.runError = error.message;
                return undefined;
              },
            );
          return outcome;
        } finally {
          project.remove();
        }
      });
      builtOk(at(bullet), out.output);

      const tags = htmlTags(out.html);
      const urls = tags.map((t) => String(t.attrs.src ?? t.attrs.href));
      const scripts = tags.filter((t) => t.name === 'script').map((t) => String(t.attrs.src));
      claim(
        scripts.length > 0 &&
          scripts.every((src) => src.startsWith(scriptPrefix)) &&
          tags.some((t) => t.name === 'link') &&
          urls.every((url) => !/^(\/|[a-z]+:)/.test(url) && out.output.files.includes(`dist/${url}`)),
        at(bullet),
        `with '${value}' the HTML's script and link URLs are relative to the HTML file (src="${scriptPrefix}...")`,
        out.html,
      );
      const example = out.run?.global.example as Record<string, string> | undefined;
      claim(
        !out.runError &&
          out.run!.global.lazy === 'loaded' &&
          out.run!.loaded.length === 1 &&
          out.run!.loaded[0].startsWith(new URL('.', PAGE_URL).href),
        at(bullet),
        `the output works from any folder: opened at ${PAGE_URL}, the chunk loaded on demand comes from that folder`,
        out.runError ?? out.run,
      );
      claim(
        example?.[resultName] === gives &&
          example.processEnv === variables &&
          out.html.includes(`<meta name="prefix" content="${variables}">`),
        at(said),
        `import.meta.env.ASSET_PREFIX, process.env.ASSET_PREFIX and the assetPrefix template parameter hold ${quoted[quoted.length - 1]}, so the code gives ${gives}`,
        { example, html: out.html },
      );
      claim(
        example?.publicPath.endsWith('/') === true &&
          new URL(example.alternative).href === new URL('logo.png', PAGE_URL).href,
        at(said),
        `__webpack_public_path__ holds the prefix worked out at runtime, with a trailing slash: ${publicPathExpr} is the file beside the HTML`,
        example,
      );
    },
  );
});

describe('output.cssModules: auto', () => {
  /** A build of stylesheets: each one's exports as the app sees them, and all emitted CSS. */
  interface Outcome {
    output: BuildOutput;
    exports: Record<string, Record<string, unknown>>;
    css: string;
  }
  const built = memo<Outcome>();

  async function buildStyles(
    config: RsbuildConfig,
    sheets: Record<string, string>,
    mode: 'production' | 'development' = 'production',
  ): Promise<Outcome> {
    const names = Object.keys(sheets);
    const project = createProject({
      ...sheets,
      'src/index.js': [
        ...names.map((name, i) => `import * as sheet${i} from './${path.posix.relative('src', name)}';`),
        `Object.assign(globalThis, { sheets: { ${names.map((name, i) => `${JSON.stringify(name)}: { ...sheet${i} }`).join(', ')} } });`,
        '',
      ].join('\n'),
    });
    try {
      const output = await build(project, config, mode);
      const outcome: Outcome = { output, exports: {}, css: '' };
      if (output.errors.length) return outcome;
      outcome.css = ofType(output, '.css')
        .map((f) => read(project, f))
        .join('\n');
      const run = await runPage(path.join(project.dir, 'dist'), 'index.html', 'https://example.com/');
      outcome.exports = run.global.sheets as Outcome['exports'];
      return outcome;
    } finally {
      project.remove();
    }
  }

  /** The build of these stylesheets with a config, once for every page that asks for it. */
  const styled = (
    configKey: string,
    config: RsbuildConfig,
    sheets: Record<string, string>,
    mode: 'production' | 'development' = 'production',
  ) => built(JSON.stringify([configKey, sheets, mode]), () => buildStyles(config, sheets, mode));

  /** The class map a stylesheet gives `import styles from`, or undefined when it is a global stylesheet. */
  const classMap = (out: Outcome, sheet: string) => out.exports[sheet]?.default as Record<string, string> | undefined;

  function isModule(out: Outcome, sheet: string, className: string, where: string, why: string) {
    const map = classMap(out, sheet);
    const generated = map && Object.values(map)[0];
    claim(
      !!generated && generated !== className && out.css.includes(`.${generated}`) && !hasPlainClass(out.css, className),
      where,
      `${sheet} is a CSS Module (${why}): .${className} gets a generated name and is exported`,
      { exports: out.exports[sheet], css: out.css },
    );
  }
  function isGlobal(out: Outcome, sheet: string, className: string, where: string, why: string) {
    claim(
      classMap(out, sheet) === undefined && hasPlainClass(out.css, className),
      where,
      `${sheet} is a global stylesheet (${why}): .${className} keeps its name and nothing is exported`,
      { exports: out.exports[sheet], css: out.css },
    );
  }

  it.each(LANGS)(
    '%s: config page example: every stylesheet under src/components is a module, with its names and keys',
    async (lang) => {
      const cssPage = page(lang, 'config/output/css-modules');
      const block = configBlock(cssPage, /auto:/);
      const where = at(block);
      const component = pickBlock(cssPage, 'component using the class map', (b) => /import \w+ from '/.test(b.code));
      const [, styles, importPath] = component.code.match(/import (\w+) from '([^']+)'/)!;
      const key = component.code.match(new RegExp(`${styles}\\.(\\w+)`))![1];
      const folder = path.posix.dirname(component.title!);
      const sheet = path.posix.join(folder, importPath);
      // Under camelCaseOnly the key the component reads is the camel-case form of the class in the file.
      const className = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const config = await loadExampleConfig(block);
      const sheets = {
        [sheet]: rule(className),
        [`${folder}/nested/panel.css`]: rule('panel-body'),
        'src/pages/home.module.css': rule('home-title'),
        'src/global.css': rule('plain-name'),
      };
      const out = await styled(codeKey(block.code), config, sheets);
      builtOk(where, out.output);

      const map = classMap(out, sheet);
      const { localIdentName } = config.output!.cssModules!;
      const name = path.posix.basename(sheet, '.css');
      const pattern = placeholderPattern(localIdentName!, (p) => {
        if (p === 'name') return name;
        if (p === 'local') return className;
        const hash = p.match(/^hash:base64:(\d+)$/);
        if (hash) return `[\\w-]{${hash[1]}}`;
        throw new Error(`${at(block)}: no pattern for [${p}] in ${localIdentName}`);
      });
      claim(
        map !== undefined && pattern.test(String(map[key])) && !(className in map),
        at(component),
        `${sheet} exports ${styles}.${key} as a name made from ${localIdentName}, and only the camel-case key`,
        { exports: out.exports[sheet], pattern: String(pattern) },
      );
      isModule(out, `${folder}/nested/panel.css`, 'panel-body', where, `every .css file under ${folder}`);
      isModule(out, 'src/pages/home.module.css', 'home-title', where, 'the example also matches *.module.* files');
      isGlobal(out, 'src/global.css', 'plain-name', where, `outside ${folder} and not *.module.*`);
    },
  );

  it.each(LANGS)(
    '%s: guide: the default rule, the auto example, the default names and the build error of a plain .css import',
    async (lang) => {
      const guide = page(lang, 'guide/styling/css-modules');
      const cardBlock = pickBlock(guide, 'src/Card.module.css block', (b) => b.title === 'src/Card.module.css');
      const card = cardBlock.title!;

      // The default rule: `.module.<ext>` and `.modules.<ext>` files, in any case, are modules; `.icss.<ext>`
      // files export with :export but keep global names; everything else is global.
      const rules = proseLine(guide, /`\.module\.<ext>`.*`\.icss\.<ext>`/);
      const suffixes = codeSpans(rules.text).filter((s) => /^\.\w+\.<ext>$/.test(s));
      const [moduleSuffix, modulesSuffix, icssSuffix] = suffixes.map((s) => s.replace('<ext>', 'css'));
      const defaults = await styled(
        'defaults',
        {},
        {
          [card]: cardBlock.code,
          [`src/many${modulesSuffix}`]: rule('many-name'),
          [`src/Upper${moduleSuffix.toUpperCase().replace(/CSS$/, 'css')}`]: rule('upper-name'),
          [`src/vars${icssSuffix}`]: `:export {\n  accent: red;\n}\n${rule('icss-name')}`,
          'src/app.css': rule('plain-name'),
        },
      );
      builtOk(at(rules), defaults.output);
      isModule(defaults, card, 'card', at(rules), moduleSuffix);
      isModule(defaults, `src/many${modulesSuffix}`, 'many-name', at(rules), modulesSuffix);
      isModule(
        defaults,
        `src/Upper${moduleSuffix.toUpperCase().replace(/CSS$/, 'css')}`,
        'upper-name',
        at(rules),
        `${moduleSuffix} in upper case`,
      );
      claim(
        classMap(defaults, `src/vars${icssSuffix}`)?.accent === 'red' && hasPlainClass(defaults.css, 'icss-name'),
        at(rules),
        `${icssSuffix} files export their :export values and keep global class names`,
        { exports: defaults.exports[`src/vars${icssSuffix}`], css: defaults.css },
      );
      isGlobal(defaults, 'src/app.css', 'plain-name', at(rules), 'any other file');

      // `styles.cardTitle` and `styles['card-title']` both exist under the default camelCase convention.
      const keysLine = proseLine(
        guide,
        /`styles\.cardTitle`.*`styles\['card-title'\]`|`styles\['card-title'\]`.*`styles\.cardTitle`/,
      );
      const map = classMap(defaults, card) ?? {};
      claim(
        'cardTitle' in map && 'card-title' in map,
        at(keysLine),
        "the default exportLocalsConvention exports both styles.cardTitle and styles['card-title']",
        map,
      );

      // The names of .card-title: one in development, one in production.
      const namesLine = proseLine(guide, /`[\w-]+__card-title-[\w-]+`/);
      const [devName, prodName] = codeSpans(namesLine.text).filter((s) => /card-title-[\w-]{6}$/.test(s));
      const dev = await styled('defaults', {}, { [card]: cardBlock.code }, 'development');
      builtOk(at(namesLine), dev.output);
      claim(
        classMap(dev, card)?.cardTitle === devName && map.cardTitle === prodName,
        at(namesLine),
        `.card-title in ${card} becomes ${devName} in development and ${prodName} in production`,
        { development: classMap(dev, card), production: map },
      );

      // The guide's auto example.
      const block = configBlock(guide, /auto:/);
      const intro = proseLine(guide, /`src\/components`.*`\.module\.`/, block.line - 6);
      const folder = codeSpans(intro.text).find((s) => s.startsWith('src/'))!;
      const example = await styled(codeKey(block.code), await loadExampleConfig(block), {
        [`${folder}/panel.css`]: rule('panel-body'),
        [card]: cardBlock.code,
        'src/app.css': rule('plain-name'),
      });
      builtOk(at(block), example.output);
      isModule(
        example,
        `${folder}/panel.css`,
        'panel-body',
        at(intro),
        `a stylesheet under ${folder}, whatever its name`,
      );
      isModule(
        example,
        card,
        'card',
        at(intro),
        `the example keeps the ${moduleSuffix.replace(/css$/, '')} files elsewhere`,
      );
      isGlobal(example, 'src/app.css', 'plain-name', at(block), 'neither');

      // A default import from a stylesheet that is not a module fails the build, with the error the page
      // quotes: a *.module.css file that a regular expression for `auto` leaves out (the #auto section), and
      // a plain .css file under the defaults (the first pitfall, word for word).
      const replaced = proseLine(guide, /`import styles from '[^']+\.module\.css'`.*`ESModulesLinkingError/);
      await importFails(
        replaced,
        'auto: a regular expression',
        { output: { cssModules: { auto: new RegExp(folder) } } },
        {
          [card]: cardBlock.code,
        },
      );
      const pitfall = proseLine(guide, /`import styles from '\.\/\w+\.css'`.*`ESModulesLinkingError/);
      await importFails(pitfall, 'defaults', {}, {});
    },
  );

  /** Builds the import the line quotes and checks the build fails with the error it quotes (`...` is any text). */
  async function importFails(
    line: { text: string; line: number; file: string },
    label: string,
    config: RsbuildConfig,
    sheets: Record<string, string>,
  ) {
    const [code, error] = codeSpans(line.text).filter((s) => s.startsWith('import ') || s.startsWith('ESModules'));
    const file = path.posix.join('src', code.match(/'([^']+)'/)![1]);
    // `...` on the page stands for any text.
    const expected = new RegExp(
      error
        .split(/\s*(?:\.\.\.|…)\s*/)
        .map(escapeRegExp)
        .join(' .* '),
    );
    const failed = await built(
      JSON.stringify([label, String(config.output?.cssModules?.auto), code, sheets]),
      async () => {
        const project = createProject({
          [file]: rule('plain-name'),
          ...sheets,
          'src/index.js': `${code};\nconsole.log(styles);\n`,
        });
        try {
          return { output: await build(project, config), exports: {}, css: '' };
        } finally {
          project.remove();
        }
      },
    );
    const firstLines = failed.output.errors.map((e) => e.replace(/^\s*×\s*/, '').split('\n')[0]);
    claim(
      firstLines.some((e) => expected.test(e)),
      at(line),
      `\`${code}\` fails the build with "${error}"`,
      failed.output.errors.length ? failed.output.errors : failed.output.files,
    );
  }
});

describe('output.distPath: the default layout and the example', () => {
  interface Tree {
    line: number;
    root: string;
    /** The files under the root, `[hash]` and `[name]` as written on the page. */
    files: string[];
  }
  /** The page's first text block: `dist/` and an indented tree of folders and files. */
  function layoutTree(p: Page): Tree {
    const block = pickBlock(p, 'text block of the default layout', (b) => b.lang === 'text');
    const [root, ...lines] = block.code.trimEnd().split('\n');
    const folders: string[] = [];
    const files: string[] = [];
    for (const line of lines) {
      const name = line.replace(/^[│├└─\s]+/, '');
      const depth = (line.length - name.length) / 4 - 1;
      folders.length = depth;
      if (name.endsWith('/')) folders.push(name.slice(0, -1));
      else files.push([...folders, name].join('/'));
    }
    return { line: block.line, root: root.replace(/\/$/, ''), files };
  }
  const patternOf = (file: string) =>
    placeholderPattern(file, (p) => {
      if (p === 'hash') return '[0-9a-f]{8}';
      if (p === 'name') return '[\\w-]+';
      throw new Error(`${file}: no pattern for [${p}]`);
    });
  /** Pairs each file of the tree with the one emitted file it describes; unmatched ones on either side. */
  function compare(tree: string[], emitted: string[]) {
    const missing = tree.filter((f) => !emitted.some((e) => patternOf(f).test(e)));
    const extra = emitted.filter((e) => !tree.some((f) => patternOf(f).test(e)));
    return { missing, extra };
  }

  // The app of the tree: a stylesheet, an image too large to inline, and a chunk loaded on demand.
  const SOURCES = {
    'src/index.js':
      "import './index.css';\nimport logo from './logo.png';\n\nconsole.log(logo);\nimport('./lazy.js');\n",
    'src/lazy.js': "export default 'lazy';\n",
    'src/index.css': rule('app'),
    'src/logo.png': Buffer.alloc(6000, 1),
  };
  // Files no distPath key of the example sets: a font and an SVG, both too large to inline.
  const MORE = {
    'src/index.js': `${SOURCES['src/index.js']}import icon from './icon.svg';\n\nconsole.log(icon);\n`,
    'src/index.css': `${rule('app')}@font-face {\n  font-family: Body;\n  src: url(./body.woff2);\n}\n`,
    'src/body.woff2': Buffer.alloc(6000, 2),
    'src/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${'x'.repeat(6000)} --></svg>\n`,
  };
  const built = memo<{ output: BuildOutput; root: string }>();
  const buildLayout =
    (config: RsbuildConfig, more = {}) =>
    async () => {
      const project = createProject({ ...SOURCES, ...more });
      try {
        const output = await build(project, config);
        return { output, root: config.output?.distPath?.root ?? 'dist' };
      } finally {
        project.remove();
      }
    };
  const under = (root: string, files: string[]) =>
    files.filter((f) => f.startsWith(`${root}/`)).map((f) => f.slice(root.length + 1));

  it.each(LANGS)('%s: a default web build writes the tree the page shows', async (lang) => {
    const tree = layoutTree(page(lang, 'config/output/dist-path'));
    const where = `content/${lang}/config/output/dist-path.mdx:${tree.line}`;
    const out = await built('defaults', buildLayout({}));
    builtOk(where, out.output);
    const { missing, extra } = compare(tree.files, under(tree.root, out.output.files));
    claim(
      missing.length === 0 && extra.length === 0 && out.output.files.every((f) => f.startsWith(`${tree.root}/`)),
      where,
      `a default build writes exactly ${tree.files.map((f) => `${tree.root}/${f}`).join(', ')}`,
      { missing, extra, emitted: out.output.files },
    );
  });

  it.each(LANGS)(
    '%s: the example moves html, js, async chunks, css and images, and leaves the other files under static/',
    async (lang) => {
      const distPage = page(lang, 'config/output/dist-path');
      const tree = layoutTree(distPage);
      const block = configBlock(distPage, /distPath/);
      const config = await loadExampleConfig(block);
      const distPath = config.output!.distPath as Record<string, string>;
      const out = await built(codeKey(block.code), buildLayout(config, MORE));
      builtOk(at(block), out.output);

      // Each file of the default tree moves to the folder its kind has in the example.
      const kindOf = (file: string) =>
        file.endsWith('.html')
          ? 'html'
          : file.endsWith('.css')
            ? 'css'
            : file.includes('[name]')
              ? 'jsAsync'
              : file.endsWith('.js')
                ? 'js'
                : 'image';
      const expected = tree.files.map((file) => {
        const kind = kindOf(file);
        // jsAsync follows js when only js is set (the page's jsAsync default, '<js>/async').
        const folder =
          distPath[kind] ?? (kind === 'jsAsync' && distPath.js ? `${distPath.js}/async` : path.posix.dirname(file));
        return path.posix.join(folder, path.posix.basename(file));
      });
      const emitted = under(out.root, out.output.files);
      const { missing } = compare(expected, emitted);
      claim(
        out.root === distPath.root && missing.length === 0,
        at(block),
        `the build writes ${expected.map((f) => `${distPath.root}/${f}`).join(', ')}`,
        { missing, emitted: out.output.files },
      );

      // The sentences before the example: it builds into `output/`, and what it sets leaves the `static/`
      // level, while fonts, SVG and other files stay under `output/static/...`.
      const intro = proseLine(distPage, /`\w+\/static\/\.\.\.`/, block.line - 6);
      const [into, level] = codeSpans(intro.text);
      const stays = codeSpans(intro.text)
        .find((s) => s.endsWith('/static/...'))!
        .replace('...', '');
      const moved = out.output.files.filter((f) => /\.(html|js|css|png)$/.test(f));
      claim(
        `${out.root}/` === into && moved.every((f) => f.startsWith(into) && !f.startsWith(`${into}${level}`)),
        at(intro),
        `the example builds into ${into} and its HTML, JS, CSS and images are no longer under ${into}${level}`,
        out.output.files,
      );
      const others = out.output.files.filter((f) => /\.(woff2|svg)$/.test(f));
      claim(
        others.length === 2 && others.every((f) => f.startsWith(stays)),
        at(intro),
        `a font and an SVG still go to ${stays}...`,
        out.output.files,
      );
    },
  );
});
