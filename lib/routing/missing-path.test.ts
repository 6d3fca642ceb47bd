import { missingPathScript, resolveMissingPath } from './missing-path';

const routes = ['/', '/guide/start/', '/config/output/minify', '/zh/', '/zh/guide/start/'];

describe('resolveMissingPath', () => {
  it('sends paths that only need normalising to their page', () => {
    expect(resolveMissingPath('/en/guide/start/', routes, 'en')).toBe('/guide/start/');
    expect(resolveMissingPath('/en', routes, 'en')).toBe('/');
    expect(resolveMissingPath('/config/output/minify/', routes, 'en')).toBe('/config/output/minify');
    expect(resolveMissingPath('/config/output/minify.html', routes, 'en')).toBe('/config/output/minify');
    expect(resolveMissingPath('/zh/guide/start/index.html', routes, 'en')).toBe('/zh/guide/start/');
    expect(resolveMissingPath('/zh/guide/start', routes, 'en')).toBe('/zh/guide/start/');
  });
  it('keeps the 404 for unknown paths', () => {
    expect(resolveMissingPath('/nope', routes, 'en')).toBeNull();
    expect(resolveMissingPath('/zh/nope', routes, 'en')).toBeNull();
  });
  it('runs as a standalone inline script', () => {
    expect(() => new Function(missingPathScript(routes, 'en'))).not.toThrow();
  });
});
