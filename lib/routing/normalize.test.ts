import { createRouteLookup, normalizePath } from './normalize';

describe('normalizePath', () => {
  it('decodes, drops .html and turns /index into /', () => {
    expect(normalizePath('/config/output/minify.html')).toBe('/config/output/minify');
    expect(normalizePath('/guide/start/index')).toBe('/guide/start/');
    expect(normalizePath('/guide/start/index.html')).toBe('/guide/start/');
    expect(normalizePath('/zh/%E6%8C%87%E5%8D%97')).toBe('/zh/指南');
    expect(normalizePath('/index.html')).toBe('/');
  });
  it('drops the default language prefix', () => {
    expect(normalizePath('/en/guide/start/')).toBe('/guide/start/');
    expect(normalizePath('/en')).toBe('/');
    expect(normalizePath('/en/')).toBe('/');
    expect(normalizePath('/english')).toBe('/english');
  });
  it('keeps a malformed escape as it is', () => {
    expect(normalizePath('/a%E0%A4%A')).toBe('/a%E0%A4%A');
  });
});

describe('createRouteLookup', () => {
  const lookup = createRouteLookup(['/', '/guide/start/', '/config/output/minify', '/zh/guide/start/']);
  it('finds routes through normalisation and a missing or stray slash', () => {
    expect(lookup('/guide/start/index.html')).toBe('/guide/start/');
    expect(lookup('/guide/start')).toBe('/guide/start/');
    expect(lookup('/config/output/minify/')).toBe('/config/output/minify');
    expect(lookup('/en/config/output/minify.html')).toBe('/config/output/minify');
    expect(lookup('/zh/guide/start')).toBe('/zh/guide/start/');
  });
  it('answers undefined for unknown paths, also when asked again', () => {
    expect(lookup('/nope')).toBeUndefined();
    expect(lookup('/nope')).toBeUndefined();
  });
});
