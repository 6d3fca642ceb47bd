import { missingPathScript, resolveMissingPath as resolve, routeSet } from './missing-path';
import { runInlineScript } from '../../testing/inline-script';
import * as paths from './safe-path';

const routes = ['/', '/guide/start/', '/config/output/minify', '/zh/', '/zh/guide/start/'];
const set = routeSet(routes);
const resolveMissingPath = (path: string, _routes: string[], lang: string) => resolve(path, set, lang, paths);

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
  it('caches its answers per path, and starts afresh for another route table', () => {
    const table = routeSet(['/guide/start/']);
    expect(resolve('/guide/start', table, 'en', paths)).toBe('/guide/start/');
    delete (table as Record<string, 1>)['/guide/start/'];
    expect(resolve('/guide/start', table, 'en', paths)).toBe('/guide/start/');
    expect(resolve('/guide/start', routeSet([]), 'en', paths)).toBeNull();
  });
  it('runs as a standalone inline script', () => {
    expect(() => new Function(missingPathScript(routes, 'en'))).not.toThrow();
    expect(runInlineScript(missingPathScript(routes, 'en', '/'), '/en/guide/start/?a=1#h').replaced).toEqual([
      '/guide/start/?a=1#h',
    ]);
  });
  it('looks the path up without the site base and stays under it', () => {
    const go = (href: string) => runInlineScript(missingPathScript(routes, 'en', '/docs/'), href).replaced;
    expect(go('/docs/en/guide/start/')).toEqual(['/docs/guide/start/']);
    expect(go('/docs/en')).toEqual(['/docs/']);
    expect(go('/docs/config/output/minify.html?a=1#h')).toEqual(['/docs/config/output/minify?a=1#h']);
    expect(go('/docs/zh/guide/start')).toEqual(['/docs/zh/guide/start/']);
    expect(go('/docs/nope')).toEqual([]);
    expect(go('/en/guide/start/')).toEqual([]);
  });
});
