import { findCycles, importGraph } from './import-cycles';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('reports every circle once, with its files, however long it is', () => {
    const cycles = findCycles(
      graph({
        'a.ts': ['b.ts'],
        'b.ts': ['c.ts'],
        'c.ts': ['a.ts', 'd.ts'],
        'd.ts': [],
        'e.ts': ['e.ts'],
        'f.ts': ['g.ts'],
        'g.ts': ['f.ts'],
      }),
    );
    expect(cycles.sort()).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts'], ['f.ts', 'g.ts']]);
  });
  it('reports none in a tree or a graph that shares a child', () => {
    expect(findCycles(graph({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['d.ts'], 'c.ts': ['d.ts'], 'd.ts': [] }))).toEqual([]);
  });
  it('finds none in app/, components/ and lib/, where the site config no longer imports the fixture', () => {
    const imports = importGraph();
    expect(imports.get('lib/site-config.ts')).toContain('lib/config/site.ts');
    expect([...imports.keys()].filter((file) => file.startsWith('e2e/'))).toEqual([]);
    expect(findCycles(imports)).toEqual([]);
  });
});
