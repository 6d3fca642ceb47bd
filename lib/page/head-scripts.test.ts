import { headScriptSources, withHeadScripts } from './head-scripts';
import { siteConfig } from '../site-config';
import { langRedirectScript } from '../browser/lang-redirect';
import { ownScriptTag, isOwnScript } from '../security/own-scripts';

describe('the head scripts', () => {
  test('are the language redirect first, then the theme, the layout query and the closed announcement; each only when the site has it', () => {
    const sources = headScriptSources(siteConfig);
    expect(sources).toHaveLength(4);
    expect(sources[0]).toBe(langRedirectScript(siteConfig));
    expect(sources[1]).toContain('rsbuild-theme-appearance');
    expect(sources[2]).toContain('"sidebar"');
    expect(sources[3]).toContain('rsbuild-announcement-closed-');
    expect(headScriptSources({ ...siteConfig, langRedirect: 'never' })).toEqual(sources.slice(1));
    expect(headScriptSources({ ...siteConfig, announcement: undefined })).toEqual(sources.slice(0, 3));
    for (const source of sources) expect(() => new Function(source)).not.toThrow();
  });

  test("go right after <meta charset>, ahead of the rest of <head>, marked as the site's own", () => {
    const tag = ownScriptTag('document.documentElement.dataset.x = "1"', 'key');
    expect(
      isOwnScript(tag.slice('<script '.length, tag.indexOf('>')), 'document.documentElement.dataset.x = "1"', 'key'),
    ).toBe(true);
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/><title>T</title></head><body></body></html>';
    expect(withHeadScripts(html, tag)).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${tag}<link rel="stylesheet" href="/a.css"/><title>T</title></head><body></body></html>`,
    );
    expect(() => withHeadScripts('<html><head></head></html>', tag)).toThrow(/meta charset/);
    expect(() => ownScriptTag('a("</script>")', 'key')).toThrow(/<\/script>/);
  });
});
