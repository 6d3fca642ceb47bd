import { numberForms, stem } from './word-forms';

describe('stem', () => {
  it('gives the forms of one word one stem', () => {
    const families = [
      ['minify', 'minifying', 'minified', 'minifies', 'minifier'],
      ['copy', 'copied', 'copies', 'copying'],
      ['polyfill', 'polyfills', 'polyfilling', 'polyfilled'],
      ['cache', 'caches', 'cached', 'caching'],
      ['alias', 'aliases'],
      ['entry', 'entries'],
      ['split', 'splitting', 'splits'],
      ['map', 'mapping', 'mapped', 'maps'],
      ['process', 'processes', 'processing', 'processed'],
      ['bundle', 'bundles', 'bundling', 'bundled'],
      ['enable', 'enables', 'enabled', 'enabling'],
      ['key', 'keys'],
      ['deploy', 'deploying', 'deployed'],
      ['match', 'matches', 'matching'],
    ];
    for (const [word, ...forms] of families)
      for (const form of forms) expect([form, stem(form)]).toEqual([form, stem(word)]);
  });

  it('keeps apart words that only look like forms of each other', () => {
    expect(stem('https')).not.toBe(stem('http'));
    expect(stem('string')).toBe('string');
    expect(stem('need')).toBe('need');
    expect(stem('status')).toBe('status');
    expect(stem('nodejs')).toBe('nodejs');
    expect(stem('less')).toBe('less');
  });

  it('leaves identifiers, numbers and short words alone', () => {
    for (const word of ['es2015', 'v1', 'css', 'use', 'splitChunks', '$env']) expect(stem(word)).toBe(word);
  });
});

describe('numberForms', () => {
  it('gives a word with its plural or its singular', () => {
    for (const [one, many] of [
      ['proxy', 'proxies'],
      ['alias', 'aliases'],
      ['tag', 'tags'],
      ['cache', 'caches'],
      ['match', 'matches'],
    ]) {
      expect(numberForms(one)).toContain(many);
      expect(numberForms(many)).toContain(one);
    }
  });

  it('keeps apart words whose s is not a plural, and names', () => {
    expect(numberForms('http')).not.toContain('https');
    expect(numberForms('https')).toEqual(['https']);
    expect(numberForms('class')).not.toContain('clas');
    expect(numberForms('splitChunks')).toEqual(['splitChunks']);
  });
});
