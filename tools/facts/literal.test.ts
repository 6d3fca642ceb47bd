import { formatValue, parseLiteral, sameValue } from './literal';

describe('parseLiteral', () => {
  it('reads the literals a configDefault is written in', () => {
    expect(parseLiteral("'web'")).toBe('web');
    expect(parseLiteral('3000')).toBe(3000);
    expect(parseLiteral('-1')).toBe(-1);
    expect(parseLiteral('true')).toBe(true);
    expect(parseLiteral('null')).toBeNull();
    expect(parseLiteral('undefined')).toBeUndefined();
    expect(parseLiteral("['.ts', '.tsx']")).toEqual(['.ts', '.tsx']);
    expect(parseLiteral("{ js: undefined, css: false, 'a-b': `x` }")).toEqual({
      js: undefined,
      css: false,
      'a-b': 'x',
    });
    expect(parseLiteral('{ origin: /^https?:\\/\\/localhost$/i }')).toEqual({ origin: /^https?:\/\/localhost$/i });
  });

  it('rejects what is not a literal, so no code from a page runs and nothing passes by accident', () => {
    expect(() => parseLiteral('process.exit(1)')).toThrow(/not a literal/);
    expect(() => parseLiteral('{ a: b }')).toThrow(/not a literal/);
    expect(() => parseLiteral('{ ...a }')).toThrow(/plain "key: value"/);
    expect(() => parseLiteral('() => 1')).toThrow(/configDefaultText/);
    expect(() => parseLiteral('1; 2')).toThrow(/not a JavaScript literal/);
    expect(() => parseLiteral("'unclosed")).toThrow(/not a JavaScript literal/);
  });
});

describe('sameValue', () => {
  it('compares deeply, regular expressions by source and flags', () => {
    expect(sameValue({ a: [1, 'x'], r: /a+/g }, { a: [1, 'x'], r: /a+/g })).toBe(true);
    expect(sameValue({ r: /a+/g }, { r: /a+/ })).toBe(false);
    expect(sameValue({ a: [1, 'x'] }, { a: [1, 'y'] })).toBe(false);
    expect(sameValue(true, 'true')).toBe(false);
    expect(sameValue({}, [])).toBe(false);
  });

  it('treats a property set to undefined as a missing one', () => {
    expect(sameValue({ js: undefined, css: false }, { css: false })).toBe(true);
    expect(sameValue(undefined, undefined)).toBe(true);
    expect(sameValue(undefined, false)).toBe(false);
  });
});

describe('formatValue', () => {
  it('writes a value back as a literal for messages', () => {
    expect(formatValue({ js: undefined, css: false, list: ['a', 1], 'a-b': /x/g })).toBe(
      "{ js: undefined, css: false, list: ['a', 1], 'a-b': /x/g }",
    );
    expect(formatValue({})).toBe('{}');
    expect(formatValue("it's")).toBe("'it\\'s'");
  });
});
