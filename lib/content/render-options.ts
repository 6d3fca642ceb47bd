// The MDX pipeline used to render a page: the same parsing and heading ids as the index (analyze.ts),
// plus link localisation, the config facts block and highlighting, with highlighted code and plain prose
// kept as HTML strings.
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import type { PageData } from './page-data';
import { remarkInclude } from './remark-include';
import { remarkHeadingIds } from './remark-heading-ids';
import { remarkLocalizeLinks } from './remark-localize-links';
import { remarkConfigMeta } from './remark-config-meta';
import { prettyCodeOptions } from './highlight';
import { rehypeCodeHtml } from './rehype-code-html';
import { rehypeProseHtml } from './rehype-prose-html';
import { rehypeLineBreaks } from './rehype-line-breaks';

export async function mdxOptions(page: PageData, contentDir: string, bodyLine: number): Promise<{ remarkPlugins: PluggableList; rehypePlugins: PluggableList; format: 'mdx' }> {
  // Imported when first used, like shiki (highlight.ts).
  const { default: rehypePrettyCode } = await import('rehype-pretty-code');
  const prettyCode = await prettyCodeOptions();
  return {
    remarkPlugins: [
      remarkGfm,
      [remarkInclude, { contentDir, lang: page.lang, file: page.pagePath, bodyLine }],
      remarkHeadingIds,
      [remarkLocalizeLinks, { lang: page.lang }],
      [remarkConfigMeta, { enabled: Boolean(page.frontmatter.configKey) }],
    ],
    rehypePlugins: [[rehypePrettyCode, prettyCode], rehypeCodeHtml, rehypeLineBreaks, rehypeProseHtml],
    format: 'mdx',
  };
}
