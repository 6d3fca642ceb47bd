import { escapeHtml, highlight, matchRanges, queryTerms, snippet, tokenize } from './text';

describe('tokenize', () => {
  it('splits Latin text into lower-case words at punctuation', () => {
    expect(tokenize('Set output.minify to `false`')).toEqual(['set', 'output', 'minify', 'to', 'false']);
    expect(tokenize('process.env.NODE_ENV')).toEqual(['process', 'env', 'node_env']);
  });
  it('splits CJK runs into overlapping bigrams, so mid-sentence words are found', () => {
    expect(tokenize('开启热更新功能')).toEqual(['开启', '启热', '热更', '更新', '新功', '功能']);
    expect(tokenize('热')).toEqual(['热']);
  });
  it('keeps Latin words and CJK runs apart in mixed text', () => {
    expect(tokenize('配置proxy代理')).toEqual(['配置', 'proxy', '代理']);
    expect(tokenize('使用 Rsbuild 1.4 构建')).toEqual(['使用', 'rsbuild', '1', '4', '构建']);
  });
});

describe('queryTerms', () => {
  it('marks the word being typed as a prefix', () => {
    expect(queryTerms('dev mini')).toEqual([
      { term: 'dev', prefix: false },
      { term: 'mini', prefix: true },
    ]);
    expect(queryTerms('dev mini ')).toEqual([
      { term: 'dev', prefix: false },
      { term: 'mini', prefix: false },
    ]);
  });
  it('lets a lone CJK character match the bigrams it starts', () => {
    expect(queryTerms('热')).toEqual([{ term: '热', prefix: true }]);
  });
});

describe('highlight and snippet', () => {
  it('escapes everything but the marks', () => {
    const text = 'Use <img src=x onerror=alert(1)> or <script>';
    const terms = queryTerms('script');
    expect(highlight(text, matchRanges(text, terms))).toBe('Use &lt;img src=x onerror=alert(1)&gt; or &lt;<mark>script</mark>&gt;');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#039;&amp;');
  });
  it('marks Latin matches at word starts only', () => {
    const text = 'minify and unminified';
    expect(matchRanges(text, queryTerms('mini'))).toEqual([[0, 4]]);
  });
  it('merges overlapping CJK bigram matches into one mark', () => {
    const text = '开发时启用热更新。';
    expect(highlight(text, matchRanges(text, queryTerms('热更新')))).toBe('开发时启用<mark>热更新</mark>。');
  });
  it('cuts long text to a window of words around the first match', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
    words[20] = 'target';
    const out = snippet(words.join(' '), queryTerms('target'), 10);
    expect(out).toBe('…w18 w19 <mark>target</mark> w21 w22 w23 w24 w25 w26 w27…');
    expect(snippet('short text', queryTerms('text'), 10)).toBe('short <mark>text</mark>');
  });
  it('counts two CJK characters as one word', () => {
    const text = '一二三四五六七八九十一二三四五六七八九十热更新一二三四五六七八九十';
    const out = snippet(text, queryTerms('热更新'), 5);
    expect(out.startsWith('…')).toBe(true);
    expect(out).toContain('<mark>热更新</mark>');
    expect(out.replace(/<\/?mark>|…/g, '').length).toBe(10);
  });
});
