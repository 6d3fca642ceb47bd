// Browser titles (docs/behaviour.md §5): "page - suffix or site title"; no dash when the suffix brings its own.
import type { PageType } from '../content/frontmatter';

export function composeTitle(
  siteTitle: string,
  page: { title?: string; pageType?: PageType; titleSuffix?: string },
): string {
  if (page.pageType === 'home' || !page.title) return siteTitle;
  if (page.pageType === '404') return `404 - ${siteTitle}`;
  const suffix = page.titleSuffix ?? siteTitle;
  return /^[-|]/.test(suffix) ? `${page.title} ${suffix}` : `${page.title} - ${suffix}`;
}
