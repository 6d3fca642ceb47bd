import fs from 'node:fs';
import path from 'node:path';
import { buildContentIndex } from '../content/content-index';
import { tempDir, writeContentTree } from '../../testing/content-tree';
import { pagesMarkdown } from './write-export';

describe('pagesMarkdown with a build cache', () => {
  it('gives the Markdown it computes, and follows an edited page', () => {
    const contentDir = writeContentTree({
      'en/guide/a.mdx': '# Alpha\n\nFirst page.\n',
      'zh/guide/a.mdx': '# 甲\n\n第一页。\n',
    });
    const cacheDir = tempDir('markdown-cache');
    const index = buildContentIndex({ contentDir, git: false });
    const texts = (cache?: string) => [...pagesMarkdown({ ...index, cacheDir: cache }).values()];
    const plain = texts();
    expect(plain.join('\n')).toContain('First page.');
    expect(texts(cacheDir)).toEqual(plain);
    expect(fs.readdirSync(path.join(cacheDir, 'markdown'))).toHaveLength(2);
    expect(texts(cacheDir)).toEqual(plain);

    fs.writeFileSync(path.join(contentDir, 'en/guide/a.mdx'), '# Alpha\n\nEdited page.\n');
    expect(texts(cacheDir).join('\n')).toContain('Edited page.');
  });
});
