// Runs every facts check over the content index against the installed packages: one TypeScript program
// for the examples and the types, one run of @rsbuild/core for the defaults and exports.
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../lib/content/errors';
import type { PageData } from '../../lib/content/page-data';
import { extractConfigBlocks, type ConfigBlock } from './config-blocks';
import { createVirtualProgram, diagnosticsOf } from './program';
import { PROBE_FILE, probeSource, readPackageTypes } from './package-types';
import { readPackageRuntime } from './package-runtime';
import { readTypeNames, typeComparisonProblem, typeComparisonSource } from './config-types';
import { lineOfField } from './page-facts';
import { checkVersionClaims } from './version-check';
import { checkTerms } from './zh-terms';
import {
  checkApiPages,
  checkConfigKeys,
  checkDefaults,
  checkParity,
  checkPluginOptions,
  type ApiFacts,
} from './checks';

export const FACT_CHECKS = [
  'examples',
  'configKeys',
  'configTypes',
  'defaults',
  'pluginOptions',
  'apiPages',
  'parity',
  'versions',
  'terms',
] as const;
export type FactCheck = (typeof FACT_CHECKS)[number];

export interface FactsResult {
  errors: Record<FactCheck, ContentError[]>;
  blocks: ConfigBlock[];
  configPages: number;
  defaultsChecked: PageData[];
  /** Pages whose default is stated only in words, so no test compares it. */
  defaultsUnchecked: PageData[];
  typesChecked: number;
  /** Pages whose configType uses a name the package does not export, so it cannot be compared. */
  typesUnchecked: Array<{ page: PageData; hidden: string[] }>;
  pluginPages: number;
  /** Distinct version claims verified against npm's releases, and how many releases that read. */
  versionClaims: { claims: number; releases: number };
}

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith('.mdx') ? [full] : [];
    });
}

/** Line and column of a block diagnostic in the content file (the block's code is de-indented). */
function blockError(block: ConfigBlock, d: { line: number; column: number; message: string }): ContentError {
  return new ContentError(
    block.file,
    `rsbuild.config.ts example does not type-check: ${d.message}`,
    block.line + d.line - 1,
    d.column + block.indent,
  );
}

export interface FactsOptions {
  contentDir: string;
  pages: PageData[];
  /** The folder whose node_modules holds the packages to check against (the project). */
  packagesDir: string;
}

