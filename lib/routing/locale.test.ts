import { langFromPath, localizePath, stripLangPrefix, switchLangPath } from './locale';

describe('locale paths', () => {
  it('reads the language from the first segment', () => {
    expect(langFromPath('/zh/guide/start/')).toBe('zh');
    expect(langFromPath('/zh')).toBe('zh');
    expect(langFromPath('/guide/zh/')).toBe('en');
    expect(langFromPath('/zhx/')).toBe('en');
  });
  it('adds and removes prefixes', () => {
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(localizePath('/config/', 'en')).toBe('/config/');
    expect(stripLangPrefix('/zh/')).toBe('/');
    expect(stripLangPrefix('/zh')).toBe('/');
    expect(stripLangPrefix('/config/')).toBe('/config/');
  });
  it('switches a page to its twin', () => {
    expect(switchLangPath('/config/output/minify', 'zh')).toBe('/zh/config/output/minify');
    expect(switchLangPath('/zh/config/output/minify', 'en')).toBe('/config/output/minify');
  });
});
