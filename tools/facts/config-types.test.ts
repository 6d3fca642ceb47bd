import path from 'node:path';
import {
  DOCUMENTED_LINE,
  readTypeNames,
  referencedNames,
  typeComparisonProblem,
  typeComparisonSource,
} from './config-types';

describe('referencedNames', () => {
  it('lists the names a type refers to, namespaces by their first part', () => {
    expect(
      referencedNames("boolean | { js?: Rspack.Configuration['devtool'] } | OneOrMany<DistPathConfig>").sort(),
    ).toEqual(['DistPathConfig', 'OneOrMany', 'Rspack']);
    expect(referencedNames("'web' | 'node'")).toEqual([]);
  });
});

describe('readTypeNames', () => {
  const names = readTypeNames(path.resolve('node_modules/@rsbuild/core/dist-types'));

  it('imports exported names from the file that declares them and copies the imports of other packages', () => {
    expect(names.imports.get('DistPathConfig')).toMatch(
      /^import type \{ DistPathConfig \} from '.*@rsbuild\/core\/dist-types\/types\/config';$/,
    );
    // config.d.ts imports cors from a copy compiled into the package: the relative path becomes absolute.
    expect(names.imports.get('cors')).toMatch(
      /^import type cors from '\/.*@rsbuild\/core\/compiled\/cors\/index\.js';$/,
    );
  });

  it('knows the names the package declares without exporting them', () => {
    expect(names.hidden.has('TransformImportFn')).toBe(true);
    expect(names.hidden.has('DistPathConfig')).toBe(false);
  });
});

describe('typeComparisonSource', () => {
  const names = {
    imports: new Map([['DistPathConfig', "import type { DistPathConfig } from 'x';"]]),
    hidden: new Set(['Hidden']),
  };

  it('compares the documented type with the declared one in both directions, the documented type on its line', () => {
    const result = typeComparisonSource('output.distPath', 'DistPathConfig', names);
    expect('source' in result && result.source.split('\n')).toEqual([
      "import type * as Core from '@rsbuild/core';",
      "import type { DistPathConfig } from 'x';",
      "type Declared = NonNullable<NonNullable<Core.RsbuildConfig['output']>['distPath']>;",
      'type Documented = DistPathConfig;',
      'export const toDocumented = (value: Declared): Documented => value;',
      'export const toDeclared = (value: Documented): Declared => value;',
      '',
    ]);
    expect('source' in result && result.source.split('\n')[DOCUMENTED_LINE - 1]).toBe(
      'type Documented = DistPathConfig;',
    );
  });

  it('does not compare a type that uses a name the package keeps to itself', () => {
    expect(typeComparisonSource('a', 'Hidden | boolean', names)).toEqual({ hidden: ['Hidden'] });
  });

  it('says which way a type differs', () => {
    expect(typeComparisonProblem('a', 'Foo', { line: DOCUMENTED_LINE, message: "Cannot find name 'Foo'." })).toBe(
      `configType "Foo" is not a type @rsbuild/core can name: Cannot find name 'Foo'.`,
    );
    expect(typeComparisonProblem('a', 'string', { line: DOCUMENTED_LINE + 1, message: 'm' })).toBe(
      'configType of a leaves out values @rsbuild/core accepts: m',
    );
    expect(typeComparisonProblem('a', 'string', { line: DOCUMENTED_LINE + 2, message: 'm' })).toBe(
      'configType of a allows values @rsbuild/core does not accept: m',
    );
  });
});
