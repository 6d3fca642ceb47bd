import { applyLayoutQuery, layoutParts, layoutQueryScript, LAYOUT_PARTS } from './layout-parts';

describe('layout parts', () => {
  it('shows every part on a doc page unless its frontmatter switches it off', () => {
    expect(layoutParts('doc', {})).toEqual({ navbar: true, sidebar: true, outline: true, footer: true });
    expect(layoutParts('doc', { sidebar: false, footer: false })).toEqual({
      navbar: true,
      sidebar: false,
      outline: true,
      footer: false,
    });
    expect(layoutParts('doc', { navbar: false, outline: false })).toEqual({
      navbar: false,
      sidebar: true,
      outline: false,
      footer: true,
    });
  });
  it('keeps only the navbar on home, custom and 404 pages, and nothing on blank pages', () => {
    for (const type of ['home', 'custom', '404'] as const) {
      expect(layoutParts(type, {})).toEqual({ navbar: true, sidebar: false, outline: false, footer: false });
    }
    expect(layoutParts('custom', { navbar: false }).navbar).toBe(false);
    expect(layoutParts('blank', {})).toEqual({ navbar: false, sidebar: false, outline: false, footer: false });
  });
});

describe('layout query switches', () => {
  it('hides exactly the parts whose parameter is 0', () => {
    expect(applyLayoutQuery(LAYOUT_PARTS, '?navbar=0&sidebar=1&footer=0&x=0')).toEqual(['navbar', 'footer']);
    expect(applyLayoutQuery(LAYOUT_PARTS, '')).toEqual([]);
    expect(applyLayoutQuery(LAYOUT_PARTS, '?outline=false')).toEqual([]);
  });
  it('serialises a self-contained head script', () => {
    expect(() => new Function(layoutQueryScript)).not.toThrow();
    expect(layoutQueryScript).toContain('"sidebar"');
  });
});
