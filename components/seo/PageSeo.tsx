import { createElement } from 'react';
import type { PageData } from '@/lib/content/page-data';
import { headTags, reactProps } from '@/lib/seo/head-tags';
import { jsonLd } from '@/lib/seo/structured-data';

/**
 * What a page adds to its head beyond its metadata (lib/seo/page-metadata.ts): the `head` frontmatter tags
 * (React hoists <meta> and <link> into the head) and its JSON-LD.
 */
export function PageSeo({ page, structuredData: data }: { page: PageData; structuredData?: object }) {
  return (
    <>
      {headTags(page).map(({ tag, attributes }, i) => createElement(tag, { key: i, ...reactProps(attributes) }))}
      {data && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />}
    </>
  );
}
