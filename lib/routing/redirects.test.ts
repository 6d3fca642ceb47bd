import { siteConfig } from '../site-config';
import * as paths from './safe-path';
import {
  findExactRedirect,
  patternRedirectScript,
  redirectScript,
  redirectTarget,
  resolvePatternRedirect,
} from './redirects';
import { runInlineScript } from '../../testing/inline-script';

const rules = [
  { pattern: '^/old/(a|b)$', to: '/new/$1' },
  { pattern: '^/ext/(x)$', to: 'https://example.com/$1' },
];

describe('redirects', () => {
  it('has every row of the table in docs/behaviour.md §2.7 as an exact redirect', () => {
    const table = siteConfig.redirects;
    expect(findExactRedirect(table, '/config/source/alias')?.to).toBe('/config/resolve/alias');
    expect(findExactRedirect(table, '/config/source/alias-strategy')?.to).toBe('/config/resolve/alias-strategy');
    for (const name of ['css-usage', 'css-modules', 'tailwindcss', 'tailwindcss-v3', 'unocss']) {
      expect(findExactRedirect(table, `/guide/basic/${name}`)?.to).toBe(`/guide/styling/${name}`);
    }
    for (const name of ['rspack', 'rsbuild', 'swc'])
      expect(findExactRedirect(table, `/guide/basic/configure-${name}`)?.to).toBe(`/guide/configuration/${name}`);
    expect(findExactRedirect(table, '/plugins/list/plugin-assets-retry')?.to).toBe(
      'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry',
    );
    expect(findExactRedirect(table, '/guide/start/')).toBeUndefined();
  });

  it('keeps the reader on their language for internal targets only', () => {
    expect(redirectTarget('/config/resolve/alias', 'zh')).toBe('/zh/config/resolve/alias');
    expect(redirectTarget('/config/resolve/alias', 'en')).toBe('/config/resolve/alias');
    expect(redirectTarget('https://github.com/x', 'zh')).toBe('https://github.com/x');
  });

  it('matches patterns on the language-neutral path and substitutes groups', () => {
    expect(resolvePatternRedirect('/old/a', rules, ['', '/zh'], paths)).toBe('/new/a');
    expect(resolvePatternRedirect('/zh/old/b', rules, ['', '/zh'], paths)).toBe('/zh/new/b');
    expect(resolvePatternRedirect('/zh/ext/x', rules, ['', '/zh'], paths)).toBe('https://example.com/x');
    expect(resolvePatternRedirect('/old/c', rules, ['', '/zh'], paths)).toBeNull();
  });

  it('skips an invalid pattern with a console warning and goes on with the next', () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      expect(resolvePatternRedirect('/old/a', [{ pattern: '^/old/(a', to: '/broken' }, ...rules], [''], paths)).toBe(
        '/new/a',
      );
    } finally {
      console.warn = warn;
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('^/old/(a');
  });

  it('produces standalone inline scripts', () => {
    expect(() => new Function(patternRedirectScript([...rules, { from: '/a', to: '/b' }], ['', '/zh']))).not.toThrow();
    expect(redirectScript('/zh/x', '/')).toBe('location.replace("/zh/x"+location.search+location.hash)');
  });

  it('works under the site base', () => {
    const script = patternRedirectScript([...rules, { from: '/a', to: '/b' }], ['', '/zh'], '/docs/');
    expect(runInlineScript(script, '/docs/zh/old/a?q=1').replaced).toEqual(['/docs/zh/new/a?q=1']);
    expect(runInlineScript(script, '/zh/old/a').replaced).toEqual([]);
    expect(redirectScript('/zh/x', '/docs/')).toBe('location.replace("/docs/zh/x"+location.search+location.hash)');
    expect(redirectScript('https://rspack.rs/', '/docs/')).toBe(
      'location.replace("https://rspack.rs/"+location.search+location.hash)',
    );
  });
});
