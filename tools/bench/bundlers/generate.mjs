// Writes the benchmark app: `count` small ES modules in a tree of imports under app/src, plus index.html.
import fs from 'node:fs';
import path from 'node:path';

export function generateApp(dir, count) {
  fs.rmSync(dir, { recursive: true, force: true });
  const src = path.join(dir, 'src');
  fs.mkdirSync(src, { recursive: true });
  const fanout = 10;
  for (let i = 1; i < count; i++) {
    const children = [];
    for (let c = i * fanout; c < Math.min(count, i * fanout + fanout); c++) children.push(c);
    const imports = children.map((c) => `import { render as render${c} } from './m${c}.js';`).join('\n');
    const calls = children.map((c) => `render${c}(depth + 1)`).join(', ');
    fs.writeFileSync(
      path.join(src, `m${i}.js`),
      `${imports}
const label = 'module ${i}';
export function render(depth) {
  const items = [${calls}];
  const words = label.split(' ').map((w, k) => w.toUpperCase() + k * depth);
  return { id: ${i}, label, words, total: items.reduce((n, x) => n + (x ? x.id : 0), ${i}), items };
}
`,
    );
  }
  const roots = Array.from({ length: Math.min(fanout, count - 1) }, (_, k) => k + 1);
  fs.writeFileSync(
    path.join(src, 'index.js'),
    `${roots.map((r) => `import { render as r${r} } from './m${r}.js';`).join('\n')}
const tree = [${roots.map((r) => `r${r}(0)`).join(', ')}];
document.getElementById('root').textContent = JSON.stringify(tree).length + ' bytes';
`,
  );
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/index.js"></script></body></html>\n',
  );
}
