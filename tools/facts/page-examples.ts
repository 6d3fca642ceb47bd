// What a page's example does when a reader runs it. The example is the page's own code block, loaded as a
// reader's rsbuild.config.ts by the installed @rsbuild/core, then built or served in a throwaway project
// whose node_modules is this one's; the output is read back as files, HTML, and what the scripts do when
// they run. The claims the example is checked against are read from the page too, so editing either the
// code or the words can fail the test, and every failure names the page line.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { RsbuildConfig, RsbuildInstance } from '@rsbuild/core';
import ts from 'typescript';
import { CONFIG_FILE_TITLE, codeBlocks, type CodeBlock } from './config-blocks';
import { proseLines } from './prose-lines';

export const LANGS = ['en', 'zh'] as const;

export interface Page {
  file: string;
  source: string;
  blocks: CodeBlock[];
  prose: Array<[text: string, line: number]>;
}

export function readPage(file: string): Page {
  const source = fs.readFileSync(file, 'utf8');
  return { file, source, blocks: codeBlocks(source, file), prose: proseLines(source) };
}

/** `content/en/config/output/dist-path.mdx:80`, the place a failure message sends the author to. */
export const at = (where: { file: string; line: number }) => `${where.file}:${where.line}`;

/** The page's one block that `pick` selects; anything else is an error naming the page. */
export function pickBlock(page: Page, what: string, pick: (block: CodeBlock) => boolean): CodeBlock {
  const found = page.blocks.filter(pick);
  if (found.length !== 1) throw new Error(`${page.file}: expected one ${what}, found ${found.length}`);
  return found[0];
}

/** The page's rsbuild.config.ts block whose code matches `pattern`. */
export const configBlock = (page: Page, pattern: RegExp) =>
  pickBlock(
    page,
    `rsbuild.config.ts block matching ${pattern}`,
    (b) => /^tsx?$/.test(b.lang) && b.title === CONFIG_FILE_TITLE && pattern.test(b.code),
  );

/** The first prose line matching `pattern`, with its number, at or after file line `from`. */
export function proseLine(page: Page, pattern: RegExp, from = 0): { text: string; line: number; file: string } {
  const found = page.prose.find(([text, line]) => line >= from && pattern.test(text));
  if (!found) throw new Error(`${page.file}: no line after line ${from} matches ${pattern}`);
  return { text: found[0], line: found[1], file: page.file };
}

/** The inline code spans of a line, in order; `` `` `x` `` `` gives `` `x` ``. */
export function codeSpans(text: string): string[] {
  return [...text.matchAll(/(`+)(?!`)(.+?)(?<!`)\1(?!`)/g)].map(([, ticks, body]) =>
    ticks.length > 1 && body.startsWith(' ') && body.endsWith(' ') ? body.slice(1, -1) : body,
  );
}

/**
 * A pattern for a name written with placeholders, such as `logo.[hash].png` or `[name]__[local]`: the text
 * between placeholders is matched as is, each placeholder by the pattern `fill` gives for its inside.
 */
export function placeholderPattern(template: string, fill: (placeholder: string) => string): RegExp {
  const parts = template.split(/\[([^\]]+)\]/);
  return new RegExp(`^${parts.map((part, i) => (i % 2 ? fill(part) : escapeRegExp(part))).join('')}$`);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The code without its comments, so the English and Chinese copies of an example, which differ only in the
 * language of their comments, share one build.
 */
export function codeKey(code: string): string {
  return ts.transpileModule(code, { compilerOptions: { removeComments: true, target: ts.ScriptTarget.ESNext } })
    .outputText;
}

/** Runs `make` once per key, for every page whose example has that key. */
export function memo<T>(): (key: string, make: () => Promise<T>) => Promise<T> {
  const done = new Map<string, Promise<T>>();
  return (key, make) => {
    if (!done.has(key)) done.set(key, make());
    return done.get(key)!;
  };
}

