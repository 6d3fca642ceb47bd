import { createHash } from 'node:crypto';
import {
  algoliaHosts,
  inlineHandlers,
  inlineScripts,
  pagePolicy,
  readPolicyMeta,
  scriptHash,
  uncoveredScripts,
  withPolicyMeta,
} from './csp';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="x"/>${head}</head><body>${body}</body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScripts', () => {
  it('finds every inline script, in head and body, with or without attributes', () => {
    const html = page(
      '<script src="/a.js" async=""></script><script>theme()</script>',
      '<script id="_R_">self.__next_f.push([1,"x"])</script><script>\nb()\n</script>',
    );
    expect(inlineScripts(html)).toEqual(['theme()', 'self.__next_f.push([1,"x"])', '\nb()\n']);
  });
  it('skips JSON data blocks, which are not code', () => {
    expect(
      inlineScripts(page('<script type="application/ld+json">{"a":1}</script><script type="module">m()</script>')),
    ).toEqual(['m()']);
  });
});

describe('scriptHash', () => {
  it('is the CSP sha256 source of the UTF-8 text', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash('"中文"')).toBe(sha('"中文"'));
  });
  it('hashes CR LF as the LF the HTML parser makes of it', () => {
    expect(scriptHash('a()\r\nb()')).toBe(scriptHash('a()\nb()'));
  });
});

describe('pagePolicy', () => {
  it('allows scripts from the site and the given hashes only, never unsafe-inline', () => {
    const policy = pagePolicy({ scriptHashes: [sha('b'), sha('a'), sha('b')] });
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc.split(' ').sort()).toEqual(['script-src', "'self'", sha('a'), sha('b')].sort());
    expect(scriptSrc).not.toContain('unsafe');
    expect(policy).toContain("object-src 'none'");
    // frame-ancestors is ignored (with a console error) in a <meta>: it belongs in the header.
    expect(policy).not.toContain('frame-ancestors');
  });
  it('opens connect-src to Algolia only when an application id is set', () => {
    expect(pagePolicy({ scriptHashes: [] })).toContain("connect-src 'self';");
    const withAlgolia = pagePolicy({ scriptHashes: [], docsearchAppId: 'ABC123' });
    expect(withAlgolia).toContain("connect-src 'self' https://abc123-dsn.algolia.net");
    expect(withAlgolia).toContain('https://abc123-3.algolianet.com');
    expect(() => algoliaHosts('x.evil.com; script-src *')).toThrow(/not an Algolia application id/);
  });
});

describe('withPolicyMeta', () => {
  const html = page(
    '<script src="/a.js"></script><script>theme()</script>',
    '<script>self.__next_f.push([1])</script>',
  );
  const policy = pagePolicy({ scriptHashes: inlineScripts(html).map(scriptHash) });

  it('puts the policy right after <meta charset>, before every script', () => {
    const out = withPolicyMeta(html, policy);
    expect(out.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(out.indexOf('charSet'));
    expect(out.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(out.indexOf('<script'));
    expect(readPolicyMeta(out)).toBe(policy);
  });
  it('replaces the policy of an earlier run instead of adding a second one', () => {
    const twice = withPolicyMeta(withPolicyMeta(html, 'default-src x'), policy);
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(readPolicyMeta(twice)).toBe(policy);
  });
  it('fails on a page without <head>', () => {
    expect(() => withPolicyMeta('<p>x</p>', policy)).toThrow(/no <head>/);
  });
  it("covers exactly the page's scripts", () => {
    expect(uncoveredScripts(withPolicyMeta(html, policy))).toEqual([]);
    const changed = withPolicyMeta(html, policy).replace('theme()', 'theme(1)');
    expect(uncoveredScripts(changed)).toEqual(['theme(1)']);
    expect(uncoveredScripts(html)).toHaveLength(2);
  });
});

describe('inlineHandlers', () => {
  it('finds event handler attributes and javascript: URLs, not code shown as text', () => {
    expect(inlineHandlers(page('', '<img src="/a.png" onerror="x()"><a href="javascript:void 0">a</a>'))).toEqual([
      'onerror',
      'javascript: URL',
    ]);
    expect(
      inlineHandlers(
        page('<script>el.onclick=f</script>', '<code>&lt;img onerror="x"&gt;</code><p>onclick= is a property</p>'),
      ),
    ).toEqual([]);
  });
});
