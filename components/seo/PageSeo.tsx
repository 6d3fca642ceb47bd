import { createElement } from 'react';
import type { PageData } from '@/lib/content/page-data';
import { headTags, reactProps } from '@/lib/seo/head-tags';
import { breadcrumbList, breadcrumbTrail, jsonLd, webSite } from '@/lib/seo/structured-data';

/**
 * What a page adds to its head beyond components/page/metadata.ts: the `head` frontmatter tags (React
 * hoists <meta> and <link> into the head) and JSON-LD: WebSite with search on the home page, the
 * breadcrumb trail on doc pages.
 */
export function PageSeo({ page }: { page: PageData }) {
  const data = page.pageType === 'home' ? webSite(page.lang) : page.pageType === 'doc' ? breadcrumbList(breadcrumbTrail(page.route, page.lang, page.title)) : undefined;
  return (
    <>
      {headTags(page).map(({ tag, attributes }, i) => createElement(tag, { key: i, ...reactProps(attributes) }))}
      {data && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />}
    </>
  );
}
