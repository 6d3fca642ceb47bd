import {
  compareVersions,
  firstVersionWith,
  nestedConfig,
  previousVersion,
  stableVersions,
  subjectsHold,
} from './version-history';

describe('release lists', () => {
  const all = ['1.0.0-alpha.2', '1.1.10', '1.1.9', '1.2.0-beta.0', '0.7.10', '1.2.0', '1.1.11'];

  it('keeps stable releases, oldest first, comparing numerically', () => {
    expect(stableVersions(all)).toEqual(['0.7.10', '1.1.9', '1.1.10', '1.1.11', '1.2.0']);
    expect(compareVersions('1.1.10', '1.1.9')).toBeGreaterThan(0);
  });

  it('finds the release before one, published or not', () => {
    const stable = stableVersions(all);
    expect(previousVersion(stable, '1.1.11')).toBe('1.1.10');
    expect(previousVersion(stable, '1.1.12')).toBe('1.1.11');
    expect(previousVersion(stable, '0.7.10')).toBeUndefined();
  });

  it('finds the first release for which a monotonic test holds', () => {
    const stable = stableVersions(all);
    const asked: string[] = [];
    expect(firstVersionWith(stable, (v) => (asked.push(v), compareVersions(v, '1.1.10') >= 0))).toBe('1.1.10');
    expect(asked.length).toBeLessThan(stable.length);
    expect(firstVersionWith(stable, () => false)).toBeUndefined();
  });

  it('nests a value under an option path', () => {
    expect(nestedConfig('server.compress', '{ level: 6 }')).toBe('{ "server": { "compress": { level: 6 } } }');
  });
});

describe('releases of @rsbuild/core from npm', () => {
  // Read from the published declaration files (fetched once into the build cache): the checks of the
  // content rely on these answers, so they are pinned here with releases on both sides of each change.
  it('knows when an option and a value form arrived', () => {
    const held = subjectsHold([
      { version: '1.1.10', subject: { key: 'server.cors' } },
      { version: '1.1.11', subject: { key: 'server.cors' } },
      { version: '1.4.3', subject: { key: 'server.compress', accepts: '{ level: 6 }' } },
      { version: '1.4.4', subject: { key: 'server.compress', accepts: '{ level: 6 }' } },
      { version: '1.4.4', subject: { key: 'server.compress', accepts: "'gzip'" } },
    ]);
    expect(held).toEqual([false, true, false, true, false]);
  }, 180_000);
});
