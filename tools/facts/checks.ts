// The facts checks of content/README.md, as pure functions of the pages and of what the installed packages
// say (their types and runtime values, read elsewhere). Each returns the problems with file and line.
import { ContentError } from '../../lib/content/errors';
import type { PageData } from '../../lib/content/page-data';
import type { PackageTypes } from './package-types';
import { formatValue, parseLiteral, sameValue } from './literal';
import {
  API_PAGES,
  HOOKS_ROUTE,
  OPTIONS_SECTION_ID,
  namesInHeading,
  type ApiNames,
  type ApiPage,
  headingsAt,
  headingsInSection,
  isConfigPage,
  isPluginPage,
  lineOfField,
  lineOfHeading,
  lineOfSection,
} from './page-facts';

export const MODES = ['development', 'production'] as const;
export type Mode = (typeof MODES)[number];

/** Raw source of a page by its pagePath, for lines the page data does not carry. */
export type Sources = ReadonlyMap<string, string>;

const sourceOf = (sources: Sources, page: PageData) => sources.get(page.pagePath) ?? '';
const list = (names: string[]) => names.join(', ');

/** (b) Every config page declares a key of RsbuildConfig, and its h1 is that key. */
export function checkConfigKeys(
  pages: PageData[],
  types: Pick<PackageTypes, 'hasConfigKey'>,
  sources: Sources,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const page of pages.filter(isConfigPage)) {
    const source = sourceOf(sources, page);
    const key = page.frontmatter.configKey;
    if (!key) {
      errors.push(
        new ContentError(
          page.pagePath,
          'config page without configKey: add the option it documents to the frontmatter (configKey: output.minify)',
          1,
        ),
      );
      continue;
    }
    if (!types.hasConfigKey(key)) {
      errors.push(
        new ContentError(
          page.pagePath,
          `configKey "${key}" is not an option of RsbuildConfig in @rsbuild/core`,
          lineOfField(source, 'configKey'),
        ),
      );
    }
    if (page.h1 !== key) {
      const line = page.h1 === undefined ? 1 : lineOfHeading(source, 1, page.h1);
      errors.push(
        new ContentError(
          page.pagePath,
          `the h1 of a config page is its key: write "# ${key}"${page.h1 === undefined ? '' : ` instead of "# ${page.h1}"`}`,
          line,
        ),
      );
    }
  }
  return errors;
}

export interface DefaultsResult {
  errors: ContentError[];
  /** Config pages whose configDefault was compared with the real default. */
  checked: PageData[];
  /** Config pages that state their default only in words (configDefaultText). */
  unchecked: PageData[];
}

/** The value at a dotted key path (`output.distPath`), undefined when a part is missing. */
export function valueAt(config: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined,
      config,
    );
}

/** (c) Every configDefault equals the default Rsbuild really uses, in development and in production. */
export function checkDefaults(pages: PageData[], realConfig: Record<Mode, unknown>, sources: Sources): DefaultsResult {
  const result: DefaultsResult = { errors: [], checked: [], unchecked: [] };
  for (const page of pages.filter((p) => isConfigPage(p) && p.frontmatter.configKey)) {
    const { configKey: key, configDefault, configDefaultText } = page.frontmatter;
    const line = lineOfField(sourceOf(sources, page), 'configDefault');
    if (configDefault === undefined) {
      if (configDefaultText) result.unchecked.push(page);
      else
        result.errors.push(
          new ContentError(
            page.pagePath,
            'config page without a default: add configDefault (a literal) or configDefaultText (words)',
            1,
          ),
        );
      continue;
    }
    let ok = true;
    for (const mode of MODES) {
      const text = typeof configDefault === 'string' ? configDefault : configDefault[mode];
      let documented: unknown;
      try {
        documented = parseLiteral(text);
      } catch (error) {
        result.errors.push(new ContentError(page.pagePath, `configDefault: ${(error as Error).message}`, line));
        ok = false;
        break;
      }
      const actual = valueAt(realConfig[mode], key!);
      if (!sameValue(documented, actual)) {
        const where = typeof configDefault === 'string' ? `configDefault ${text}` : `configDefault.${mode} ${text}`;
        result.errors.push(
          new ContentError(
            page.pagePath,
            `${where} is not the default of ${key} in ${mode}: @rsbuild/core uses ${formatValue(actual)}`,
            line,
          ),
        );
        ok = false;
      }
    }
    if (ok) result.checked.push(page);
  }
  return result;
}

