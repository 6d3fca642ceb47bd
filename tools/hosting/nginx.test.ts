import fs from 'node:fs';
import path from 'node:path';
import { securityHeaders } from './headers';
import { nginxServerBlock, standaloneNginxConf } from './nginx';
import { notFoundPageFor } from '../../lib/routing/not-found';
import { siteNginxConf } from './site-hosting';

const options = {
  root: '/srv/site',
  listen: '80',
  base: '/',
  langPrefixes: ['/zh'],
  defaultLang: 'en',
  redirects: [
    { from: '/old', to: '/new' },
    { from: '/zh/old', to: '/zh/new' },
    { from: '/gone', to: 'https://example.com/x' },
  ],
  patterns: [
    { pattern: '^/zh/p/(\\d+)$', to: '/zh/q/$1' },
    { pattern: '^/p/(\\d+)$', to: 'https://example.com/$1' },
  ],
  headers: securityHeaders,
};

describe('nginxServerBlock', () => {
  const conf = nginxServerBlock(options);

  it('answers every redirect row with an exact 301, keeping the query for internal targets', () => {
    expect(conf).toContain('location = /old {\n        return 301 /new$is_args$args;\n    }');
    expect(conf).toContain('location = /zh/old {\n        return 301 /zh/new$is_args$args;\n    }');
    expect(conf).toContain('location = /gone {\n        return 301 "https://example.com/x";\n    }');
  });
  it('tries the pattern rows before the 404 page, with backslashes kept through the config parser', () => {
    const notFound = conf.slice(conf.indexOf('location @not_found'));
    expect(notFound).toContain(
      'if ($uri ~ "^/zh/p/(\\\\d+)$") {\n            return 301 /zh/q/$1$is_args$args;\n        }',
    );
    expect(notFound).toContain('if ($uri ~ "^/p/(\\\\d+)$") {\n            return 301 "https://example.com/$1";');
    expect(notFound.indexOf('^/p/')).toBeLessThan(notFound.indexOf('rewrite ^ /404.html'));
  });
  it('sends each language its own 404 page', () => {
    expect(conf).toContain('rewrite ^/zh(?:/|$) /zh/404.html break;');
    expect(conf).toContain('rewrite ^ /404.html break;');
  });
  it('repeats the security headers where hashed assets get their own cache header', () => {
    // add_header in a location replaces the server's, so the hashed-assets location carries them all.
    const statics = conf.slice(conf.indexOf('location ^~ /_next/static/'));
    for (const name of Object.keys(securityHeaders))
      expect(statics.slice(0, statics.indexOf('}'))).toContain(`add_header ${name} `);
    expect(statics).toContain('"public, max-age=31536000, immutable"');
  });
  it('prefixes everything with a non-root base', () => {
    const based = nginxServerBlock({ ...options, base: '/docs/', redirects: [], patterns: [] });
    expect(based).toContain('location ^~ /docs/_next/static/');
    expect(based).toContain(
      'location ^~ /docs/en/ {\n        rewrite ^/docs/en((?:/[A-Za-z0-9._~-]+)*/?)$ /docs$1 permanent;\n        return 404;',
    );
    expect(based).toContain('rewrite ^/docs/zh(?:/|$) /docs/zh/404.html break;');
    expect(based).toContain('location /docs/ {');
  });
  it('refuses a value that would break out of its directive', () => {
    expect(() => nginxServerBlock({ ...options, headers: { X: 'a"; return 200' } })).toThrow(/cannot quote/);
  });
});

describe('deploy/nginx.conf', () => {
  it('is what scripts/serve/nginx-conf.ts writes from the site config (rerun it after changing either)', () => {
    expect(fs.readFileSync(path.resolve('deploy/nginx.conf'), 'utf8')).toBe(siteNginxConf());
  });
});

describe('the site block', () => {
  it('answers unknown paths with the 404 page lib/routing/not-found.ts names', () => {
    const rewrites = [...siteNginxConf().matchAll(/rewrite (\S+) (\S+) break;/g)].map(([, pattern, page]) => ({
      re: new RegExp(pattern),
      page,
    }));
    for (const path of ['/no/such', '/zh/no/such', '/zh', '/zhx/page', '/guide/zh/x']) {
      const page = rewrites.find(({ re }) => re.test(path))!.page;
      expect([path, page]).toEqual([path, `/${notFoundPageFor(path)}`]);
    }
  });
});

describe('standaloneNginxConf', () => {
  it('runs in the foreground with every written file in its folder', () => {
    const main = standaloneNginxConf({ dir: '/tmp/n/', serverBlockPath: '/tmp/n/server.conf' });
    expect(main).toMatch(/^daemon off;/);
    expect(main).toContain('pid "/tmp/n/nginx.pid";');
    expect(main).toContain('include "/tmp/n/server.conf";');
  });
});
