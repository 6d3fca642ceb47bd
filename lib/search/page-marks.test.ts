import { markTerms, pageMarksOn } from './page-marks';

describe('page marks', () => {
  it('marks words of two characters or more, a number, once each, never a lone Chinese character or letter', () => {
    expect(markTerms(['Proxy', 'proxy', '代理', '包', 'x', '3', 'vue']).map((t) => t.term)).toEqual([
      'proxy',
      '代理',
      '3',
      'vue',
    ]);
  });

  it('is on unless the reader turned it off; junk in storage leaves it on', () => {
    expect(pageMarksOn(null)).toBe(true);
    expect(pageMarksOn('off')).toBe(false);
    expect(pageMarksOn('{"garbage":')).toBe(true);
  });
});
