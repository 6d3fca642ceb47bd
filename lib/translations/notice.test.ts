import fs from 'node:fs';
import path from 'node:path';
import { buildContentIndex } from '../content/content-index';
import { pageMessages } from '../i18n';
import { pagesMarkdown } from '../markdown-export/write-export';
import { buildSearchIndex } from '../search-index/build-index';
import { writeContentTree } from '../../testing/content-tree';
import { translationNotice } from './notice';
import { markDone } from './report';
import { writeRecord } from './record';

const contentDir = writeContentTree({
  'en/index.mdx': '---\npageType: home\n---\n',
  'zh/index.mdx': '---\npageType: home\n---\n',
  'en/guide/a.mdx': '# Page A\n\nFirst version.\n',
  'zh/guide/a.mdx': '# 页面 A\n\n第一版。\n',
  'en/guide/b.mdx': '# Page B\n\nStays the same.\n',
  'zh/guide/b.mdx': '# 页面 B\n\n保持不变。\n',
});
const MARKED = new Date('2025-03-01T00:00:00Z');
writeRecord(contentDir, markDone(contentDir, {}, 'all', MARKED).record);
fs.appendFileSync(path.join(contentDir, 'en/guide/a.mdx'), '\n## New section\n\nSomething the translation lacks.\n');
const index = buildContentIndex({ contentDir, git: false });
const page = (routePath: string) => index.byRoutePath.get(routePath)!;

describe('translationNotice', () => {
  it('is there on a translated page whose English page changed, linking that page', () => {
    expect(translationNotice(index, page('/zh/guide/a'))).toEqual({ sourcePath: '/guide/a', sourceLang: 'en' });
  });

  it('is not there on an up-to-date translation, an English page or a page that is not a doc page', () => {
    expect(translationNotice(index, page('/zh/guide/b'))).toBeUndefined();
    expect(translationNotice(index, page('/guide/a'))).toBeUndefined();
    expect(translationNotice(index, page('/zh/'))).toBeUndefined();
  });

  it("dates the English change only when the English page's last commit is later than the mark", () => {
    const withDate = (lastUpdatedTime: string) => ({
      ...index,
      byRoutePath: new Map([...index.byRoutePath, ['/guide/a', { ...page('/guide/a'), lastUpdatedTime }]]),
    });
    expect(translationNotice(withDate('2025-04-02T09:00:00+08:00'), page('/zh/guide/a'))?.changed).toBe(
      '2025-04-02T09:00:00+08:00',
    );
    expect(translationNotice(withDate('2025-02-01T09:00:00+08:00'), page('/zh/guide/a'))).toEqual({
      sourcePath: '/guide/a',
      sourceLang: 'en',
    });
  });

  it('never reaches the search index or the Markdown copies, which are made from the source', () => {
    const notice = (['translation.behind', 'translation.behindSince'] as const)
      .flatMap((key) => pageMessages.zh[key].split(/\{\w+\}/))
      .filter((words) => words.length > 3);
    expect(notice.length).toBeGreaterThan(2);
    const searchIndex = JSON.stringify(buildSearchIndex(index, 'zh'));
    const markdown = pagesMarkdown(index).get(page('/zh/guide/a'))!;
    expect(searchIndex).toContain('第一版');
    expect(markdown).toContain('第一版');
    for (const text of notice) {
      expect(searchIndex).not.toContain(text);
      expect(markdown).not.toContain(text);
    }
  });
});
