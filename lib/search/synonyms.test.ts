import { SYNONYMS, SYNONYM_FACTOR, queryVariants } from './synonyms';

describe('synonyms', () => {
  it('runs a query with each synonym of a glossary word in its place', () => {
    const texts = queryVariants('配置代理').map((v) => v.text.replace(/\s+/g, ' ').trim());
    expect(texts).toEqual(['配置代理', '配置 proxy']);
    expect(queryVariants('配置代理')[1].factor).toBe(SYNONYM_FACTOR);
  });
  it('finds Chinese words mid-sentence and English ones as whole words only', () => {
    expect(queryVariants('修改构建目录的位置').some((v) => v.text.includes('distPath'))).toBe(true);
    expect(queryVariants('support')).toEqual([{ text: 'support', factor: 1, members: [] }]);
    expect(queryVariants('dev server PORT').map((v) => v.text)).toContain('dev server  端口 ');
  });
  it('keeps the table small and each word in one group', () => {
    const words = SYNONYMS.flat().map((w) => w.toLowerCase());
    expect(new Set(words).size).toBe(words.length);
    expect(SYNONYMS.length).toBeLessThanOrEqual(60);
  });
});
