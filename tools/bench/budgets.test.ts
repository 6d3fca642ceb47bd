import fs from 'node:fs';
import path from 'node:path';
import { duplicatePayloads, firstVisitScripts, formatResult, overBudget } from './budgets';
import { tempDir } from '../../testing/content-tree';

function writeTree(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}

describe('duplicatePayloads', () => {
  it('finds a section layout stored both in its shared copy and in its overview page folder', () => {
    const out = tempDir('budgets-test');
    writeTree(out, {
      '_segments/config/__next.!KGVuKQ.$d$section.txt': 'config sidebar',
      'config/__next.!KGVuKQ.$d$section.txt': 'config sidebar',
      '_segments/guide/__next.!KGVuKQ.$d$section.txt': 'guide sidebar',
      // A page's own files and the layouts no reader fetches are not counted.
      'community/releases/v0-1/__next._head.txt': 'head',
      'zh/community/releases/v0-1/__next._head.txt': 'head',
      '__next._index.txt': 'index',
      'zh/__next._index.txt': 'index',
    });
    expect(duplicatePayloads(out)).toEqual([
      ['_segments/config/__next.!KGVuKQ.$d$section.txt', 'config/__next.!KGVuKQ.$d$section.txt'],
    ]);
  });
});

describe('firstVisitScripts', () => {
  it('counts script tags and script preloads once each, not nomodule scripts', () => {
    const html =
      '<link rel="preload" href="/_next/a.js" as="script"/><script src="/_next/a.js" async></script>' +
      '<script src="/_next/b.js"></script><script nomodule src="/_next/legacy.js"></script><script>inline()</script>';
    expect(firstVisitScripts(html)).toEqual(['/_next/a.js', '/_next/b.js']);
  });
});

describe('a figure over its budget', () => {
  it('names the figure, the budget and the largest parts', () => {
    const result = {
      figure: 'first-visit JavaScript, home (/), gzip',
      bytes: 152_110,
      budget: 150_000,
      contributors: [{ name: '/_next/static/chunks/react.js', bytes: 71_586 }],
    };
    expect(overBudget([result, { ...result, bytes: 1 }, { ...result, pending: true }])).toEqual([result]);
    expect(formatResult(result)).toBe(
      'OVER first-visit JavaScript, home (/), gzip: 152,110 B (148.5 KB), budget 150,000 B\n     largest parts:\n            71,586 B  /_next/static/chunks/react.js',
    );
  });
});
