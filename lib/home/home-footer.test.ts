import { homeFooterColumns } from './home-footer';

describe('home footer', () => {
  it('links the doc sections in the page language', () => {
    const [docs] = homeFooterColumns('zh');
    expect(docs.title).toBe('文档');
    expect(docs.links.map((l) => l.href)).toEqual([
      '/zh/guide/start/',
      '/zh/config/',
      '/zh/plugins/list/',
      '/zh/api/start/',
      '/zh/community/',
    ]);
    expect(docs.links.every((l) => !l.external)).toBe(true);
  });
  it('links the community and the project elsewhere as external links', () => {
    const [, community, more] = homeFooterColumns('en');
    expect(community.links.map((l) => l.text)).toEqual(['GitHub', 'X', 'Discord', 'Bluesky']);
    expect(community.links[0].href).toBe('https://github.com/web-infra-dev/rsbuild');
    expect(more.links.map((l) => l.href)).toContain('https://github.com/web-infra-dev/rsbuild/releases');
    expect(more.links.map((l) => l.href)).toContain('https://rspack.rs');
    expect([...community.links, ...more.links].every((l) => l.external)).toBe(true);
  });
});