/** (d) Every `###` under a plugin page's options section is an option of the plugin, and every option has one. */
export function checkPluginOptions(
  pages: PageData[],
  types: Pick<PackageTypes, 'pluginOptions'>,
  sources: Sources,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const page of pages.filter(isPluginPage)) {
    const pkg = page.frontmatter.pluginPackage!;
    const source = sourceOf(sources, page);
    const options = types.pluginOptions(pkg);
    if (!Array.isArray(options)) {
      errors.push(new ContentError(page.pagePath, options.error, lineOfField(source, 'pluginPackage')));
      continue;
    }
    const documented = headingsInSection(page, OPTIONS_SECTION_ID);
    if (documented === undefined) {
      if (options.length)
        errors.push(
          new ContentError(
            page.pagePath,
            `no options section ("## Options {#options}") for the options of ${pkg}: ${list(options)}`,
            1,
          ),
        );
      continue;
    }
    const sectionLine = lineOfSection(source, page, OPTIONS_SECTION_ID);
    for (const name of documented.filter((n) => !options.includes(n))) {
      errors.push(
        new ContentError(
          page.pagePath,
          `"### ${name}" is not an option of ${pkg} (its options: ${list(options)})`,
          lineOfHeading(source, 3, name, sectionLine),
        ),
      );
    }
    const missing = options.filter((o) => !documented.includes(o));
    if (missing.length)
      errors.push(
        new ContentError(page.pagePath, `options of ${pkg} without a "###" heading: ${list(missing)}`, sectionLine),
      );
  }
  return errors;
}

/** The sets of names API pages document, with how messages call one of them and several. */
export type ApiFacts = Record<ApiNames, string[]>;

const DESCRIBE: Record<ApiNames, { one: string; many: string }> = {
  hooks: { one: 'a hook of RsbuildPluginAPI', many: 'hooks of RsbuildPluginAPI' },
  pluginApi: { one: 'a member of RsbuildPluginAPI other than its hooks', many: 'members of RsbuildPluginAPI' },
  coreValues: { one: 'a value export of @rsbuild/core', many: 'value exports of @rsbuild/core' },
  coreExports: { one: 'an export of @rsbuild/core', many: 'exports of @rsbuild/core' },
  instance: { one: 'a member of RsbuildInstance', many: 'members of RsbuildInstance' },
  devServer: { one: 'a member of RsbuildDevServer', many: 'members of RsbuildDevServer' },
  environmentContext: { one: 'a member of EnvironmentContext', many: 'members of EnvironmentContext' },
  environmentApi: {
    one: 'a member of a dev server environment (server.environments.<name>)',
    many: 'members of a dev server environment',
  },
};

/** (e) API pages name exactly what the package has: hooks, plugin API, exports, instance and server members. */
export function checkApiPages(
  pages: PageData[],
  api: ApiFacts,
  sources: Sources,
  specs: ApiPage[] = API_PAGES,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const spec of specs) {
    const found = pages.filter((p) => p.route === spec.route);
    const message = `content/*${spec.route}.mdx: page missing: the facts checks read it`;
    if (!found.length && !errors.some((e) => e.message === message))
      errors.push(new ContentError(`content/*${spec.route}.mdx`, 'page missing: the facts checks read it'));
    for (const page of found) errors.push(...checkApiPage(page, spec, api[spec.names], sourceOf(sources, page)));
  }
  return errors;
}

