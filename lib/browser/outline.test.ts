import { activeHeadingIndex } from './outline';

const view = { scrollY: 0, viewportHeight: 800, documentHeight: 5000, offset: 100 };

describe('active outline heading', () => {
  const tops = [600, 1400, 2200, 4800];

  it('is none before the first heading reaches the reading line', () => {
    expect(activeHeadingIndex(tops, view)).toBe(-1);
  });
  it('is the last heading scrolled past the reading line', () => {
    expect(activeHeadingIndex(tops, { ...view, scrollY: 500 })).toBe(0);
    expect(activeHeadingIndex(tops, { ...view, scrollY: 1300 })).toBe(1);
    expect(activeHeadingIndex(tops, { ...view, scrollY: 2150 })).toBe(2);
  });
  it('is the last heading at the bottom of the page, even when it never reached the line', () => {
    expect(activeHeadingIndex(tops, { ...view, scrollY: 4200 })).toBe(3);
    expect(activeHeadingIndex(tops, { ...view, scrollY: 4100 })).toBe(2);
  });
  it('is none for a page without headings', () => {
    expect(activeHeadingIndex([], { ...view, scrollY: 4200 })).toBe(-1);
  });
});
