import { langFromPath, localizePath, stripLangPrefix } from './lang-path';

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
});
