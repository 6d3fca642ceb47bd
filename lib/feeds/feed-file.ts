import type { Lang } from '../site-config';
import type { ContentIndex } from '../content/content-index';
import { htmlOf } from '../markdown-export/to-markdown';
import { readPageMarkdownTree } from '../markdown-export/page-tree';
import { releaseEntries, releaseFeedXml } from './release-feed';
import type { FeedFormat } from './links';

/** One of the four feed files, from the site's content index. */
export function releaseFeedFile(index: ContentIndex, lang: Lang, format: FeedFormat): string {
  const entries = releaseEntries(index.pages, lang, (page) => {
    const tree = readPageMarkdownTree(page, index.contentDir);
    // The item's title already says what the page's h1 says.
    tree.children = tree.children.filter((n) => !(n.type === 'heading' && n.depth === 1));
    return htmlOf(tree);
  });
  return releaseFeedXml(lang, format, entries);
}
