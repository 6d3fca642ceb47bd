// What ships to the reader's browser: every module a client component ('use client') reaches through its
// imports, plus all of lib/browser/. None of them may import a Node module, which breaks the bundle or
// fails only in the reader's browser. lib/browser/ takes nothing but types from the site config: its
// modules run on every page (several as inline head scripts), where the whole config would ride along;
// they receive the few values they need as arguments.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';

export interface ImportProblem {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
const NODE_MODULES = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const SITE_CONFIG = 'lib/site-config.ts';

function resolveSpecifier(root: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = ext === '' ? base.replace(/\.js$/, '.ts') : base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  if (/\.js$/.test(base) && fs.existsSync(base)) return base;
  return null;
}

/** Only the names a statement imports as values: `import type`, and `type X` members, are erased. */
function importsValues(typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return false;
  const named = /\{([^}]*)\}/.exec(clause);
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/[,\s]/g, '');
  if (outside) return true; // a default or namespace import
  if (!named) return true;
  return named[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .some((s) => !s.startsWith('type '));
}

export function browserImportProblems(root: string): ImportProblem[] {
  const entries = [...listFiles(path.join(root, 'components')), ...listFiles(path.join(root, 'app'))].filter((f) =>
    /^\s*['"]use client['"]/.test(fs.readFileSync(f, 'utf8')),
  );
  entries.push(...listFiles(path.join(root, 'lib/browser')).filter((f) => !/\.test\.tsx?$/.test(f)));
  const seen = new Set<string>();
  const problems: ImportProblem[] = [];
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    const rel = path.relative(root, file);
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[4] ?? m[5];
      const line = text.slice(0, m.index).split('\n').length;
      if (NODE_MODULES.has(spec)) {
        problems.push({ file: rel, line, specifier: spec, reason: 'a Node module in code that ships to the browser' });
        continue;
      }
      const target = resolveSpecifier(root, file, spec);
      if (!target) continue;
      const values = m[5] !== undefined || importsValues(m[2], m[3] ?? '');
      if (!values) continue;
      if (path.relative(root, target) === SITE_CONFIG && rel.startsWith('lib/browser/')) {
        problems.push({
          file: rel,
          line,
          specifier: spec,
          reason: 'the site config imported by value in lib/browser/',
        });
      }
      if (/\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return problems;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? listFiles(p) : /\.tsx?$/.test(d.name) ? [p] : [];
  });
}
