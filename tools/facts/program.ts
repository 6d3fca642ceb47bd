// One TypeScript program over in-memory files that sit inside the project, so `@rsbuild/core` and the
// plugins resolve from its node_modules exactly as in a reader's project. Building the program (loading
// the packages' types) is the expensive part, so every check shares one.
import path from 'node:path';
import ts from 'typescript';

/** The compiler options of a fresh Rsbuild project's tsconfig.json. */
export const READER_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  skipLibCheck: true,
  esModuleInterop: true,
  isolatedModules: true,
  resolveJsonModule: true,
  noEmit: true,
  types: ['node'],
};

export interface VirtualProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** The absolute path of an in-memory file, by the name it was given. */
  pathOf(name: string): string;
}

/**
 * @param projectDir the folder whose node_modules holds @rsbuild/core and the plugins
 * @param sources file name relative to `<projectDir>/.facts/` -> source text
 */
export function createVirtualProgram(projectDir: string, sources: Record<string, string>): VirtualProgram {
  const root = path.join(projectDir, '.facts');
  const virtual = new Map(Object.entries(sources).map(([name, text]) => [path.join(root, name), text]));
  const host = ts.createCompilerHost(READER_COMPILER_OPTIONS, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError, shouldCreate) => {
    const text = virtual.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, onError, shouldCreate)
      : ts.createSourceFile(file, text, language, true);
  };
  host.getCurrentDirectory = () => projectDir;
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options: READER_COMPILER_OPTIONS, host });
  return { program, checker: program.getTypeChecker(), pathOf: (name) => path.join(root, name) };
}

export interface Diagnostic {
  /** 1-based line and column in the in-memory file. */
  line: number;
  column: number;
  message: string;
}

/** Syntax and type errors of one in-memory file. */
export function diagnosticsOf({ program }: VirtualProgram, file: string): Diagnostic[] {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not part of the program`);
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
    const at = d.start === undefined ? { line: 0, character: 0 } : source.getLineAndCharacterOfPosition(d.start);
    return {
      line: at.line + 1,
      column: at.character + 1,
      message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
    };
  });
}
