// The site's own content against the installed @rsbuild/core 1.4.16 and official plugins: the same checks
// `npm run check` and the build run, one test per kind of fact so a failure names what is wrong.
import path from 'node:path';
import { buildContentIndex } from '../../lib/content/content-index';
import { checkFacts, summarize, type FactsResult } from './run-facts';

let result: FactsResult;

beforeAll(async () => {
  const index = buildContentIndex({ contentDir: path.resolve('content'), git: false });
  result = await checkFacts({ contentDir: index.contentDir, pages: index.pages, packagesDir: path.resolve('.') });
  // The summary lists the pages whose defaults no test compares, so they are seen, not silently passed.
  console.log(summarize(result));
}, 180_000);

const messages = (check: keyof FactsResult['errors']) => result.errors[check].map((e) => e.message);

describe('facts of the content', () => {
  it('(a) every rsbuild.config.ts example type-checks against @rsbuild/core and the plugins', () => {
    expect(result.blocks.length).toBeGreaterThan(0);
    expect(messages('examples')).toEqual([]);
  });

  it('(b) every config page documents a key of RsbuildConfig and has it as its h1', () => {
    expect(result.configPages).toBeGreaterThan(0);
    expect(messages('configKeys')).toEqual([]);
  });

  it('(b) every configType is the type @rsbuild/core declares for the key (both ways assignable)', () => {
    expect(result.typesChecked).toBeGreaterThan(0);
    expect(messages('configTypes')).toEqual([]);
  });

  it('(c) every configDefault is the default @rsbuild/core uses in development and production', () => {
    expect(result.defaultsChecked.length).toBeGreaterThan(0);
    expect(messages('defaults')).toEqual([]);
  });

  it('(d) plugin pages document exactly the options of their plugin', () => {
    expect(result.pluginPages).toBeGreaterThan(0);
    expect(messages('pluginOptions')).toEqual([]);
  });

  it('(e) the hooks, plugin API, core exports, instance, dev server and types pages name only what the package has', () => {
    expect(messages('apiPages')).toEqual([]);
  });

  it('(f) English and Chinese twins state the same facts', () => {
    expect(messages('parity')).toEqual([]);
  });

  it('(g) every version note is declared and true: the option is in the release it names and not in the one before', () => {
    expect(result.versionClaims.claims).toBeGreaterThan(0);
    expect(messages('versions')).toEqual([]);
  });

  it('(h) Chinese pages use one wording per term (labels, section names)', () => {
    expect(messages('terms')).toEqual([]);
  });
});