/** Throws `where: claim` and what the run produced, so a failure reads as the page's sentence proved wrong. */
export function claim(ok: boolean, where: string, what: string, produced: unknown): void {
  if (ok) return;
  const shown = typeof produced === 'string' ? produced : JSON.stringify(produced, null, 2);
  const error = new Error(`${where}: ${what}\nbut the run produced:\n${shown}`);
  // The page line is the place to look, not this helper: no stack frames, so jest shows no code frame.
  error.stack = error.message;
  throw error;
}

export interface Project {
  dir: string;
  remove(): void;
}

/** A reader's project in the temp folder: its node_modules is this project's, so the installed packages run. */
export function createProject(files: Record<string, string | Buffer>): Project {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-page-example-'));
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The block as the reader's rsbuild.config.ts, loaded the way the CLI loads it (jiti, TypeScript and all). */
export async function loadExampleConfig(block: CodeBlock): Promise<RsbuildConfig> {
  const { loadConfig } = await import('@rsbuild/core');
  const project = createProject({ [CONFIG_FILE_TITLE]: block.code });
  try {
    const { content } = await loadConfig({ cwd: project.dir });
    const { _privateMeta: _, ...config } = ownRealm(content) as RsbuildConfig & { _privateMeta?: unknown };
    return config;
  } finally {
    project.remove();
  }
}

/**
 * The value rebuilt from this realm's objects. jiti evaluates the config file outside jest's sandbox, and
 * @rsbuild/core, loaded inside it, merges only objects whose prototype is its own Object.prototype: a
 * foreign `output` would replace the defaults instead of merging with them. Functions are kept as they are.
 */
function ownRealm(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ownRealm);
  if (Object.prototype.toString.call(value) === '[object RegExp]') {
    const { source, flags } = value as RegExp;
    return new RegExp(source, flags);
  }
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, ownRealm(item)]));
  return value;
}

/**
 * The mode comes from NODE_ENV as under the CLI (jest sets it to `test`, which is neither); restored after.
 * Writable: Next's types make NODE_ENV read-only.
 */
async function withNodeEnv<T>(mode: 'production' | 'development', run: () => Promise<T>): Promise<T> {
  const env = process.env as Record<string, string | undefined>;
  const before = env.NODE_ENV;
  env.NODE_ENV = mode;
  try {
    return await run();
  } finally {
    if (before === undefined) delete env.NODE_ENV;
    else env.NODE_ENV = before;
  }
}

async function createInstance(cwd: string, config: RsbuildConfig): Promise<RsbuildInstance> {
  const { createRsbuild } = await import('@rsbuild/core');
  return createRsbuild({ cwd, rsbuildConfig: { ...config, logLevel: 'silent' } });
}

export interface BuildOutput {
  /** Every emitted file, relative to the project, with `/`, sorted. */
  files: string[];
  /** Rspack's error messages; the build failed when there are any. */
  errors: string[];
}

/** `rsbuild build` of the project with `config`. */
export async function build(
  project: Project,
  config: RsbuildConfig,
  mode: 'production' | 'development' = 'production',
): Promise<BuildOutput> {
  return withNodeEnv(mode, async () => {
    const before = new Set(listFiles(project.dir));
    const rsbuild = await createInstance(project.dir, config);
    let errors: string[] = [];
    rsbuild.onAfterBuild(({ stats }) => {
      errors = (stats?.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message);
    });
    try {
      const { close } = await rsbuild.build();
      await close();
    } catch (error) {
      if (!errors.length) errors = [String((error as Error).stack ?? error)];
    }
    return { files: listFiles(project.dir).filter((f) => !before.has(f)), errors };
  });
}

