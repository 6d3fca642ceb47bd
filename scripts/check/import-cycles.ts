// npm run check:cycles: fails when modules of app/, components/ or lib/ import each other in a circle,
// type-only imports included (a circle of types still ties the files together for a reader of the code).
// Resolution is TypeScript's own, with the project's tsconfig (the `@/` alias included).
import path from 'node:path';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOTS = ['app', 'components', 'lib'];
const root = process.cwd();
const config = ts.parseJsonConfigFileContent(ts.readConfigFile('tsconfig.json', ts.sys.readFile).config, ts.sys, root);

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every repository file a module imports, statically or dynamically. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return [];
    const target = path.relative(root, resolved.resolvedFileName);
    return target.startsWith('..') || target.startsWith('node_modules') ? [] : [target];
  });
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

export function importGraph(roots = ROOTS): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = roots.flatMap((dir) => sources(path.join(root, dir))).map((file) => path.relative(root, file));
  while (queue.length) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const targets = importsOf(path.join(root, file)).filter((target) => /\.(ts|tsx|js|mjs)$/.test(target));
    graph.set(file, targets);
    queue.push(...targets.filter((target) => !graph.has(target)));
  }
  return graph;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const cycles = findCycles(importGraph());
  for (const cycle of cycles) console.error(`import circle: ${cycle.join(' <-> ')}`);
  if (cycles.length) {
    console.error(`${cycles.length} import circle(s) in ${ROOTS.join(', ')}`);
    process.exit(1);
  }
  console.log(`no import circle in ${ROOTS.join(', ')}`);
}
