// configType is compared with the type @rsbuild/core declares for the key: both are put in an in-memory
// file and must be assignable to each other. The names a configType uses (`DistPathConfig`,
// `Rspack.Configuration`, `cors.CorsOptions`) are brought into scope the way the package's own .d.ts
// files have them, so a type may be written as the package writes it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface TypeNames {
  /** Name -> the import statement that brings it into scope. */
  imports: Map<string, string>;
  /** Names the package declares but does not export: a type using one cannot be compared. */
  hidden: Set<string>;
}

function dtsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? dtsFiles(full) : e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * Every type name the package's declaration files use, with how to import it: names exported by one of its
 * files first, then names its files import from other packages.
 * @param typesDir the package's declaration folder (`node_modules/@rsbuild/core/dist-types`)
 */
export function readTypeNames(typesDir: string): TypeNames {
  const imports = new Map<string, string>();
  const declared = new Set<string>();
  const imported = new Map<string, string>();
  // The config types first, so a name declared in several files means what it means for RsbuildConfig.
  const files = dtsFiles(typesDir).sort(
    (a, b) => Number(!a.endsWith(`types${path.sep}config.d.ts`)) - Number(!b.endsWith(`types${path.sep}config.d.ts`)),
  );
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const fromHere = file.replace(/\.d\.ts$/, '');
    for (const statement of source.statements) {
      if (
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)
      ) {
        const name = statement.name?.text;
        if (!name) continue;
        declared.add(name);
        if (isExported(statement) && !imports.has(name))
          imports.set(name, `import type { ${name} } from '${fromHere}';`);
      } else if (
        ts.isImportDeclaration(statement) &&
        statement.importClause &&
        ts.isStringLiteral(statement.moduleSpecifier)
      ) {
        const specifier = statement.moduleSpecifier.text.startsWith('.')
          ? path.resolve(path.dirname(file), statement.moduleSpecifier.text)
          : statement.moduleSpecifier.text;
        const { name, namedBindings } = statement.importClause;
        const add = (local: string, clause: string) =>
          imported.has(local) || imported.set(local, `import type ${clause} from '${specifier}';`);
        if (name) add(name.text, name.text);
        if (namedBindings && ts.isNamespaceImport(namedBindings))
          add(namedBindings.name.text, `* as ${namedBindings.name.text}`);
        if (namedBindings && ts.isNamedImports(namedBindings)) {
          for (const e of namedBindings.elements)
            add(e.name.text, `{ ${e.propertyName ? `${e.propertyName.text} as ` : ''}${e.name.text} }`);
        }
      }
    }
  }
  for (const [name, statement] of imported) if (!imports.has(name)) imports.set(name, statement);
  const hidden = new Set([...declared].filter((name) => !imports.has(name)));
  return { imports, hidden };
}

/** The names a type refers to: `Rspack.Configuration | DistPathConfig` -> Rspack, DistPathConfig. */
export function referencedNames(typeText: string): string[] {
  const source = ts.createSourceFile('type.ts', `type T = ${typeText};`, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
      let name: ts.Node = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
      while (ts.isQualifiedName(name)) name = name.left;
      while (ts.isPropertyAccessExpression(name)) name = name.expression;
      if (ts.isIdentifier(name)) names.add(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...names];
}

export const DOCUMENTED_LINE = 4;

/**
 * The in-memory file that compares a documented type with the declared one, or the hidden names that keep
 * it from being compared. Line DOCUMENTED_LINE holds the documented type; the two lines after it fail when
 * the types differ in either direction.
 */
export function typeComparisonSource(
  key: string,
  configType: string,
  names: TypeNames,
): { source: string } | { hidden: string[] } {
  const used = referencedNames(configType);
  const hidden = used.filter((n) => names.hidden.has(n));
  if (hidden.length) return { hidden };
  const declared = key.split('.').reduce((type, part) => `NonNullable<${type}['${part}']>`, 'Core.RsbuildConfig');
  const imports = used.flatMap((n) => names.imports.get(n) ?? []).join(' ');
  return {
    source: [
      "import type * as Core from '@rsbuild/core';",
      imports, // one line, whatever the count, so the documented type stays on DOCUMENTED_LINE
      `type Declared = ${declared};`,
      `type Documented = ${configType};`,
      'export const toDocumented = (value: Declared): Documented => value;',
      'export const toDeclared = (value: Documented): Declared => value;',
      '',
    ].join('\n'),
  };
}

/** The problem a diagnostic of a comparison file means, for the page that states the type. */
export function typeComparisonProblem(
  key: string,
  configType: string,
  diagnostic: { line: number; message: string },
): string {
  const detail = diagnostic.message.length > 300 ? `${diagnostic.message.slice(0, 300)}…` : diagnostic.message;
  if (diagnostic.line === DOCUMENTED_LINE)
    return `configType "${configType}" is not a type @rsbuild/core can name: ${detail}`;
  if (diagnostic.line === DOCUMENTED_LINE + 1)
    return `configType of ${key} leaves out values @rsbuild/core accepts: ${detail}`;
  return `configType of ${key} allows values @rsbuild/core does not accept: ${detail}`;
}
