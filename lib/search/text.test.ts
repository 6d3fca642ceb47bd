import { escapeHtml, highlight, matchRanges, parseQuery, queryTerms, snippet, tokenize, withinEdits } from './text';

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
    expect(highlight(text, matchRanges(text, terms))).toBe(
      'Use &lt;img src=x onerror=alert(1)&gt; or &lt;<mark>script</mark>&gt;',
    );
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

describe('parseQuery', () => {
  it('leaves out the stop words of a question, unless nothing else is left', () => {
    expect(parseQuery('how do I use sass').terms.map((t) => t.term)).toEqual(['sass']);
    expect(parseQuery('how do I set up a proxy').terms.map((t) => t.term)).toEqual(['proxy']);
    expect(parseQuery('setup middlewares').terms.map((t) => t.term)).toEqual(['setup', 'middlewares']);
    expect(parseQuery('如何配置代理').terms.map((t) => t.term)).toEqual(['配置', '置代', '代理']);
    expect(parseQuery('how to').terms.map((t) => t.term)).toEqual(['how', 'to']);
  });
  it('counts a Latin word as one unit and a CJK character as half, a bigram covering its two characters', () => {
    const q = parseQuery('服务器 port');
    expect(q.unitWeights).toEqual([0.5, 0.5, 0.5, 2]);
    expect(q.terms.map((t, i) => [t.term, q.covers[i]])).toEqual([
      ['服务', 0b11],
      ['务器', 0b110],
      ['port', 0b1000],
    ]);
  });
  it('leaves out the words of asking and of describing a problem, in both languages', () => {
    const words = (q: string) => parseQuery(q).terms.map((t) => t.term);
    expect(words('is there a way to open the browser automatically')).toEqual(['open', 'browser', 'automatically']);
    expect(words("alias doesn't work, can't resolve it")).toEqual(['alias', 'resolve']);
    expect(words('请问有没有办法让 dev 启动后自动打开浏览器')).toEqual([
      'dev',
      '启动',
      '动后',
      '后自',
      '自动',
      '动打',
      '打开',
      '开浏',
      '浏览',
      '览器',
    ]);
    expect(words('alias 配置不生效？')).toEqual(['alias', '配置']);
    expect(words('“代理”怎么配置，')).toEqual(['代理', '配置']);
    expect(words('构建的时候怎么把进度条关掉')).toEqual(['构建', '进度', '度条', '条关', '关掉']);
    // 了 starts words (了解); it is cut only where it ends a phrase.
    expect(words('了解 hmr')).toEqual(['了解', 'hmr']);
  });
  it('splits a name with a version into the name and the number', () => {
    expect(parseQuery('node18').terms.map((t) => t.term)).toEqual(['node18', 'node', '18']);
    expect(tokenize('es2015 v3')).toEqual(['es2015', 'es', '2015', 'v3']);
  });
  it('drops one-letter parts of an identifier being typed', () => {
    expect(parseQuery('dataUriL').terms.map((t) => t.term)).toEqual(['datauril', 'data', 'uri']);
  });
  it('gives each part of an identifier its share of the identifier, which covers all of it', () => {
    const q = parseQuery('fooBarBaz widget');
    expect(q.unitWeights).toEqual([1 / 3, 1 / 3, 1 / 3, 1]);
    expect(q.terms.map((t, i) => [t.term, q.covers[i]])).toEqual([
      ['foobarbaz', 0b111],
      ['foo', 0b1],
      ['bar', 0b10],
      ['baz', 0b100],
      ['widget', 0b1000],
    ]);
  });
  it('leaves a version number out of a query with two words or more besides it, not out of a name', () => {
    const words = (q: string) => parseQuery(q).terms.map((t) => t.term);
    expect(words('@acme/plugin-foo@1.2.3 throws on start')).toEqual(['acme', 'plugin', 'foo', 'throws', 'start']);
    expect(words('v2.0.1 版本配置无效')).toEqual(['版本', '本配', '配置']);
    expect(words('Widget 2.0')).toEqual(['widget', '2', '0']);
  });
});

describe('withinEdits', () => {
  it('allows insertions, deletions, substitutions and swapped neighbours up to the limit', () => {
    expect(withinEdits('minfy', 'minify', 1)).toBe(true);
    expect(withinEdits('histroy', 'history', 1)).toBe(true);
    expect(withinEdits('proxxy', 'proxy', 1)).toBe(true);
    expect(withinEdits('enviroment', 'environment', 2)).toBe(true);
    expect(withinEdits('minify', 'modify', 1)).toBe(false);
  });
});

describe('matchRanges in identifiers', () => {
  it('marks a word at a capital inside an identifier, not in the middle of a word', () => {
    expect(matchRanges('historyApiFallback', queryTerms('api '))).toEqual([[7, 10]]);
    expect(matchRanges('rapid', queryTerms('api '))).toEqual([]);
  });
});
