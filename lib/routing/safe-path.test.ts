import {
  assertSafeTarget,
  isRoutePath,
  langOf,
  pathTools,
  routePathOf,
  safeTarget,
  splitLangPrefix,
  splitQuery,
  stripBase,
  targetOrigin,
} from './safe-path';

const origin = 'https://rsbuild.example';
const leavesOrigin = (target: string) => {
  const safe = safeTarget(target, origin);
  return safe !== null && new URL(safe, origin).origin !== origin;
};

describe('safeTarget', () => {
  it('keeps ordinary paths, with query and hash', () => {
    expect(safeTarget('/guide/start/', origin)).toBe('/guide/start/');
    expect(safeTarget('/zh/config/output/minify?a=1#h', origin)).toBe('/zh/config/output/minify?a=1#h');
    expect(safeTarget('/docs/guide/?next=//x', origin)).toBe('/docs/guide/?next=//x');
    expect(safeTarget('/guide/?q=a%0Ab', origin)).toBe('/guide/?q=a%0Ab');
    expect(safeTarget(`${origin}/guide/#a`, origin)).toBe('/guide/#a');
  });
  it('collapses repeated slashes and backslashes, raw or encoded, into one slash on this origin', () => {
    expect(safeTarget('//evil.example/x', origin)).toBe('/evil.example/x');
    expect(safeTarget('/\\evil.example', origin)).toBe('/evil.example');
    expect(safeTarget('\\\\evil.example', origin)).toBe('/evil.example');
    expect(safeTarget('/zh//evil.example', origin)).toBe('/zh/evil.example');
    expect(safeTarget('%2F%2Fevil.example', origin)).toBe('/evil.example');
    expect(safeTarget('/%2f%2Fevil.example', origin)).toBe('/evil.example');
    expect(safeTarget('/%5Cevil.example', origin)).toBe('/evil.example');
    expect(safeTarget('/%5c%5cevil.example/x', origin)).toBe('/evil.example/x');
    expect(safeTarget('///\\\\/evil.example', origin)).toBe('/evil.example');
  });
  it('refuses control characters, raw or encoded (browsers drop a tab or newline inside //host)', () => {
    for (const t of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\u0000x',
      '/\u007fx',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%0D/x',
      '/%7f',
    ]) {
      expect(safeTarget(t, origin)).toBeNull();
    }
  });
  it('refuses other schemes, other origins and what is not a path', () => {
    for (const t of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'https://evil.example/',
      'http://rsbuild.example/',
      'evil.example',
      '',
      '?a',
      '#h',
    ]) {
      expect(safeTarget(t, origin)).toBeNull();
    }
    expect(safeTarget(42 as unknown as string, origin)).toBeNull();
  });
  it('allows an absolute URL only on an origin the caller names', () => {
    expect(safeTarget('https://github.com/org/repo', origin, ['https://github.com'])).toBe(
      'https://github.com/org/repo',
    );
    expect(safeTarget('https://github.com.evil.example/', origin, ['https://github.com'])).toBeNull();
    expect(safeTarget('https://evil.example@github.com/', origin, ['https://github.com'])).toBe(
      'https://evil.example@github.com/',
    );
  });
  it('never yields a target off this origin, for any mix of hostile pieces', () => {
    const pieces = [
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      '%2f',
      '%5c',
      'evil.example',
      '/zh',
      '.',
      '..',
      '@',
      ':',
      '%40',
      'https:',
      '?',
      '#',
    ];
    for (const a of pieces) for (const b of pieces) for (const c of pieces) expect(leavesOrigin(a + b + c)).toBe(false);
  });
  it('works without an origin: a path that stays on any origin', () => {
    expect(safeTarget('/a//b')).toBe('/a/b');
    expect(safeTarget('//b')).toBe('/b');
  });
  it('runs serialised, as the inline scripts carry it', () => {
    const copy = new Function(`return (${safeTarget.toString()})`)() as typeof safeTarget;
    expect(copy('/zh//evil.example', origin)).toBe('/zh/evil.example');
    expect(copy('javascript:x', origin)).toBeNull();
  });
});

describe('assertSafeTarget and targetOrigin', () => {
  it('lets a build write only clean same-origin paths and named external URLs', () => {
    expect(assertSafeTarget('/guide/start/')).toBe('/guide/start/');
    expect(assertSafeTarget('https://github.com/x', ['https://github.com'])).toBe('https://github.com/x');
    for (const t of ['//evil.example', '/a//b', 'javascript:alert(1)', 'https://github.com/x'])
      expect(() => assertSafeTarget(t)).toThrow(/not a same-origin path/);
  });
  it('reads the origin of a redirect-table target with capture groups', () => {
    expect(targetOrigin('https://github.com/rspack-contrib/rsbuild-plugin-$1')).toBe('https://github.com');
    expect(targetOrigin('/guide/')).toBeNull();
  });
});