function checkApiPage(page: PageData, spec: ApiPage, real: string[], source: string): ContentError[] {
  const { depth, prefix = '', section } = spec;
  const what = DESCRIBE[spec.names];
  const hashes = '#'.repeat(depth);
  const from = section ? lineOfSection(source, page, section) : 1;
  const headings = section ? headingsInSection(page, section) : headingsAt(page, depth);
  if (!headings) return [new ContentError(page.pagePath, `no "## ... {#${section}}" section for the ${what.many}`, 1)];
  const at = (heading: string) => lineOfHeading(source, depth, heading, from);

  const errors: ContentError[] = [];
  if (spec.match === 'some') {
    for (const heading of headings) {
      for (const name of namesInHeading(heading).filter((n) => !real.includes(n))) {
        errors.push(
          new ContentError(page.pagePath, `"${name}" in "${hashes} ${heading}" is not ${what.one}`, at(heading)),
        );
      }
    }
    return errors;
  }
  const documented: string[] = [];
  for (const heading of headings) {
    if (!heading.startsWith(prefix)) {
      errors.push(
        new ContentError(
          page.pagePath,
          `"${hashes} ${heading}": every ${hashes} here names ${what.one} as ${prefix}<name>`,
          at(heading),
        ),
      );
      continue;
    }
    const name = heading.slice(prefix.length);
    documented.push(name);
    if (!real.includes(name))
      errors.push(new ContentError(page.pagePath, `"${hashes} ${heading}" is not ${what.one}`, at(heading)));
  }
  const missing = real.filter((name) => !documented.includes(name));
  if (missing.length) {
    errors.push(
      new ContentError(
        page.pagePath,
        `${what.many} without a "${hashes}" heading: ${list(missing.map((m) => prefix + m))}`,
        from,
      ),
    );
  }
  return errors;
}

const SHARED_FIELDS = [
  'configKey',
  'configType',
  'configDefault',
  'configAdded',
  'versionClaims',
  'pluginPackage',
] as const;

/** (f) Twins state the same facts: frontmatter facts, and the same option and hook headings in the same order. */
export function checkParity(pages: PageData[], sources: Sources): ContentError[] {
  const errors: ContentError[] = [];
  const byRoute = new Map<string, PageData[]>();
  for (const page of pages) byRoute.set(page.route, [...(byRoute.get(page.route) ?? []), page]);
  for (const [route, [first, ...others]] of byRoute) {
    for (const other of others) {
      const source = sourceOf(sources, other);
      for (const field of SHARED_FIELDS) {
        const a = JSON.stringify(first.frontmatter[field]);
        const b = JSON.stringify(other.frontmatter[field]);
        if (a !== b)
          errors.push(
            new ContentError(
              other.pagePath,
              `${field} ${b ?? 'missing'} differs from ${first.pagePath}: ${a ?? 'missing'}`,
              lineOfField(source, field),
            ),
          );
      }
      if ((first.frontmatter.configDefaultText === undefined) !== (other.frontmatter.configDefaultText === undefined)) {
        errors.push(
          new ContentError(
            other.pagePath,
            `configDefaultText is ${other.frontmatter.configDefaultText === undefined ? 'missing' : 'present'} here but not in ${first.pagePath}`,
            lineOfField(source, 'configDefaultText'),
          ),
        );
      }
      const headings = (page: PageData) =>
        isPluginPage(page)
          ? headingsInSection(page, OPTIONS_SECTION_ID)
          : route === HOOKS_ROUTE
            ? headingsAt(page, 3)
            : undefined;
      const [mine, theirs] = [headings(first), headings(other)];
      if (JSON.stringify(mine) !== JSON.stringify(theirs)) {
        errors.push(
          new ContentError(
            other.pagePath,
            `the "###" names ${list(theirs ?? [])} differ from ${first.pagePath}: ${list(mine ?? [])}`,
            1,
          ),
        );
      }
    }
  }
  return errors;
}
