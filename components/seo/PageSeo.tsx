import { createElement } from 'react';
import type { PageData } from '@/lib/content/page-data';
import { headTags, reactProps, type HeadTag } from '@/lib/seo/head-tags';
import { jsonLd } from '@/lib/seo/structured-data';

/**
 * What a page adds to its head beyond its metadata (lib/seo/page-metadata.ts): the `head` frontmatter tags
 * (React hoists <meta> and <link> into the head) and, where no build writes them into the HTML (`next
 * dev`), the crawler tags and the JSON-LD.
 */
export function PageSeo({
  page,
  htmlOnly,
}: {
  page: PageData;
  htmlOnly?: { tags: HeadTag[]; structuredData?: object };
}) {
  const tags = [...(htmlOnly?.tags ?? []), ...headTags(page)];
  const data = htmlOnly?.structuredData;
  return (
    <>
      {tags.map(({ tag, attributes }, i) => createElement(tag, { key: i, ...reactProps(attributes) }))}
      {data && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />}
    </>
  );
}