function listFiles(dir: string, under = ''): string[] {
  return fs
    .readdirSync(path.join(dir, under), { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => {
      const name = under ? `${under}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, name) : [name];
    })
    .sort();
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `rsbuild dev` of the project with `config` on a free port; `close` stops it. */
export async function startDevServer(
  project: Project,
  config: RsbuildConfig,
): Promise<{ origin: string; close: () => Promise<void> }> {
  return withNodeEnv('development', async () => {
    const port = await freePort();
    const rsbuild = await createInstance(project.dir, {
      ...config,
      server: { ...config.server, port, strictPort: true, printUrls: false },
    });
    const { server } = await rsbuild.startDevServer();
    return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
  });
}

export interface Tag {
  name: string;
  attrs: Record<string, string | true>;
  /** Whether the tag is inside <head>. */
  head: boolean;
}

/** The script and link tags of an HTML file, in order. */
export function htmlTags(html: string): Tag[] {
  const headEnd = html.indexOf('</head>');
  return [...html.matchAll(/<(script|link)\b([^>]*)>/g)].map((m) => ({
    name: m[1],
    attrs: Object.fromEntries(
      [...m[2].matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map((a) => [
        a[1],
        a[2] ?? a[3] ?? a[4] ?? true,
      ]),
    ),
    head: headEnd < 0 || (m.index ?? 0) < headEnd,
  }));
}

export interface PageRun {
  /** The sandbox's global object after the scripts ran: what the app put there. */
  global: Record<string, unknown>;
  /** URLs of the scripts the app added to the page at runtime (chunks loaded on demand). */
  loaded: string[];
}

/**
 * Runs the scripts an HTML file of `outDir` references, in order, as a browser would when the file is
 * opened at `pageUrl`: each script URL is resolved against the page URL and read from `outDir` by its path
 * relative to the page's folder, so a wrong URL fails. Scripts from another origin are skipped (the test
 * supplies what they define through `globals`). A chunk the app loads on demand runs too.
 */
export async function runPage(
  outDir: string,
  htmlFile: string,
  pageUrl: string,
  globals: Record<string, unknown> = {},
): Promise<PageRun> {
  const folder = new URL('.', pageUrl);
  const fileOf = (url: string) => {
    const href = new URL(url, pageUrl).href;
    if (!href.startsWith(folder.href)) return undefined;
    const file = path.join(
      path.dirname(path.join(outDir, htmlFile)),
      decodeURIComponent(href.slice(folder.href.length)),
    );
    if (!fs.existsSync(file))
      throw new Error(`${url}, requested by ${htmlFile} opened at ${pageUrl}, is not in ${outDir}`);
    return file;
  };
  const loaded: string[] = [];
  const pending: Array<Promise<void>> = [];
  // Unref'd: the chunk loader's two-minute timeout must not keep jest alive when a chunk fails.
  const setTimer = (fn: () => void, ms?: number) => setTimeout(fn, ms).unref();
  const context: Record<string, unknown> = { ...globals, console, setTimeout: setTimer, clearTimeout };
  const run = (file: string, src: string) => {
    (context.document as { currentScript: unknown }).currentScript = { tagName: 'SCRIPT', src };
    vm.runInContext(fs.readFileSync(file, 'utf8'), context, { filename: file });
    (context.document as { currentScript: unknown }).currentScript = null;
  };
  const element = (tagName: string) => {
    const attrs: Record<string, string> = {};
    return {
      tagName: tagName.toUpperCase(),
      setAttribute: (name: string, value: string) => (attrs[name] = value),
      getAttribute: (name: string) => attrs[name] ?? null,
    } as Record<string, unknown>;
  };
  context.document = {
    currentScript: null,
    getElementById: (id: string) => ({ id, ...element('div') }),
    getElementsByTagName: () => [],
    createElement: element,
    head: {
      appendChild(node: Record<string, unknown>) {
        if (node.tagName !== 'SCRIPT') return node;
        const src = new URL(String(node.src), pageUrl).href;
        loaded.push(src);
        pending.push(
          Promise.resolve().then(() => {
            run(fileOf(src)!, src);
            (node.onload as (event: unknown) => void)?.({ type: 'load', target: node });
          }),
        );
        return node;
      },
    },
  };
  context.self = context.window = context;
  context.location = new URL(pageUrl);
  vm.createContext(context);
  const html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8');
  for (const tag of htmlTags(html)) {
    if (tag.name !== 'script' || typeof tag.attrs.src !== 'string') continue;
    const file = fileOf(tag.attrs.src);
    if (file) run(file, new URL(tag.attrs.src, pageUrl).href);
  }
  // Chunks loaded on demand can load more; let every one settle.
  for (let i = 0; i < pending.length; i++) await pending[i];
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { global: context, loaded };
}