export async function checkFacts({ contentDir, pages, packagesDir }: FactsOptions): Promise<FactsResult> {
  // Page paths are relative to the content folder's parent, as the content index writes them.
  const projectDir = path.dirname(contentDir);
  const sources = new Map(pages.map((p) => [p.pagePath, fs.readFileSync(path.join(projectDir, p.pagePath), 'utf8')]));

  // Every .mdx file, shared fragments included: an example is checked once, where it is written.
  const blocks = mdxFiles(contentDir).flatMap((file) => {
    const relative = path.relative(projectDir, file);
    return extractConfigBlocks(sources.get(relative) ?? fs.readFileSync(file, 'utf8'), relative);
  });
  const blockName = (b: ConfigBlock) => `${b.file.replace(/\.mdx$/, '')}/L${b.line}/rsbuild.config.ts`;
  const pluginPackages = [...new Set(pages.flatMap((p) => p.frontmatter.pluginPackage ?? []))].sort();

  const typeNames = readTypeNames(path.join(packagesDir, 'node_modules', '@rsbuild', 'core', 'dist-types'));
  const typed = pages.flatMap((page) => {
    const { configKey, configType } = page.frontmatter;
    return configKey && configType
      ? [{ page, key: configKey, type: configType, comparison: typeComparisonSource(configKey, configType, typeNames) }]
      : [];
  });
  const typeFile = (page: PageData) => `types/${page.pagePath.replace(/\.mdx$/, '.ts')}`;

  const vp = createVirtualProgram(packagesDir, {
    [PROBE_FILE]: probeSource(pluginPackages),
    ...Object.fromEntries(blocks.map((b) => [blockName(b), b.code])),
    ...Object.fromEntries(
      typed.flatMap((t) => ('source' in t.comparison ? [[typeFile(t.page), t.comparison.source]] : [])),
    ),
  });
  const examples = blocks.flatMap((block) =>
    diagnosticsOf(vp, vp.pathOf(blockName(block))).map((d) => blockError(block, d)),
  );
  const configTypes = typed.flatMap(({ page, key, type, comparison }) =>
    'source' in comparison
      ? diagnosticsOf(vp, vp.pathOf(typeFile(page))).map(
          (d) =>
            new ContentError(
              page.pagePath,
              typeComparisonProblem(key, type, d),
              lineOfField(sources.get(page.pagePath) ?? '', 'configType'),
            ),
        )
      : [],
  );

  const types = readPackageTypes(vp, vp.pathOf(PROBE_FILE), pluginPackages);
  const runtime = await readPackageRuntime();
  const defaults = checkDefaults(pages, runtime.defaults, sources);
  const hooks = types.hookNames();
  const api: ApiFacts = {
    hooks,
    pluginApi: types.membersOf('RsbuildPluginAPI').filter((name) => !hooks.includes(name)),
    coreValues: runtime.coreExports,
    coreExports: types.coreExports(),
    instance: types.membersOf('RsbuildInstance'),
    devServer: types.membersOf('RsbuildDevServer'),
    environmentContext: types.membersOf('EnvironmentContext'),
    environmentApi: types.membersOf('DevServerEnvironmentAPI'),
  };

  const versions = checkVersionClaims(pages, sources, packagesDir);

  return {
    errors: {
      examples,
      configKeys: checkConfigKeys(pages, types, sources),
      configTypes,
      defaults: defaults.errors,
      pluginOptions: checkPluginOptions(pages, types, sources),
      apiPages: checkApiPages(pages, api, sources),
      parity: checkParity(pages, sources),
      versions: versions.errors,
      terms: checkTerms(pages, sources),
    },
    blocks,
    configPages: pages.filter((p) => p.frontmatter.configKey).length,
    defaultsChecked: defaults.checked,
    defaultsUnchecked: defaults.unchecked,
    typesChecked: typed.filter((t) => 'source' in t.comparison).length,
    typesUnchecked: typed.flatMap(({ page, comparison }) =>
      'hidden' in comparison ? [{ page, hidden: comparison.hidden }] : [],
    ),
    pluginPages: pages.filter((p) => p.frontmatter.pluginPackage).length,
    versionClaims: { claims: versions.claims, releases: versions.releases },
  };
}

/** What was checked, for the check script and the test output. */
export function summarize(result: FactsResult): string {
  const lines = [
    `facts: ${result.blocks.length} rsbuild.config.ts examples type-checked; ${result.configPages} config keys checked against RsbuildConfig; ` +
      `${result.typesChecked} configTypes compared with the declared types; ` +
      `${result.defaultsChecked.length} defaults compared in development and production; ${result.pluginPages} plugin pages' options checked; hooks, plugin API, exports, instance and dev server members checked; ` +
      `${result.versionClaims.claims} version claims checked against ${result.versionClaims.releases} releases of @rsbuild/core from npm`,
  ];
  if (result.defaultsUnchecked.length) {
    lines.push(
      `facts: ${result.defaultsUnchecked.length} defaults stated only in words (configDefaultText), not compared:`,
    );
    lines.push(...result.defaultsUnchecked.map((p) => `  ${p.pagePath}: ${p.frontmatter.configKey}`));
  }
  if (result.typesUnchecked.length) {
    lines.push(
      `facts: ${result.typesUnchecked.length} configTypes use names @rsbuild/core does not export, not compared:`,
    );
    lines.push(
      ...result.typesUnchecked.map(
        ({ page, hidden }) => `  ${page.pagePath}: ${page.frontmatter.configKey} (${hidden.join(', ')})`,
      ),
    );
  }
  return lines.join('\n');
}
