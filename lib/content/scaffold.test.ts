import { pageSkeletons, siblingGroup } from './scaffold';
import { siteConfig } from '../site-config';
import { buildContentIndex } from './content-index';
import { ContentErrors } from './errors';
import { writeContentTree } from '../../testing/content-tree';

describe('scaffolding', () => {
  it('makes config twins with the key derived from the path', () => {
    const { en, zh } = pageSkeletons('config/output/foo-bar');
    expect(en).toContain('configKey: output.fooBar');
    expect(en).toContain('# output.fooBar');
    expect(zh).toContain('configKey: output.fooBar');
    expect(zh).toContain('## 示例 {#example}');
  });

  it('is refused by the build until the TODO markers are replaced', () => {
    const { en, zh } = pageSkeletons('guide/basic/new-thing');
    expect(() => buildContentIndex({ contentDir: writeContentTree({ 'en/guide/basic/new-thing.mdx': en, 'zh/guide/basic/new-thing.mdx': zh }), git: false })).toThrow(ContentErrors);
  });

  it('names the sidebar group of the siblings', () => {
    expect(siblingGroup(siteConfig.sidebars['/config/'], '/config/output/foo')).toBe('sidebar.config.output');
    expect(siblingGroup(siteConfig.sidebars['/guide/'], '/guide/basic/new-thing')).toBe('sidebar.guide.basic');
    expect(siblingGroup(siteConfig.sidebars['/guide/'], '/guide/nowhere/x')).toBeUndefined();
  });
});
