import type { PageData } from '../../lib/content/page-data';
import {
  declaredClaims,
  lowestPeerVersion,
  normalizeVersion,
  undeclaredMentions,
  versionMentions,
} from './version-claims';

const page = (frontmatter: PageData['frontmatter']) =>
  ({ route: '/config/x', pagePath: 'content/en/config/x.mdx', frontmatter }) as PageData;

describe('version notes in prose', () => {
  it('finds badges, "added in", "since", "before" and "or later" in English', () => {
    const source = [
      '#### dedupe <Badge>1.2.8+</Badge> {#dedupe}',
      'Added in 1.1.5.',
      '- **Added in:** 1.1.0',
      'Only webpack builds used it until 1.2.5; since 1.2.5 it also enables the cache.',
      'The option used before 1.1.7 still works.',
      'It needs @rsbuild/core 1.3 or later.',
    ].join('\n');
    expect(versionMentions(source).map((m) => [m.version, m.line])).toEqual([
      ['1.2.8', 1],
      ['1.1.5', 2],
      ['1.1.0', 3],
      ['1.2.5', 4],
      ['1.1.7', 5],
      ['1.3.0', 6],
    ]);
  });

  it('finds the Chinese wordings', () => {
    const source = [
      '该选项在 1.1.5 版本加入。',
      '1.1.7 之前使用的 `source.alias`',
      '从 1.2.5 开始',
      '要求 `@rsbuild/core` 1.4 及以上版本',
      '- **添加版本：** 1.1.0',
    ].join('\n');
    expect(versionMentions(source).map((m) => m.version)).toEqual(['1.1.5', '1.1.7', '1.2.5', '1.4.0', '1.1.0']);
  });

  it('ignores code, other software and versions that are values', () => {
    const source = [
      '```ts',
      '// added in 1.2.0',
      '```',
      'Node.js 22.6 及以上, Vue 3.2.13 及以上, Node.js 16.10 或更高',
      'Use `since 1.2.0` as a string; Rsbuild 1.4 passes these options.',
      'Rspack goes from 0.7 to 1.x.',
    ].join('\n');
    expect(versionMentions(source)).toEqual([]);
  });

  it('a mention needs a declared claim of the same version', () => {
    const claims = declaredClaims(
      page({
        configKey: 'server.cors',
        configAdded: '1.1.11',
        versionClaims: [{ version: '1.3', peerOf: '@rsbuild/plugin-less' }],
      }),
      () => 4,
    );
    expect(claims).toEqual([
      { version: '1.1.11', key: 'server.cors', line: 4 },
      { version: '1.3.0', peerOf: '@rsbuild/plugin-less', line: 4 },
    ]);
    const mentions = versionMentions('Added in 1.1.11. Needs Rsbuild 1.3 or later. Since 1.2.0 it is on.');
    expect(undeclaredMentions(mentions, claims).map((m) => m.text)).toEqual(['Since 1.2.0']);
  });
});

describe('versions', () => {
  it('normalizes a release line to its first release', () => {
    expect(normalizeVersion('1.3')).toBe('1.3.0');
    expect(normalizeVersion('1.3.2')).toBe('1.3.2');
  });

  it('reads the lowest 1.x release a peer range accepts', () => {
    expect(lowestPeerVersion('^1.3.0 || ^2.0.0-0')).toBe('1.3.0');
    expect(lowestPeerVersion('>= 1.4.0')).toBe('1.4.0');
    expect(lowestPeerVersion('^2.0.0')).toBeUndefined();
  });
});