// The inputs of the open-redirect class: each spelling of "another host" a browser, a server or a decoder
// might read out of a path.
const hostile = [
  '//host',
  '/\\host',
  '\\\\host',
  '%2F%2Fhost',
  '%5Chost',
  '/%5Chost',
  '/%09/host',
  '/\t/host',
  '/..%2F..',
  '/..%2F..%2Fhost',
  '/%2e%2e/%2e%2e/host',
  'javascript:alert(1)',
  '/zh//%2F%5C\\host',
  '/%0d%0a//host',
];

describe('the path module on hostile inputs', () => {
  it('safeTarget keeps every one on this origin or refuses it', () => {
    for (const t of hostile) {
      const safe = safeTarget(t, origin);
      if (safe !== null) expect(new URL(safe, origin).origin).toBe(origin);
    }
    expect(safeTarget('%5Chost', origin)).toBe('/host');
    expect(safeTarget('/..%2F..', origin)).toBe('/');
    expect(safeTarget('/%09/host', origin)).toBeNull();
  });
  it('safeTarget refuses an overlong target, whatever it holds', () => {
    expect(safeTarget(`/${'a'.repeat(4095)}`, origin)).toBe(`/${'a'.repeat(4095)}`);
    expect(safeTarget(`/${'a'.repeat(4096)}`, origin)).toBeNull();
  });
  it('routePathOf reads no route out of any of them', () => {
    for (const t of hostile) expect(routePathOf(t)).toBeNull();
    for (const t of ['/a/../b', '/a/./b', '/a%2Fb', '/a%5cb', '/%E0%A4%A', '/\u0000', 'guide/', `/${'a'.repeat(4096)}`])
      expect(routePathOf(t)).toBeNull();
  });
  it('routePathOf decodes the spellings of real routes', () => {
    expect(routePathOf('/guide/start/')).toBe('/guide/start/');
    expect(routePathOf('/zh/guide/start/index.html')).toBe('/zh/guide/start/index.html');
    expect(routePathOf('/guide/%73tart')).toBe('/guide/start');
    expect(routePathOf('/caf%C3%A9')).toBe('/café');
  });
  it('isRoutePath admits only paths of route characters, for the servers', () => {
    for (const t of ['/', '/config/source/alias', '/guide/', '/a.b_c~d-e']) expect(isRoutePath(t)).toBe(true);
    for (const t of [...hostile, '', 'a', '/a b', '/a?b', '/../a', '/a/./b', '/a//b', '/$1', '/a"b'])
      expect(isRoutePath(t)).toBe(false);
  });
  it('stripBase takes the base off whole segments only', () => {
    expect(stripBase('/docs//host', '/docs')).toBe('//host');
    expect(safeTarget(stripBase('/docs//host', '/docs')!, origin)).toBe('/host');
    expect(stripBase('/docsx', '/docs')).toBeNull();
  });
  it('splitLangPrefix takes a prefix only as a whole segment, and leaves the rest for the gate', () => {
    expect(splitLangPrefix('/zh/guide/', ['', '/zh'])).toEqual(['/zh', '/guide/']);
    expect(splitLangPrefix('/zh', ['', '/zh'])).toEqual(['/zh', '/']);
    expect(splitLangPrefix('/zhx/', ['', '/zh'])).toEqual(['', '/zhx/']);
    expect(splitLangPrefix('/zh//host', ['/zh'])).toEqual(['/zh', '//host']);
    expect(safeTarget('/zh' + splitLangPrefix('/zh//host', ['/zh'])[1], origin)).toBe('/zh/host');
  });
  it('splitQuery cuts at the first question mark only', () => {
    expect(splitQuery('/a?b?c')).toEqual(['/a', 'b?c']);
    expect(splitQuery('//host')).toEqual(['//host', undefined]);
  });
  it('langOf chooses by prefix, else the default language', () => {
    const langs = [
      { lang: 'en', prefix: '' },
      { lang: 'zh', prefix: '/zh' },
    ];
    expect(langOf('/zh/a', langs, 'en').lang).toBe('zh');
    expect(langOf('//zh/a', langs, 'en').lang).toBe('en');
    expect(() => langOf('/a', langs, 'fr')).toThrow(/default language "fr"/);
  });
  it('serialises the functions inline scripts use into one object', () => {
    const tools = new Function(`return ${pathTools(['stripBase', 'safeTarget', 'splitLangPrefix', 'routePathOf'])}`)();
    expect(tools.safeTarget(tools.stripBase('/docs/zh//host', '/docs'), origin)).toBe('/zh/host');
    expect(tools.routePathOf('/%5Chost')).toBeNull();
    expect(tools.splitLangPrefix('/zh/x', ['/zh'])).toEqual(['/zh', '/x']);
  });
});
