import { assertSafeTarget, safeTarget, targetOrigin } from './safe-path';

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
    for (const t of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\u0000x', '/\u007fx', '/%09/evil.example', '/%0a/evil.example', '/%0D/x', '/%7f']) {
      expect(safeTarget(t, origin)).toBeNull();
    }
  });
  it('refuses other schemes, other origins and what is not a path', () => {
    for (const t of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'https://evil.example/', 'http://rsbuild.example/', 'evil.example', '', '?a', '#h']) {
      expect(safeTarget(t, origin)).toBeNull();
    }
    expect(safeTarget(42 as unknown as string, origin)).toBeNull();
  });
  it('allows an absolute URL only on an origin the caller names', () => {
    expect(safeTarget('https://github.com/org/repo', origin, ['https://github.com'])).toBe('https://github.com/org/repo');
    expect(safeTarget('https://github.com.evil.example/', origin, ['https://github.com'])).toBeNull();
    expect(safeTarget('https://evil.example@github.com/', origin, ['https://github.com'])).toBe('https://evil.example@github.com/');
  });
  it('never yields a target off this origin, for any mix of hostile pieces', () => {
    const pieces = ['/', '//', '\\', '%2F', '%5C', '%2f', '%5c', 'evil.example', '/zh', '.', '..', '@', ':', '%40', 'https:', '?', '#'];
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
    for (const t of ['//evil.example', '/a//b', 'javascript:alert(1)', 'https://github.com/x']) expect(() => assertSafeTarget(t)).toThrow(/not a same-origin path/);
  });
  it('reads the origin of a redirect-table target with capture groups', () => {
    expect(targetOrigin('https://github.com/rspack-contrib/rsbuild-plugin-$1')).toBe('https://github.com');
    expect(targetOrigin('/guide/')).toBeNull();
  });
});
