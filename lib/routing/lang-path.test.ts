import { siteConfig } from '../site-config';
import { localizePath, stripLangPrefix } from './lang-path';
import { langOf } from './safe-path';

describe('language paths', () => {
  it("reads the language from the first segment, with the site's languages", () => {
    const langFromPath = (path: string) => langOf(path, siteConfig.langs, siteConfig.defaultLang).lang;
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
