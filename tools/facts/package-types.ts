// What the installed packages' types say: the option keys of RsbuildConfig, the options of each plugin,
// the hooks of the plugin API, the members of the API objects and everything @rsbuild/core exports. Read
// with the type checker, so a renamed or removed option in a new release shows up as a failing page, not
// as stale text.
import ts from 'typescript';
import type { VirtualProgram } from './program';

export const PROBE_FILE = 'probe.ts';

/** The types whose members pages document, by the name the probe gives them. */
export const MEMBER_TYPES = {
  RsbuildPluginAPI: 'Core.RsbuildPluginAPI',
  RsbuildInstance: 'Core.RsbuildInstance',
  RsbuildDevServer: 'Core.RsbuildDevServer',
  EnvironmentContext: 'Core.EnvironmentContext',
  /** What `server.environments.web` offers. */
  DevServerEnvironmentAPI: "Core.RsbuildDevServer['environments'][string]",
  /** The `utils` the chain and config hooks receive. */
  ModifyBundlerChainUtils: 'Core.ModifyBundlerChainUtils',
  ModifyRspackConfigUtils: 'Core.ModifyRspackConfigUtils',
  ModifyWebpackChainUtils: 'Core.ModifyWebpackChainUtils',
} as const;
export type MemberType = keyof typeof MEMBER_TYPES;

/**
 * The source of the in-memory file whose imports expose the types to read.
 * @param core how to import @rsbuild/core: the installed package, or the folder of an older release
 */
export function probeSource(pluginPackages: string[], core = '@rsbuild/core'): string {
  return [
    `import type * as Core from '${core}';`,
    ...pluginPackages.map((pkg, i) => `import * as plugin${i} from '${pkg}';`),
    'export type RsbuildConfig = Core.RsbuildConfig;',
    ...Object.entries(MEMBER_TYPES).map(([name, type]) => `export type ${name} = ${type};`),
    `export const plugins = [${pluginPackages.map((_, i) => `plugin${i}`).join(', ')}];`,
    '',
  ].join('\n');
}

/** `@rsbuild/plugin-svgr` -> `pluginSvgr`: the factory every official plugin exports. */
export function pluginExportName(pkg: string): string {
  const name = pkg.replace(/^@rsbuild\/plugin-/, '');
  return `plugin${name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`;
}

export interface PackageTypes {
  /** Whether `output.distPath` (any depth) is an option of RsbuildConfig. */
  hasConfigKey(key: string): boolean;
  /** Option names of a plugin factory's first parameter, or an error message. */
  pluginOptions(pkg: string): string[] | { error: string };
  /** Names of the hooks on RsbuildPluginAPI (the members registered through PluginHook). */
  hookNames(): string[];
  /** Names of every member of one of the MEMBER_TYPES. */
  membersOf(type: MemberType): string[];
  /** Every name @rsbuild/core exports, types and values. */
  coreExports(): string[];
}

export function readPackageTypes(vp: VirtualProgram, probeFile: string, pluginPackages: string[]): PackageTypes {
  const { program, checker } = vp;
  const source = program.getSourceFile(probeFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error('the probe file did not compile');
  const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s]));
  const declared = (name: string) => checker.getDeclaredTypeOfSymbol(exports.get(name)!);

  const properties = (type: ts.Type) =>
    new Map(
      objectParts(checker, type)
        .flatMap((t) => checker.getPropertiesOfType(t))
        .map((p) => [p.name, p]),
    );
  const typeOfProperty = (symbol: ts.Symbol) => checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
  const [coreImport, ...pluginImports] = source.statements.filter(ts.isImportDeclaration);
  const namespaceExports = (declaration: ts.ImportDeclaration | undefined) => {
    const clause = declaration?.importClause?.namedBindings;
    if (!clause || !ts.isNamespaceImport(clause)) throw new Error('the probe imports every package as a namespace');
    const namespace = checker.getSymbolAtLocation(clause.name);
    return namespace ? checker.getExportsOfModule(checker.getAliasedSymbol(namespace)) : [];
  };

  return {
    hasConfigKey(key) {
      let type: ts.Type | undefined = declared('RsbuildConfig');
      for (const part of key.split('.')) {
        const property: ts.Symbol | undefined = properties(type).get(part);
        if (!property) return false;
        type = typeOfProperty(property);
      }
      return true;
    },
    pluginOptions(pkg) {
      const members = namespaceExports(pluginImports[pluginPackages.indexOf(pkg)]);
      if (!members.length) return { error: `package ${pkg} is not installed or has no types` };
      const name = pluginExportName(pkg);
      const factory = members.find((m) => m.name === name);
      if (!factory) return { error: `${pkg} exports no ${name} (it exports ${members.map((m) => m.name).join(', ')})` };
      const [signature] = checker.getTypeOfSymbol(factory).getCallSignatures();
      const [parameter] = signature?.getParameters() ?? [];
      if (!parameter) return [];
      return [...properties(typeOfProperty(parameter)).keys()];
    },
    hookNames() {
      return [...properties(declared('RsbuildPluginAPI')).values()]
        .filter((p) => checker.getTypeOfSymbol(p).aliasSymbol?.name === 'PluginHook')
        .map((p) => p.name);
    },
    membersOf(type) {
      return [...properties(declared(type)).keys()];
    },
    coreExports() {
      return namespaceExports(coreImport).map((s) => s.name);
    },
  };
}

/** The object types a value of this type can be (a union's members; primitives and arrays left out). */
function objectParts(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const parts = type.isUnion() ? type.types : [type];
  return parts.filter(
    (t) => (t.flags & ts.TypeFlags.Object || t.isIntersection()) && !checker.isArrayType(t) && !checker.isTupleType(t),
  );
}
